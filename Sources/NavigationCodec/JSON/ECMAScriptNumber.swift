/// Formats a `Double` the way ECMAScript's `Number.prototype.toString` does.
///
/// Swift's `description` already yields the shortest digits that round-trip; only the layout
/// differs (`3.0` against `3`, `1e-07` against `1e-7`, `1e+21` against `1e+21`). This takes the
/// digits and exponent from Swift and lays them out by the ECMAScript rules.
package enum ECMAScriptNumber {
  /// The ECMAScript text of a finite number; `NaN` and infinities are written `null`, as
  /// `JSON.stringify` does.
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    // Integers below 2^53 are common and print plainly.
    if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    // Swift writes the same shortest digits; without an exponent it also lays them out as
    // ECMAScript does (plain notation covers a subset of ECMAScript's plain range).
    // Large integers are excluded: Swift writes them with a ".0".
    guard value != value.rounded(.towardZero) else { return formatByLayout(value) }
    let text = value.description
    if !text.utf8.contains(UInt8(ascii: "e")) { return text }
    return formatByLayout(value)
  }

  /// The general path: Swift's digits laid out by the ECMAScript rules.
  static func formatByLayout(_ value: Double) -> String {
    let (digits, exponent) = decimalDigits(of: abs(value))
    let sign = value < 0 ? "-" : ""
    return sign + layout(digits: digits, pointPosition: exponent)
  }

  /// The shortest round-trip digits of a positive finite number and `n`, the position of the
  /// decimal point: the value is `0.d₁d₂…dₖ × 10ⁿ`.
  private static func decimalDigits(of value: Double) -> (digits: [UInt8], pointPosition: Int) {
    let text = value.description.utf8
    var digits: [UInt8] = []
    var pointPosition = 0
    var seenPoint = false
    var exponent = 0
    var exponentSign = 1
    var inExponent = false
    for byte in text {
      switch byte {
      case UInt8(ascii: "."): seenPoint = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
      case UInt8(ascii: "-") where inExponent: exponentSign = -1
      case UInt8(ascii: "+"): continue
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if inExponent {
          exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
        } else {
          digits.append(byte)
          if !seenPoint { pointPosition += 1 }
        }
      default: continue
      }
    }
    // Strip leading zeros ("0.001") moving the point, and trailing zeros ("5.20").
    while let first = digits.first, first == UInt8(ascii: "0"), digits.count > 1 {
      digits.removeFirst()
      pointPosition -= 1
    }
    while let last = digits.last, last == UInt8(ascii: "0"), digits.count > 1 {
      digits.removeLast()
    }
    return (digits, pointPosition + exponentSign * exponent)
  }

  private static func layout(digits: [UInt8], pointPosition n: Int) -> String {
    let k = digits.count
    var out: [UInt8] = []
    if k <= n && n <= 21 {
      out = digits + [UInt8](repeating: UInt8(ascii: "0"), count: n - k)
    } else if 0 < n && n <= 21 {
      out = Array(digits[..<n]) + [UInt8(ascii: ".")] + Array(digits[n...])
    } else if -6 < n && n <= 0 {
      out = Array("0.".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: -n) + digits
    } else {
      out = [digits[0]]
      if k > 1 { out += [UInt8(ascii: ".")] + Array(digits[1...]) }
      let e = n - 1
      out += Array("e\(e < 0 ? "-" : "+")\(abs(e))".utf8)
    }
    return String(decoding: out, as: UTF8.self)
  }
}
