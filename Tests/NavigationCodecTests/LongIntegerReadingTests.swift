import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Integers past 2^53, which `JSONEncoder` writes and a `Double` no longer holds exactly, are
/// read from their digits: an integer type gets the very value written, not the nearest
/// `Double`'s.
@Suite struct LongIntegerReadingTests {
  private struct Record: Codable, Equatable {
    var id: Int64
    var ids: [UInt64]
    var wide: Int128
    var ratio: Double
    var amount: Decimal
  }

  private static let record = Record(
    id: 9_007_199_254_740_993, ids: [.max, 9_007_199_254_740_992, 1_234_567_890_123_456_789],
    wide: -(Int128(1) << 100) - 1, ratio: 12_345_678_901_234_568,
    amount: Decimal(string: "12345678901234567890123") ?? 0)

  @Test func integersWrittenByJSONEncoderComeBackExactly() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let bytes = try encoder.encode(Self.record)
    let canonical = try CanonicalJSONDecoder().decode(Record.self, from: bytes)
    #expect(canonical == Self.record)
    #expect(canonical == (try JSONDecoder().decode(Record.self, from: bytes)))
  }

  @Test(arguments: [
    ("9223372036854775807", Int64.max), ("-9223372036854775808", Int64.min),
    ("9007199254740993", 9_007_199_254_740_993), ("-9007199254740993", -9_007_199_254_740_993),
    ("1000000000000000", 1_000_000_000_000_000),
  ])
  func theEdgesOfInt64AreExact(_ json: String, _ expected: Int64) throws {
    #expect(try CanonicalJSONDecoder().decode(Int64.self, from: Array(json.utf8)) == expected)
  }

  @Test(arguments: [
    ("[9223372036854775808]", "Int64", "/0"), ("[18446744073709551616]", "UInt64", "/0"),
    ("[-9007199254740993]", "UInt64", "/0"), ("[1, 2147483648123456]", "Int32", "/1"),
  ])
  func anIntegerThatDoesNotFitIsRefusedWhereItIs(_ json: String, _ type: String, _ pointer: String) throws {
    let bytes = Array(json.utf8)
    let error = refusal { () throws(NavigationError) in
      switch type {
      case "Int64": _ = try CanonicalJSONDecoder().decode([Int64].self, from: bytes)
      case "UInt64": _ = try CanonicalJSONDecoder().decode([UInt64].self, from: bytes)
      default: _ = try CanonicalJSONDecoder().decode([Int32].self, from: bytes)
      }
    }
    #expect(Refused(error) == Refused("invalid-value", pointer), "\(String(describing: error))")
    // The message quotes the number as written, not the nearest Double.
    let written = try #require(json.dropFirst().dropLast().split(separator: " ").last)
    #expect(error?.message.hasSuffix("found \(written)") == true, "\(String(describing: error))")
  }

  @Test func randomSixtyFourBitIntegersComeBackExactly() throws {
    var random = SplitMix64(seed: 0x1D5)
    // Every magnitude, from one digit to twenty: shifted by a random amount.
    let signed = (0..<2_000).map { _ in Int64(bitPattern: random.next()) >> (random.next() % 64) }
    let unsigned = (0..<2_000).map { _ in random.next() >> (random.next() % 64) }
    let encoder = JSONEncoder()
    #expect(try CanonicalJSONDecoder().decode([Int64].self, from: encoder.encode(signed)) == signed)
    #expect(try CanonicalJSONDecoder().decode([UInt64].self, from: encoder.encode(unsigned)) == unsigned)
    let wide = zip(signed, unsigned).map { Int128($0) * Int128($1) }
    #expect(try CanonicalJSONDecoder().decode([Int128].self, from: encoder.encode(wide)) == wide)
  }

  /// Only integer types read a long integer's digits: any other refusal shows the number as
  /// its `Double`, so a document read from its text and from its `JSONValue` is refused alike
  /// (a fuzzing finding: the messages differed).
  @Test func otherRefusalsShowTheNumberAsItsDouble() throws {
    let text = "[" + String(repeating: "9", count: 95) + "]"
    let fromText = refusal { () throws(NavigationError) in
      try SnapshotNode(parsing: Array(text.utf8)).array()[0].string()
    }
    let value = try JSONReader().read(Array(text.utf8))
    let fromValue = refusal { () throws(NavigationError) in try SnapshotNode(value).array()[0].string() }
    #expect(fromText?.description == fromValue?.description)
    #expect(fromText?.message.hasSuffix("found 1e+95") == true, "\(String(describing: fromText))")
  }

  @Test func aDoubleIsTheNearestOne() throws {
    let value = try CanonicalJSONDecoder().decode([Double].self, from: Array("[9007199254740993, 1e300]".utf8))
    #expect(value == [9_007_199_254_740_992, 1e300])
  }
}
