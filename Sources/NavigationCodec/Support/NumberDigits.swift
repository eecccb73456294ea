// Memory: reads the caller's bytes within the call, each index checked against the count.
/// The exact value of a JSON number's text: a sign, significant digits and a power of ten.
///
/// Integers and exactness are decided from these, never through a `Double`, which past 2^53,
/// or for a fraction or exponent that comes close to an integer (`1.0000000000000000001`),
/// holds a nearby number instead.
struct NumberDigits: Equatable {
  /// Whether the number is below zero; never for zero.
  private(set) var isNegative: Bool
  /// The significant digits (each 0 through 9), with no leading or trailing zero; empty for
  /// zero.
  private(set) var digits: [UInt8]
  /// The power of ten the digits are multiplied by.
  private(set) var exponent: Int

  /// The most an exponent counts: past it a number other than zero is beyond every integer
  /// type or below one, and with the digits of a document (fewer than 2^31) added it cannot
  /// overflow.
  private static let exponentBound = 1 << 30  // fits an Int on 32-bit platforms too

  /// The digits of a number's text, already checked against JSON's grammar.
  init(_ text: UnsafeBufferPointer<UInt8>) {
    var index = 0
    isNegative = text.first == UInt8(ascii: "-")
    if isNegative { index = 1 }
    digits = []
    var fractionDigits = 0
    var isFraction = false
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        isFraction = true
      } else if byte &- UInt8(ascii: "0") < 10 {
        // Leading zeros add nothing.
        if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte &- UInt8(ascii: "0")) }
        if isFraction { fractionDigits += 1 }
      } else {
        break
      }
      index += 1
    }
    exponent = Self.exponent(text[min(index + 1, text.count)...]) - fractionDigits
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
    if digits.isEmpty { (isNegative, exponent) = (false, 0) }
  }

  /// The value of an exponent's text after its `e`: a sign and digits, bounded by
  /// ``exponentBound``.
  private static func exponent(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
    var index = text.startIndex
    let isNegative = index < text.endIndex && text[index] == UInt8(ascii: "-")
    if index < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
    var value = 0
    while index < text.endIndex, text[index] &- UInt8(ascii: "0") < 10 {
      value = min(value * 10 + Int(text[index] &- UInt8(ascii: "0")), exponentBound)
      index += 1
    }
    return isNegative ? -value : value
  }

  /// What an integer type reads from a number.
  enum Integer<T> {
    /// The number is this integer.
    case value(T)
    /// The number has a fraction.
    case notInteger
    /// The number is an integer beyond the type's range.
    case outOfRange
  }

  /// The number as an integer of type `T`, exactly.
  func integer<T: FixedWidthInteger>(as type: T.Type) -> Integer<T> {
    guard !digits.isEmpty else { return .value(0) }
    guard exponent >= 0 else { return .notInteger }
    // More digits than any fixed-width integer has (UInt128's largest has 39).
    guard digits.count + exponent <= 40 else { return .outOfRange }
    // A negative value is built downwards, so that `T.min` fits.
    var value: T = 0
    for position in 0..<digits.count + exponent {
      let digit = T(position < digits.count ? digits[position] : 0)
      let (scaled, scaleOverflow) = value.multipliedReportingOverflow(by: 10)
      let (next, digitOverflow) =
        isNegative ? scaled.subtractingReportingOverflow(digit) : scaled.addingReportingOverflow(digit)
      guard !scaleOverflow, !digitOverflow else { return .outOfRange }
      value = next
    }
    return .value(value)
  }

  /// Whether a number's text denotes exactly the number `value`'s shortest text (as ECMAScript
  /// prints it) does: the text is then that `Double`'s own spelling, not another number's.
  static func text(_ text: UnsafeBufferPointer<UInt8>, spellsShortest value: Double) -> Bool {
    var shortest = ECMAScriptNumber.format(value)
    return shortest.withUTF8 { NumberDigits($0) } == NumberDigits(text)
  }
}
