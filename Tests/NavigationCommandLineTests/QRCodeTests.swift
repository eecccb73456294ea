import TestSupport
import Testing

@testable import NavigationCommandLine

/// The QR encoder against published values: error-correction codewords, format and version
/// information, capacities, and the structure every version's symbol must have.
@Suite struct QRCodeTests {
  /// The data and error-correction codewords of two published 1-M symbols: "01234567" in
  /// numeric mode (ISO/IEC 18004, annex I) and "HELLO WORLD" in alphanumeric mode.
  @Test(arguments: [
    (
      [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17] as [UInt8],
      [165, 36, 212, 193, 237, 54, 199, 135, 44, 85] as [UInt8]
    ),
    (
      [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17],
      [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]
    ),
  ])
  func reedSolomonGivesThePublishedCodewords(data: [UInt8], correction: [UInt8]) {
    #expect(ReedSolomonEncoder(degree: 10).remainder(of: data) == correction)
  }

  @Test func theFieldsGeneratorIsTwoAndItsTablesInvertEachOther() {
    #expect(GaloisField256.exponents.prefix(9) == [1, 2, 4, 8, 16, 32, 64, 128, 29])
    #expect(Set(GaloisField256.exponents).count == 255)
    for value in 1...255 {
      #expect(GaloisField256.power(GaloisField256.logarithms[value]) == UInt8(value))
    }
  }

  /// A byte-mode segment worked by hand: `0100`, count 1, `A` (0x41), the terminator, then
  /// the pad bytes.
  @Test func aByteSegmentIsModeCountBytesTerminatorAndPadding() throws {
    let version = try #require(QRVersion.smallest(holding: 1))
    let codewords = QRCode.dataCodewords([0x41], version: version)
    #expect(codewords == [0x40, 0x14, 0x10] + (0..<13).map { $0 % 2 == 0 ? 0xEC : 0x11 })
    let long = QRCode.dataCodewords(Array(repeating: 0xFF, count: 213), version: QRVersion(number: 10))
    #expect(long.prefix(3) == [0x40, 0x0D, 0x5F])
    #expect(long.count == 216)
    // `0111` and 26 (UTF-8) before the segment: 0111 0001 1010 0100 0000 0010 1100 0011 …
    let declared = QRCode.dataCodewords([0xC3, 0xA9], version: version, utf8: true)
    #expect(declared.prefix(5) == [0x71, 0xA4, 0x02, 0xC3, 0xA9])
  }

  /// UTF-8 text takes the 12 bits of its header: 13 bytes fit version 1, not 14.
  @Test func textThatIsNotASCIIIsDeclaredUTF8() throws {
    #expect(try QRCode(bytes: Array(repeating: 0xC3, count: 13)).version.number == 1)
    #expect(try QRCode(bytes: Array(repeating: 0xC3, count: 14)).version.number == 2)
    #expect(try QRCode(bytes: Array(repeating: 0x43, count: 14)).version.number == 1)
  }

  /// The published format information of level M with each mask.
  @Test func formatInformationForLevelMIsThePublishedTable() {
    let published = [
      "101010000010010", "101000100100101", "101111001111100", "101101101001011",
      "100010111111001", "100000011001110", "100111110010111", "100101010100000",
    ]
    for (mask, bits) in published.enumerated() {
      #expect(String(QRFormatBits.format(mask: mask), radix: 2) == bits, "mask \(mask)")
    }
  }

  @Test func versionInformationIsThePublishedTable() {
    #expect(QRFormatBits.version(7) == 0x07C94)
    #expect(QRFormatBits.version(8) == 0x085BC)
    #expect(QRFormatBits.version(40) == 0x28C69)
  }

  /// Byte-mode capacities at level M on either side of a version's limit.
  @Test(arguments: [
    (1, 1), (14, 1), (15, 2), (26, 2), (27, 3), (42, 3), (43, 4), (62, 4), (84, 5), (213, 10), (214, 11),
    (2_331, 40),
  ])
  func theSmallestVersionThatHoldsTheBytesIsChosen(count: Int, version: Int) throws {
    #expect(QRVersion.smallest(holding: count)?.number == version)
    let code = try QRCode(bytes: Array(repeating: 0x61, count: count))
    #expect(code.version.number == version)
    #expect(code.modules.count == code.size * code.size)
  }

