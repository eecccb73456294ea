/// The distances of links: read in JSON's number grammar (no `+`, no leading zero, no hex,
/// `NaN` or `inf`), finite, a non-zero literal never read as zero; written as ECMAScript's
/// `Number.prototype.toString` writes them.
enum NumberBytes {
  /// 10⁰ through 10²², each exact as a `Double`.
  private static let powersOfTen: [Double] = (0...22).reduce(into: []) { powers, index in
    powers.append(index == 0 ? 1 : powers[index - 1] * 10)
  }

  /// The number `bytes` spell, or `nil`.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    func skipDigits() -> Int {
      let start = index
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index &+= 1 }
      return index &- start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index = 1 }
    let integerStart = index
    let integerDigits = skipDigits()
    guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index &+= 1
      guard skipDigits() > 0 else { return nil }
    }
    let mantissaEnd = index
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index &+= 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index &+= 1 }
      guard skipDigits() > 0 else { return nil }
    }
    guard index == bytes.count,
      let value = (mantissaEnd == bytes.count ? exactValue(bytes) : nil)
        ?? Double(String(decoding: bytes, as: UTF8.self)),
      value.isFinite
    else { return nil }
    // A literal with a non-zero digit that underflows to zero would change meaning.
    let hasNonZeroDigit = bytes[integerStart..<mantissaEnd].contains { $0 &- UInt8(ascii: "1") < 9 }
    return value == 0 && hasNonZeroDigit ? nil : value
  }

  /// The value of a checked literal without exponent and with at most 15 significant digits:
  /// an integer below 2⁵³ over a power of ten up to 10²², both exact, so that one correctly
  /// rounded division gives what `strtod` would; `nil` for a longer literal.
  private static func exactValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var isFraction = false
    for byte in bytes where byte != UInt8(ascii: "-") {
      if byte == UInt8(ascii: ".") {
        isFraction = true
        continue
      }
      digits &+= 1
      guard digits <= 15 else { return nil }
      mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
      if isFraction { fractionDigits &+= 1 }
    }
    let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
    return bytes[0] == UInt8(ascii: "-") ? -magnitude : magnitude
  }
}
