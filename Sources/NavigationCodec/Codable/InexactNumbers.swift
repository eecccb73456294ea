#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The number types a JSON number, a `Double`, holds only in part — `Float` and `Decimal` —
/// as the canonical coders write and read them.
///
/// Both are written as the `Double` whose shortest text has their value's digits, so that
/// the bytes say `0.1` where the `Float` or `Decimal` is 0.1, as Foundation's coders write
/// them, rather than the `Double` nearest the `Float` (`0.10000000149011612`) or `Decimal`'s
/// own keyed form, which no other JSON reader expects.
enum InexactNumbers {
  /// The `Double` to write for a `Float`: the one its shortest digits denote, when that gives
  /// the `Float` back (it always does but for values next to a rounding tie), else its own
  /// value.
  static func double(_ value: Float) -> Double {
    guard value.isFinite, let shortest = Double(value.description), Float(shortest) == value else {
      return Double(value)
    }
    return shortest
  }

  /// The `Double` to write for a `Decimal`, or `nil` when its text would not give it back: a
  /// `Decimal` with more significant digits than a `Double` keeps, or NaN.
  static func double(exactly value: Decimal) -> Double? {
    guard !value.isNaN, let double = Double(value.description), double.isFinite,
      Decimal(string: ECMAScriptNumber.format(double)) == value
    else { return nil }
    return double
  }

  /// The `Decimal` a number read as a `Double` stands for: the one with its shortest digits.
  static func decimal(_ value: Double) -> Decimal? {
    guard value.isFinite else { return nil }
    return Decimal(string: ECMAScriptNumber.format(value))
  }
}
