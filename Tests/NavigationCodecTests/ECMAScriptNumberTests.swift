import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

@Suite struct ECMAScriptNumberTests {
  struct Case: Sendable, CustomStringConvertible {
    var value: Double
    var text: String
    var description: String { text }
  }

  // Each expected text is what `String(value)` gives in JavaScript.
  static let cases: [Case] = [
    Case(value: 0, text: "0"), Case(value: -0.0, text: "0"), Case(value: 3, text: "3"),
    Case(value: 5.2, text: "5.2"), Case(value: -5.2, text: "-5.2"), Case(value: 42.195, text: "42.195"),
    Case(value: 0.1 + 0.2, text: "0.30000000000000004"), Case(value: 1e21, text: "1e+21"),
    Case(value: 1e20, text: "100000000000000000000"),
    Case(value: 123_456_789_012_345_683_968, text: "123456789012345680000"),
    Case(value: 1e-7, text: "1e-7"), Case(value: 1.5e-7, text: "1.5e-7"), Case(value: 0.000001, text: "0.000001"),
    Case(value: 0.0000123, text: "0.0000123"), Case(value: 1.7976931348623157e308, text: "1.7976931348623157e+308"),
    Case(value: .leastNonzeroMagnitude, text: "5e-324"), Case(value: 9_007_199_254_740_992, text: "9007199254740992"),
    Case(value: 100000, text: "100000"), Case(value: 2.5e25, text: "2.5e+25"),
    Case(value: 123.456e-10, text: "1.23456e-8"),
  ]

  @Test(arguments: cases) func formatsLikeECMAScript(_ testCase: Case) {
    #expect(ECMAScriptNumber.format(testCase.value) == testCase.text)
  }

  @Test func formattedNumbersReadBackExactly() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      let text = ECMAScriptNumber.format(value)
      #expect(Double(text) == value || (value == 0 && Double(text) == 0), "\(value) → \(text)")
    }
  }

  @Test func fastPathAgreesWithTheECMAScriptLayout() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<20_000 {
      // Magnitudes from 1e-12 to 1e24, where plain and exponent notations meet.
      let exponent = Double(Int(generator.next() % 37) - 12)
      let mantissa = Double(generator.next() % 1_000_000_007) / 1_000_000_007 + 1
      for value in [mantissa * pow(10, exponent), -mantissa * pow(10, exponent)] where value.rounded() != value {
        #expect(ECMAScriptNumber.format(value) == ECMAScriptNumber.formatByLayout(value), "\(value)")
      }
    }
  }

  @Test func nonFiniteIsNullAsInJSONStringify() {
    #expect(ECMAScriptNumber.format(.nan) == "null")
    #expect(ECMAScriptNumber.format(.infinity) == "null")
  }
}
