import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Values quoted in refusals, spelt as a snapshot writes them: a date as its ISO 8601 text, a
/// number as ECMAScript writes it (`3`, not `3.0`).
enum SnapshotText {
  /// The number as the canonical encoder writes it; `null` for one JSON has no form for (a
  /// number that is not finite).
  static func of(_ number: Double) -> String {
    written(number)
  }

  /// The date as the canonical encoder writes it, without its quotes.
  static func of(_ date: Date) -> String {
    written(date)
  }

  /// What the canonical encoder writes for a number or a date, whose text holds no quote or
  /// line break but the ones around a date's text, which are left out.
  private static func written(_ value: some Encodable) -> String {
    guard let bytes = try? CanonicalJSONEncoder(compact: true).encode(value) else { return "null" }
    return String(decoding: bytes.filter { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
  }
}
