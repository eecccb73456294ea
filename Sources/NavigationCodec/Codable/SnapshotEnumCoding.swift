/// Reading an enum value in the snapshot form from any `Decoder`: an object with exactly one
/// key, the case name, whose value holds the case's fields.
///
/// Refuses with `NavigationError`s located by the coding path: `invalid-value` for anything but
/// an object with one key, `unexpected-field` at an unknown case. It is the half of
/// ``SnapshotDecodingContainer/enumCase(of:among:)`` that works through any decoder.
enum SnapshotEnumCoding {
  /// The case name and the decoder of the value under it.
  ///
  /// - Complexity: O(1) for ``CanonicalJSONDecoder``, which is read in place; O(*k*) in the
  ///   object's keys for other decoders.
  static func enumCase(of decoder: any Decoder, among cases: [String]) throws -> (
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
  /// `SnapshotEnumCoding.enumCase(of:among:)` read straight from the tape, with the same
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
