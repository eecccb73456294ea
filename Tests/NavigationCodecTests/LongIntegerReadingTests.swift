import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// Integers past 2^53, which `JSONEncoder` writes and a `Double` no longer holds one for one,
/// are checked against their digits: one a `Double` holds exactly is read, any other is
/// refused where it is, never read as the nearest `Double` (another number, which the encoder
/// could not write back either).
@Suite struct LongIntegerReadingTests {
  private struct Record: Codable, Equatable {
    var id: Int64
    var ids: [UInt64]
    var wide: Int128
    var ratio: Double
    var amount: Decimal
  }

  private static let record = Record(
    id: 1 << 60, ids: [1 << 63, 9_007_199_254_740_992], wide: -(Int128(1) << 100), ratio: 12_345_678_901_234_568,
    amount: Decimal(string: "100000000000000000000") ?? 0)

  @Test func integersADoubleHoldsAreReadAndWrittenBack() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let bytes = try encoder.encode(Self.record)
    let canonical = try CanonicalJSONDecoder().decode(Record.self, from: bytes)
    #expect(canonical == Self.record)
    #expect(canonical == (try JSONDecoder().decode(Record.self, from: bytes)))
    let written = try CanonicalJSONEncoder().encode(canonical)
    #expect(try CanonicalJSONDecoder().decode(Record.self, from: written) == canonical)
  }

  @Test(arguments: [
    ("[9007199254740993]", "Int64", "/0"), ("[-9007199254740993]", "Int64", "/0"),
    ("[1, 9223372036854775807]", "Int64", "/1"), ("[18446744073709551615]", "UInt64", "/0"),
    ("[12345678901234567890123]", "Decimal", "/0"),
  ])
  func anIntegerADoubleDoesNotHoldIsRefusedNotRounded(_ json: String, _ type: String, _ pointer: String) throws {
    let error = refusal { () throws(NavigationError) in try Self.decode(json, as: type) }
    #expect(Refused(error) == Refused("invalid-value", pointer), "\(String(describing: error))")
    // The message quotes the number as written, not the nearest Double.
    let written = try #require(json.dropFirst().dropLast().split(separator: " ").last)
    #expect(error?.message.contains("number \(written) has more digits") == true, "\(String(describing: error))")
  }

  @Test(arguments: [
    ("[9223372036854775808]", "Int64", "/0"), ("[18446744073709551616]", "UInt64", "/0"),
    ("[-9007199254740992]", "UInt64", "/0"), ("[1, 2147483648123456]", "Int32", "/1"),
  ])
  func anIntegerThatDoesNotFitIsRefusedWhereItIs(_ json: String, _ type: String, _ pointer: String) throws {
    let error = refusal { () throws(NavigationError) in try Self.decode(json, as: type) }
    #expect(Refused(error) == Refused("invalid-value", pointer), "\(String(describing: error))")
    let written = try #require(json.dropFirst().dropLast().split(separator: " ").last)
    #expect(error?.message.hasSuffix("found \(written)") == true, "\(String(describing: error))")
  }

  private static func decode(_ json: String, as type: String) throws(NavigationError) {
    let bytes = Array(json.utf8)
    switch type {
    case "Int64": _ = try CanonicalJSONDecoder().decode([Int64].self, from: bytes)
    case "UInt64": _ = try CanonicalJSONDecoder().decode([UInt64].self, from: bytes)
    case "Decimal": _ = try CanonicalJSONDecoder().decode([Decimal].self, from: bytes)
    default: _ = try CanonicalJSONDecoder().decode([Int32].self, from: bytes)
    }
  }

  /// Of random values of every magnitude (one digit to twenty), those a `Double` holds come
  /// back exactly and the others are refused; none comes back as another number.
  @Test func randomSixtyFourBitIntegersComeBackExactlyOrNotAtAll() throws {
    var random = SplitMix64(seed: 0x1D5)
    let values = (0..<4_000).map { _ in Int64(bitPattern: random.next()) >> (random.next() % 64) }
    var refused = 0
    for value in values {
      let bytes = try JSONEncoder().encode([value])
      if Double(exactly: value) != nil {
        #expect(try CanonicalJSONDecoder().decode([Int64].self, from: bytes) == [value])
      } else {
        let error = refusal { () throws(NavigationError) in try CanonicalJSONDecoder().decode([Int64].self, from: bytes)
        }
        #expect(Refused(error) == Refused("invalid-value", "/0"), "\(value)")
        refused += 1
      }
    }
    // Both branches ran: most large random values are not Doubles, small ones are.
    #expect(refused > 100 && refused < values.count - 100)
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
