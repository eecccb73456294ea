/// A QR code version (1 to 40) at error correction level M: its size, its codewords and how
/// they split into blocks, and where its alignment patterns sit.
struct QRVersion: Hashable, Sendable {
  /// The version number, 1 to 40.
  let number: Int

  /// The versions, smallest first.
  static let all = (1...40).map(QRVersion.init(number:))

  /// The most bytes a code of any version holds at level M.
  ///
  /// - Parameter utf8: Whether the code declares its bytes UTF-8 (an ECI header).
  /// - Returns: Version 40's capacity.
  static func largestCapacity(utf8: Bool = false) -> Int { all[39].byteCapacity(utf8: utf8) }

  /// The smallest version whose byte-mode capacity at level M holds `count` bytes.
  ///
  /// - Parameters:
  ///   - count: The bytes to hold.
  ///   - utf8: Whether the code declares its bytes UTF-8 (an ECI header).
  /// - Returns: The version, or `nil` when even version 40 cannot hold them.
  static func smallest(holding count: Int, utf8: Bool = false) -> QRVersion? {
    all.first { $0.byteCapacity(utf8: utf8) >= count }
  }

  /// Modules on a side.
  var size: Int { number * 4 + 17 }

  /// Codewords in the symbol, data and error correction together: the modules left once the
  /// function patterns are drawn, in whole bytes (the rest are remainder bits).
  ///
  /// From the whole square: the three finder patterns with their separators (8 × 8 each),
  /// the two timing lines between them, the two copies of the format information and the
  /// dark module (31), the alignment patterns (5 × 5, less the 5 modules each of those on a
  /// timing line shares with it), and from version 7 the two version blocks (2 × 18).
  var totalCodewords: Int {
    let count = alignmentPositions.count
    let alignments = count == 0 ? 0 : (count * count - 3) * 25 - 2 * (count - 2) * 5
    let versionInformation = number >= 7 ? 36 : 0
    let modules = size * size - 3 * 64 - 2 * (size - 16) - 31 - alignments - versionInformation
    return modules / 8
  }

  /// Error-correction codewords in each block at level M.
  var errorCorrectionPerBlock: Int { Self.correctionPerBlock[number - 1] }

  /// Blocks the codewords are split into at level M.
  var blockCount: Int { Self.blocks[number - 1] }

  /// Data codewords at level M.
  var dataCodewords: Int { totalCodewords - errorCorrectionPerBlock * blockCount }

  /// Bits of the byte-mode character count: 8 up to version 9, 16 from version 10.
  var countBits: Int { number <= 9 ? 8 : 16 }

  /// The bytes a byte-mode segment holds: the data bits less the mode indicator (4 bits)
  /// and the count, in whole bytes.
  var byteCapacity: Int { byteCapacity(utf8: false) }

  /// The bytes a byte-mode segment holds, after the 12 bits of an ECI header when the code
  /// declares its bytes UTF-8.
  func byteCapacity(utf8: Bool) -> Int {
    (dataCodewords * 8 - (utf8 ? 12 : 0) - 4 - countBits) / 8
  }

  /// The rows (and columns) of the alignment patterns' centres, smallest first.
  ///
  /// The first is always 6 and the last `size - 7`; between them the centres are evenly
  /// spaced by an even step, rounded up, except version 32, whose table entry uses 26
  /// where the rounding gives 28.
  var alignmentPositions: [Int] {
    guard number > 1 else { return [] }
    let count = number / 7 + 2
    let last = size - 7
    let step = number == 32 ? 26 : ((last - 6) + 2 * (count - 1) - 1) / (2 * (count - 1)) * 2
    return [6] + (1..<count).map { last - (count - 1 - $0) * step }
  }

  /// Error-correction codewords per block at level M, by version (ISO/IEC 18004, table 9).
  private static let correctionPerBlock = [
    10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
    26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ]

  /// Blocks at level M, by version (ISO/IEC 18004, table 9).
  private static let blocks = [
    1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
    17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ]
}
