/// Reading an enum value in the snapshot form from any `Decoder`, for a type that writes its
/// own `Codable` conformance: an object with exactly one key, the case name, whose value holds
/// the case's fields.
///
/// ```swift
/// // Made once: an array literal in `init(from:)` would be allocated on every call.
/// static let caseNames = ["detail", "history"]
///
/// init(from decoder: any Decoder) throws {
///   let (name, payload) = try SnapshotEnumCoding.enumCase(of: decoder, among: Self.caseNames)
///   let fields = try payload.container(keyedBy: SnapshotKey.self)
///   …
/// }
/// ```
///
/// Refuses with `NavigationError`s located by the coding path: `invalid-value` for anything but
/// an object with one key, `unexpected-field` at an unknown case. Synthesized conformances need
/// none of this; Swift writes enums with labelled values in this form already. A conformance
/// that reads the case's fields itself asks ``SnapshotDecodingContainer/enumCase(of:among:)``
/// instead, which hands back their container and, through the canonical decoder, costs less.
public enum SnapshotEnumCoding {
  /// The case name and the decoder of the value under it.
  ///
  /// - Complexity: O(1) for ``CanonicalJSONDecoder``, which is read in place; O(*k*) in the
  ///   object's keys for other decoders.
  public static func enumCase(of decoder: any Decoder, among cases: [String]) throws -> (
    name: String, payload: any Decoder
  ) {
    if let tapeDecoder = TapeDecoder.of(decoder) { return try tapeDecoder.enumCase(among: cases) }
    let container = try decoder.container(keyedBy: JSONCodingKey.self)
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: decoder.codingPath),
        "expected an object with one key, \(describe(cases)) but found \(keys.count) keys")
    }
    guard cases.contains(key.stringValue) else { throw unknownCase(key.stringValue, cases, at: decoder.codingPath) }
    return (key.stringValue, try container.superDecoder(forKey: key))
  }

  static func describe(_ cases: [String]) -> String {
    "one of " + cases.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  static func unknownCase(_ name: String, _ cases: [String], at path: [any CodingKey]) -> NavigationError {
    NavigationError(
      .unexpectedField, at: JSONPointer(codingPath: path) / name,
      "unknown case \"\(name)\"; expected \(describe(cases))")
  }
}

extension TapeDecoder {
  /// ``SnapshotEnumCoding/enumCase(of:among:)`` read straight from the tape, with the same
  /// refusals as `SnapshotNode.enumCase(_:)`.
  func enumCase(among cases: [String]) throws(NavigationError) -> (name: String, payload: any Decoder) {
    let (name, value) = try enumCaseValue(among: cases)
    return (name, TapeDecoder(decoding: decoding, token: value))
  }

  /// The case name and the token of the value under it, its key marked as read.
  func enumCaseValue(among cases: [String]) throws(NavigationError) -> (name: String, value: Int) {
    let (name, key) = try decoding.tape.enumCase(token, among: cases, base: decoding.base)
    decoding.markRead(key)
    return (name, key + 1)
  }
}
