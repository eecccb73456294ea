// Memory: reads the caller's bytes within the call, up to their count.
/// Exact conversion of short decimal numbers, the common case, without the C library.
///
/// A number with at most 15 significant digits and no exponent is an integer below 2⁵³
/// divided by a power of ten no greater than 10²²; both are exact as `Double`s, and IEEE
/// division rounds correctly, so one division gives exactly what `strtod` would (the
/// "fast path" of Clinger's algorithm). Anything longer falls back to `Double(_:)`.
enum DecimalText {
  /// 10⁰ through 10²², every one exact as a `Double`.
  private static let exactPowersOfTen: [Double] = {
    var powers: [Double] = [1]
    for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// The value of a number already checked against JSON's grammar, or `nil` when it is
  /// outside the fast path.
  static func exactValue(_ lexeme: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let isNegative = lexeme.first == UInt8(ascii: "-")
    if isNegative { index = 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var isFraction = false
    while index < lexeme.count {
      let byte = lexeme[index]
      index += 1
      if byte == UInt8(ascii: ".") {
        isFraction = true
        continue
      }
      let digit = byte &- UInt8(ascii: "0")
      // An exponent is left to the general conversion.
      guard digit < 10 else { return nil }
      // Leading zeros add nothing; counting them anyway keeps the bound simple and safe.
      digits += 1
      guard digits <= 15 else { return nil }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      if isFraction { fractionDigits += 1 }
    }
    guard digits > 0 else { return nil }
    let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
    return isNegative ? -magnitude : magnitude
  }
}
