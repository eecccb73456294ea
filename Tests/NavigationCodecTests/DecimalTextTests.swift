import TestSupport
import Testing

@testable import NavigationCodec

@Suite struct DecimalTextTests {
  private func exactValue(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer(DecimalText.exactValue)
  }

  /// The fast path must give exactly what the C library's correctly rounded conversion gives,
  /// bit for bit, on every number it takes.
  @Test func agreesWithTheGeneralConversionOnRandomDecimals() throws {
    var random = SplitMix64(seed: 11)
    var taken = 0
    for _ in 0..<50_000 {
      let digits = Int(random.next() % 17) + 1
      var text = (0..<digits).map { _ in String(random.next() % 10) }.joined()
      let point = Int(random.next() % UInt64(digits + 1))
      if point < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
      if text.hasPrefix(".") { text = "0" + text }
      if text.hasSuffix(".") { text += "0" }
      if random.next() % 2 == 0 { text = "-" + text }
      guard let fast = exactValue(text) else { continue }
      taken += 1
      let general = try #require(Double(text))
      #expect(fast.bitPattern == general.bitPattern, "\(text)")
    }
    #expect(taken > 25_000)
  }

  @Test func leavesExponentsAndLongNumbersToTheGeneralConversion() {
    #expect(exactValue("1e5") == nil)
    #expect(exactValue("2.5E-3") == nil)
    #expect(exactValue("1234567890123456") == nil)  // 16 digits
    #expect(exactValue("0.0000000000000001") == nil)  // 17 digits, leading zeros counted
    #expect(exactValue("123456789012345") == 123_456_789_012_345)
    #expect(exactValue("-0")?.sign == .minus)
    #expect(exactValue("5.2") == 5.2)
  }
}
