import Foundation
import NavigationCodec
import TestSupport
import Testing

/// A double optional in an object comes back as it was: `nil` is left out and `.some(nil)` is
/// written `null`, by the canonical encoder as by `JSONEncoder`, and read back as `.some(nil)`.
@Suite struct DoubleOptionalCodingTests {
  private struct Record: Codable, Equatable {
    var value: Int??
    var text: String??
  }

  private static let records: [Record] = [
    Record(value: nil, text: nil), Record(value: .some(nil), text: .some(nil)), Record(value: 3, text: "x"),
    Record(value: .some(nil), text: "y"),
  ]

  @Test func everyCaseComesBackThroughTheCanonicalCoders() throws {
    for record in Self.records {
      let bytes = try CanonicalJSONEncoder().encode(record)
      #expect(try CanonicalJSONDecoder().decode(Record.self, from: bytes) == record, "\(record)")
    }
  }

  @Test func whatJSONEncoderWritesComesBackToo() throws {
    for record in Self.records {
      let bytes = try JSONEncoder().encode(record)
      #expect(try CanonicalJSONDecoder().decode(Record.self, from: bytes) == record, "\(record)")
    }
  }

  /// A single optional still reads `null` as absent.
  @Test func aSingleOptionalReadsNullAsAbsent() throws {
    struct Single: Codable, Equatable { var value: Int? }
    #expect(try CanonicalJSONDecoder().decode(Single.self, from: Array(#"{"value": null}"#.utf8)) == Single())
  }
}