  @Test func moreThanVersion40HoldsIsRefused() {
    #expect(QRVersion.largestCapacity() == 2_331)
    #expect(QRVersion.largestCapacity(utf8: true) == 2_330)
    #expect(throws: QRCodeError.tooLong(byteCount: 2_332, capacity: 2_331)) {
      try QRCode(bytes: Array(repeating: 0x61, count: 2_332))
    }
  }

  /// The codeword count follows from the modules the function patterns leave: counted on the
  /// drawn matrix of every version, and the published totals of a few.
  @Test func everyVersionsCodewordsAreItsDataModules() {
    for version in QRVersion.all {
      let free = QRMatrix(version: version).isFunction.count { !$0 }
      #expect(free / 8 == version.totalCodewords, "version \(version.number)")
      #expect(free % 8 == Self.remainderBits[version.number - 1], "version \(version.number)")
    }
    let totals = [1: 26, 2: 44, 7: 196, 10: 346, 14: 581, 25: 1_588, 40: 3_706]
    for (number, total) in totals { #expect(QRVersion(number: number).totalCodewords == total) }
    #expect(QRVersion(number: 40).dataCodewords == 2_334)
  }

  /// The bits left over after the last codeword, by version, as published.
  static let remainderBits = [
    0, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3,
    4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0,
  ]

  @Test func alignmentPatternsSitWhereTheTableSays() {
    #expect(QRVersion(number: 1).alignmentPositions == [])
    #expect(QRVersion(number: 2).alignmentPositions == [6, 18])
    #expect(QRVersion(number: 7).alignmentPositions == [6, 22, 38])
    #expect(QRVersion(number: 16).alignmentPositions == [6, 26, 50, 74])
    #expect(QRVersion(number: 32).alignmentPositions == [6, 34, 60, 86, 112, 138])
    #expect(QRVersion(number: 36).alignmentPositions == [6, 24, 50, 76, 102, 128, 154])
    #expect(QRVersion(number: 40).alignmentPositions == [6, 30, 58, 86, 114, 142, 170])
  }

  /// The fixed parts of a symbol: finder corners, timing, the dark module, and both copies
  /// of the format information agreeing with the mask chosen.
  @Test(arguments: [1, 15, 100, 500])
  func aSymbolHasItsFunctionPatternsAndFormat(count: Int) throws {
    let code = try QRCode(bytes: Array(repeating: 0x7A, count: count))
    let size = code.size
    for (row, column) in [(0, 0), (0, size - 7), (size - 7, 0)] {
      #expect(code[row, column] && code[row + 3, column + 3] && !code[row + 1, column + 1])
    }
    #expect((8..<size - 8).allSatisfy { code[6, $0] == ($0 % 2 == 0) && code[$0, 6] == ($0 % 2 == 0) })
    #expect(code[size - 8, 8])
    let format = QRFormatBits.format(mask: code.mask.number)
    let first =
      (0...5).map { code[8, $0] } + [code[8, 7], code[8, 8], code[7, 8]] + (0...5).reversed().map { code[$0, 8] }
    let second = (0...6).map { code[size - 1 - $0, 8] } + (0...7).map { code[8, size - 8 + $0] }
    let bits = (0..<15).reversed().map { format >> $0 & 1 == 1 }
    #expect(first == bits)
    #expect(second == bits)
  }

  @Test func theChosenMaskHasTheLowestPenalty() throws {
    let bytes = Array("https://doexercise.app/history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f".utf8)
    let code = try QRCode(bytes: bytes)
    var matrix = QRMatrix(version: code.version)
    matrix.place(
      QRCode.interleaved(QRCode.blocks(of: QRCode.dataCodewords(bytes, version: code.version), version: code.version)))
    let penalties = QRMask.all.map { mask in
      var masked = matrix.masked(by: mask)
      masked.drawFormat(bits: QRFormatBits.format(mask: mask.number))
      return QRPenalty.score(masked)
    }
    #expect(penalties[code.mask.number] == penalties.min())
    #expect(Set(penalties).count > 1)
  }

  @Test func thePenaltyRulesCountWhatTheyShould() {
    let d = true
    let l = false
    func runs(_ line: [Bool]) -> Int { QRPenalty.runs(QRBitLine(line), count: line.count) }
    func finderLike(_ line: [Bool]) -> Int { QRPenalty.finderLike(QRBitLine(line)) }
    func blocks(_ rows: [[Bool]]) -> Int { QRPenalty.blocks(rows.map(QRBitLine.init), size: rows.count) }
    func balance(_ rows: [[Bool]]) -> Int { QRPenalty.balance(rows.map(QRBitLine.init), size: rows.count) }
    #expect(runs([d, d, d, d]) == 0)
    #expect(runs([d, d, d, d, d]) == 3)
    #expect(runs([l, d, d, d, d, d, d, d, l, l, l, l, l]) == 5 + 3)
    #expect(runs(Array(repeating: l, count: 177)) == 175)
    #expect(finderLike([d, l, d, d, d, l, d]) == 40)
    #expect(finderLike([d, l, d, d, d, l, d, l, l, l, d]) == 40)
    #expect(finderLike([d, d, d, d, d, l, d, l, d, d, d, l, d, d, d, d, d]) == 0)
    #expect(finderLike([l, l, l, l, d, l, d, d, d, l, d, d]) == 40)
    #expect(finderLike([d, d, l, d, d, d, l, d, l, l, l, l]) == 40)
    #expect(finderLike(Array(repeating: l, count: 170) + [d, l, d, d, d, l, d]) == 40)
    #expect(blocks(Array(repeating: [d, d, d], count: 3)) == 12)
    #expect(blocks([[d, l, d], [l, d, l], [d, l, d]]) == 0)
    #expect(blocks([[l, l, d], [l, l, d], [d, d, l]]) == 3)
    #expect(balance(Array(repeating: Array(repeating: d, count: 10), count: 10)) == 100)
    let split = (0..<10).map { row in (0..<10).map { row * 10 + $0 < 55 } }
    #expect(balance(split) == 10)
    #expect(balance((0..<10).map { row in (0..<10).map { row * 10 + $0 < 54 } }) == 0)
  }

  /// The penalty as the rules read, module by module along every row and column: what the
  /// bit-parallel scoring must agree with.
  static func referencePenalty(_ matrix: QRMatrix) -> Int {
    let size = matrix.size
    let lines =
      (0..<size).map { row in (0..<size).map { matrix[row, $0] } }
      + (0..<size).map { column in (0..<size).map { matrix[$0, column] } }
    var total = 0
    for line in lines {
      var start = 0
      for index in 1...size where index == size || line[index] != line[start] {
        if index - start >= 5 { total += index - start - 2 }
        start = index
      }
      func light(_ range: Range<Int>) -> Bool { range.allSatisfy { $0 < 0 || $0 >= size || !line[$0] } }
      for first in 0..<size - 6
      where line[first..<first + 7].elementsEqual([true, false, true, true, true, false, true]) {
        if light(first - 4..<first) || light(first + 7..<first + 11) { total += 40 }
      }
    }
    for row in 0..<size - 1 {
      for column in 0..<size - 1 {
        let colour = matrix[row, column]
        if matrix[row, column + 1] == colour && matrix[row + 1, column] == colour
          && matrix[row + 1, column + 1] == colour
        {
          total += 3
        }
      }
    }
    let dark = (0..<size * size).count { matrix[$0 / size, $0 % size] }
    return total + abs(dark * 2 - size * size) * 10 / (size * size) * 10
  }

  /// Symbols of every version, filled with seeded random codewords and masked each way, score
  /// the same both ways.
  @Test func theScoringAgreesWithTheRulesModuleByModule() {
    var random = SplitMix64(seed: 51)
    for version in QRVersion.all {
      var matrix = QRMatrix(version: version)
      matrix.place((0..<version.totalCodewords).map { _ in UInt8(truncatingIfNeeded: random.next()) })
      for mask in QRMask.all where (version.number + mask.number) % 3 == 0 {
        var masked = matrix.masked(by: mask)
        masked.drawFormat(bits: QRFormatBits.format(mask: mask.number))
        #expect(
          QRPenalty.score(masked) == Self.referencePenalty(masked), "version \(version.number) mask \(mask.number)")
      }
    }
  }

  /// The bit lines agree with the modules they hold, across their three words.
  @Test func aBitLineShiftsAcrossItsWords() {
    let modules = (0..<177).map { $0 % 3 == 0 || $0 == 60 || $0 == 123 }
    let line = QRBitLine(modules)
    #expect(line.positions == modules.indices.filter { modules[$0] }.map { $0 + 4 })
    #expect((line >> 5).positions == line.positions.filter { $0 >= 5 }.map { $0 - 5 })
    #expect((line << 7).positions == line.positions.map { $0 + 7 }.filter { $0 < 192 })
    #expect(QRBitLine.bits(60, 130).positions == Array(60..<130))
    #expect(QRBitLine.bits(0, 192).count == 192)
  }

  @Test func theSVGHasTheQuietZoneAndItsLabelEscaped() throws {
    let code = try QRCode(text: "a&b")
    let svg = code.svg(label: "app://x?a=1&b=\"2\"")
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" viewBox=\"0 0 29 29\""))
    #expect(svg.contains(" role=\"img\" aria-label=\"app://x?a=1&amp;b=&quot;2&quot;\""))
    #expect(svg.contains("<path fill=\"#000\" d=\"M4 4h7v1h-7z"))
    #expect(svg.hasSuffix("\"/></svg>"))
  }
}
