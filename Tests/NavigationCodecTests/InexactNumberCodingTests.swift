import Foundation
import NavigationCodec
import TestSupport
import Testing

/// `Float` and `Decimal` values are written with their own shortest digits, as Foundation's
/// JSON coders write them, and read back to the same value.
@Suite struct InexactNumberCodingTests {
  private struct Reading: Codable, Equatable {
    var level: Float
    var levels: [Float]
  }

  private struct Price: Codable, Equatable {
    var amount: Decimal
    var discounts: [Decimal]
    var tax: Decimal?
  }

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func floatsAreWrittenWithTheirShortestDigits() throws {
    let reading = Reading(
      level: 0.1, levels: [1.1, 1e-7, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 16_777_216, -2.5])
    let bytes = try CanonicalJSONEncoder(compact: true).encode(reading)
    #expect(Self.text(bytes) == #"{"level":0.1,"levels":[1.1,1e-7,3.4028235e+38,1e-45,16777216,-2.5]}"# + "\n")
    #expect(try CanonicalJSONDecoder().decode(Reading.self, from: bytes) == reading)
  }

  @Test func everyFloatComesBackExactlyThroughBothReaders() throws {
    var random = SplitMix64(seed: 0xF10A7)
    var floats: [Float] = []
    while floats.count < 2_000 {
      let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
      if float.isFinite { floats.append(float) }
    }
    let reading = Reading(level: floats[0], levels: floats)
    let bytes = try CanonicalJSONEncoder(compact: true).encode(reading)
    let canonical = try CanonicalJSONDecoder().decode(Reading.self, from: bytes)
    let foundation = try JSONDecoder().decode(Reading.self, from: Data(bytes))
    #expect(canonical.levels.map(\.bitPattern) == floats.map(\.bitPattern))
    #expect(foundation.levels.map(\.bitPattern) == floats.map(\.bitPattern))
  }

  private static func price() throws -> Price {
    Price(
      amount: try #require(Decimal(string: "12.34")),
      discounts: [
        try #require(Decimal(string: "-0.5")), try #require(Decimal(string: "0.0000001")),
        try #require(Decimal(string: "100000000000000000000")),
      ],
      tax: 0)
  }

  @Test func decimalsAreNumbers() throws {
    let price = try Self.price()
    let bytes = try CanonicalJSONEncoder(compact: true).encode(price)
    #expect(Self.text(bytes) == #"{"amount":12.34,"discounts":[-0.5,1e-7,100000000000000000000],"tax":0}"# + "\n")
    #expect(try CanonicalJSONDecoder().decode(Price.self, from: bytes) == price)
  }

  @Test func foundationsCodersReadAndWriteTheSameDecimals() throws {
    let price = try Self.price()
    #expect(try JSONDecoder().decode(Price.self, from: Data(CanonicalJSONEncoder().encode(price))) == price)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try CanonicalJSONDecoder().decode(Price.self, from: encoder.encode(price)) == price)
  }

  @Test func aDecimalNoJSONNumberHoldsIsRefusedWhereItIs() throws {
    var price = try Self.price()
    price.discounts[1] = try #require(Decimal(string: "1234567890.1234567890123"))
    let tooPrecise = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(price) }
    #expect(Refused(tooPrecise) == Refused("invalid-value", "/discounts/1"))
    price.discounts[1] = 0
    price.tax = .nan
    let notANumber = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(price) }
    #expect(Refused(notANumber) == Refused("invalid-value", "/tax"))
  }

  @Test(arguments: [
    (#"{"amount": "12.34", "discounts": []}"#, Refused("invalid-value", "/amount")),
    (#"{"amount": 1, "discounts": [{"mantissa": 5}]}"#, Refused("invalid-value", "/discounts/0")),
    (#"{"amount": 1, "discounts": [], "tax": true}"#, Refused("invalid-value", "/tax")),
  ])
  func whatIsNotANumberIsRefusedWhereItIs(_ json: String, _ expected: Refused) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Price.self, from: Array(json.utf8))
    }
    #expect(Refused(error) == expected, "\(String(describing: error))")
  }
}
