/// A QR code for a run of bytes: ISO/IEC 18004 byte mode at error correction level M, in
/// the smallest version that holds them, with the mask the penalty rules choose; bytes that
/// are not all ASCII are declared UTF-8.
///
/// ```swift
/// let code = try QRCode(bytes: Array("https://app.example/items/42".utf8))
/// code.version.number  // 3
/// code.svg(label: "https://app.example/items/42")
/// ```
struct QRCode: Equatable, Sendable {
  /// The version: 1 (21 × 21 modules) to 40 (177 × 177).
  let version: QRVersion
  /// The mask applied to the data.
  let mask: QRMask
  /// The modules, row by row, `true` for dark; the quiet zone is not included.
  let modules: [Bool]

  /// Modules on a side, without the quiet zone.
  var size: Int { version.size }

  /// Whether the module at a row and column is dark.
  subscript(row: Int, column: Int) -> Bool { modules[row * size + column] }

  /// Encodes bytes.
  ///
  /// - Throws: ``QRCodeError/tooLong(byteCount:capacity:)`` when even version 40 cannot hold
  ///   them.
  /// - Complexity: O(n²) in the symbol's side, times the eight masks tried.
  init(bytes: [UInt8]) throws(QRCodeError) {
    // ASCII reads the same in every character set a decoder might guess, so only other
    // bytes need the header that declares them UTF-8.
    let utf8 = bytes.contains { $0 >= 0x80 }
    guard let version = QRVersion.smallest(holding: bytes.count, utf8: utf8) else {
      throw .tooLong(byteCount: bytes.count, capacity: QRVersion.largestCapacity(utf8: utf8))
    }
    let data = Self.dataCodewords(bytes, version: version, utf8: utf8)
    var matrix = QRMatrix(version: version)
    matrix.place(Self.interleaved(Self.blocks(of: data, version: version)))
    var best: (mask: QRMask, matrix: QRMatrix, penalty: Int)?
    for mask in QRMask.all {
      var candidate = matrix.masked(by: mask)
      candidate.drawFormat(bits: QRFormatBits.format(mask: mask.number))
      let penalty = QRPenalty.score(candidate)
      if best.map({ penalty < $0.penalty }) ?? true { best = (mask, candidate, penalty) }
    }
    self.version = version
    self.mask = best?.mask ?? QRMask(number: 0)
    self.modules = best?.matrix.dark ?? matrix.dark
  }

  /// Encodes a string's UTF-8 bytes.
  ///
  /// - Throws: ``QRCodeError/tooLong(byteCount:capacity:)`` when even version 40 cannot hold
  ///   them.
  init(text: String) throws(QRCodeError) {
    try self.init(bytes: Array(text.utf8))
  }
}
