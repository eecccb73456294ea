extension NumberBytes {
  /// The room ``write(_:to:)`` needs: the longest form is a sign, 17 digits, a point and a
  /// three-digit exponent, or a sign, "0.", five zeros and 17 digits.
  static let maximumLength = 32

  /// Writes a finite number at `out`, which has room for ``maximumLength`` bytes; returns how
  /// many it wrote, or `nil` for infinities and NaN, which have no link form.
  static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    guard value.isFinite else { return nil }
    if value == 0 {
      out[0] = UInt8(ascii: "0")
      return 1
    }
    // Whole numbers below 2⁵³ are common and print as their digits.
    if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
      var text = String(Int64(value))
      return text.withUTF8 { copy($0, to: out) }
    }
    // Swift's description holds the shortest digits that read back; only their layout differs.
    var text = value.description
    return text.withUTF8 { text in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
        guard let digits = digits.baseAddress else { return 0 }
        let (count, point) = shortestDigits(text, into: digits)
        var length = text[0] == UInt8(ascii: "-") ? 1 : 0
        if length == 1 { out[0] = UInt8(ascii: "-") }
        length &+= layout(UnsafeBufferPointer(start: digits, count: count), point: point, to: out + length)
        return length
      }
    }
  }

  /// The significant digits of Swift's description of a non-zero number, without leading or
  /// trailing zeros, and `n`, the place of the point: the number is `0.d₁d₂…dₖ × 10ⁿ`.
  private static func shortestDigits(
    _ text: UnsafeBufferPointer<UInt8>, into digits: UnsafeMutablePointer<UInt8>
  ) -> (count: Int, point: Int) {
    var (count, point, exponent, exponentSign) = (0, 0, 0, 1)
    var (isFraction, isExponent) = (false, false)
    for byte in text {
      let digit = Int(byte &- UInt8(ascii: "0"))
      if byte == UInt8(ascii: ".") {
        isFraction = true
      } else if byte | 0x20 == UInt8(ascii: "e") {
        isExponent = true
      } else if byte == UInt8(ascii: "-") {
        if isExponent { exponentSign = -1 }
      } else if digit >= 10 {
        continue  // the exponent's "+"
      } else if isExponent {
        exponent = exponent * 10 + digit
      } else if count == 0 && digit == 0 {
        if isFraction { point -= 1 }  // a leading zero moves the point, "0.001"
      } else {
        digits[count] = byte
        count += 1
        if !isFraction { point += 1 }
      }
    }
    while count > 1 && digits[count - 1] == UInt8(ascii: "0") { count -= 1 }
    return (count, point + exponentSign * exponent)
  }

  /// Lays out the digits by ECMAScript's rules: plain from 10⁻⁶ to below 10²¹, else with an
  /// exponent.
  private static func layout(_ digits: UnsafeBufferPointer<UInt8>, point: Int, to out: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var length = 0
    func put(_ byte: UInt8) {
      out[length] = byte
      length += 1
    }
    func put(_ range: Range<Int>) { for index in range { put(digits[index]) } }
    let count = digits.count
    if count <= point && point <= 21 {
      put(0..<count)
      for _ in count..<point { put(UInt8(ascii: "0")) }
    } else if 0 < point && point <= 21 {
      put(0..<point)
      put(UInt8(ascii: "."))
      put(point..<count)
    } else if -6 < point && point <= 0 {
      put(UInt8(ascii: "0"))
      put(UInt8(ascii: "."))
      for _ in 0..<(-point) { put(UInt8(ascii: "0")) }
      put(0..<count)
    } else {
      put(0..<1)
      if count > 1 {
        put(UInt8(ascii: "."))
        put(1..<count)
      }
      put(UInt8(ascii: "e"))
      put(UInt8(ascii: point - 1 < 0 ? "-" : "+"))
      var exponent = String(abs(point - 1))
      exponent.withUTF8 { for byte in $0 { put(byte) } }
    }
    return length
  }

  /// Copies `bytes` to `out`; returns how many.
  private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
    for (offset, byte) in bytes.enumerated() { out[offset] = byte }
    return bytes.count
  }
}
