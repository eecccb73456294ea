import NavigationCodec

/// Values quoted in refusals, spelt as a snapshot writes them: a date as its ISO 8601 text, a
/// number as ECMAScript writes it (`3`, not `3.0`).
enum SnapshotText {
  /// The text the canonical encoder writes for `value`, without a string's quotes; `null` for
  /// a value JSON has no form for (a number that is not finite).
  static func of(_ value: some Encodable) -> String {
    guard let bytes = try? CanonicalJSONEncoder(compact: true).encode(value) else { return "null" }
    return String(decoding: bytes.filter { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
  }
}
