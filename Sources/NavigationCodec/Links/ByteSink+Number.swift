extension ByteSink {
  /// The most decimals a number is written with by ``append(number:)``'s own digits.
  private static let maxDecimals = 6
  /// Powers of ten up to `10^maxDecimals`, each exact as a `Double`.
  private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

  /// Appends a finite number as ECMAScript's `Number.prototype.toString` writes it (as
  /// `ECMAScriptNumber.format` does), escaped as `component` needs.
  ///
  /// A number below 10^9 in magnitude with at most six decimals, the usual value of a link,
  /// is written from its integer digits (and `-` and `.`, which no component escapes), with no
  /// text made; any other through `ECMAScriptNumber`. The digits are the same: with
  /// `m = (|value| × 10^k).rounded()` for the fewest decimals `k` such that `m / 10^k` is
  /// `|value|` again,
  /// - that decimal reads back as `value`, because the division of two exact doubles is
  ///   rounded as reading the decimal is;
  /// - no decimal with fewer digits does, or a smaller `k` would have been found (so no
  ///   trailing zero is written), and no other of `k` decimals does: below 10^9 a double's
  ///   spacing is under 10^-6, so one decimal of `k` ≤ 6 places at most rounds to it;
  /// - the product is within 0.2 of `m` whenever such a decimal exists (the decimal is half a
  ///   spacing from `value`), so rounding it finds `m`, below 2^53 and exact.
  mutating func append(number value: Double, in component: PercentEncoding.Component) {
    let magnitude = value.magnitude
    guard magnitude < 1_000_000_000, magnitude != 0 else {
      append(ECMAScriptNumber.format(value), in: component)
      return
    }
    for decimals in 0...Self.maxDecimals {
      let scale = Self.powersOfTen[decimals]
      let scaled = (magnitude * scale).rounded()
      guard scaled / scale == magnitude else { continue }
      append(digits: UInt64(scaled), decimals: decimals, negative: value < 0)
      return
    }
    append(ECMAScriptNumber.format(value), in: component)
  }

  /// Writes `digits` with a decimal point before the last `decimals` of them (and a leading
  /// `0` when there are no others), after a `-` when `negative`.
  private mutating func append(digits: UInt64, decimals: Int, negative: Bool) {
    // At most 16 digits (below 10^15), a point, a leading zero, a sign and zeros padding the
    // decimals: 24 bytes always hold them.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { scratch in
      var end = scratch.count
      var rest = digits
      var written = 0
      while rest > 0 || written <= decimals {
        if written == decimals && decimals > 0 {
          end -= 1
          scratch[end] = UInt8(ascii: ".")
        }
        end -= 1
        scratch[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
        written += 1
      }
      if negative {
        end -= 1
        scratch[end] = UInt8(ascii: "-")
      }
      append(UnsafeBufferPointer(rebasing: scratch[end...]), in: nil)
    }
  }
}
