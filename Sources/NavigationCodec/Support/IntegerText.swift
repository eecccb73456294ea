// Memory: reads the caller's bytes within the call, up to their count.
/// Integers read exactly from their decimal digits.
enum IntegerText {
  /// The integer an optional `-` and decimal digits spell, or `nil` when the text is not that
  /// or the value does not fit in `T`.
  static func value<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>, as type: T.Type) -> T? {
    let isNegative = text.first == UInt8(ascii: "-")
    let digits = UnsafeBufferPointer(rebasing: text[(isNegative ? 1 : 0)...])
    guard !digits.isEmpty else { return nil }
    // A negative value is built downwards, so that `T.min` fits.
    var value: T = 0
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (scaled, scaleOverflow) = value.multipliedReportingOverflow(by: 10)
      let (next, digitOverflow) =
        isNegative
        ? scaled.subtractingReportingOverflow(T(digit)) : scaled.addingReportingOverflow(T(digit))
      guard !scaleOverflow, !digitOverflow else { return nil }
      value = next
    }
    return value
  }
}
