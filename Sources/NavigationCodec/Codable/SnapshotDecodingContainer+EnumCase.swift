extension SnapshotDecodingContainer {
  /// The case name of an enum value in the snapshot form (an object with exactly one key, the
  /// case name) and the decoder of the value under it, read through a decoder other than the
  /// canonical one, with the canonical decoder's refusals located by the coding path.
  ///
  /// - Complexity: O(*k*) in the object's keys.
  static func otherEnumCase(of decoder: any Decoder, among cases: [String]) throws -> (
    name: String, payload: any Decoder
  ) {
    let container = try decoder.container(keyedBy: JSONCodingKey.self)
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: decoder.codingPath),
        JSONTape.notOneCase(cases, found: "\(keys.count) keys"))
    }
    guard cases.contains(key.stringValue) else {
      throw NavigationError(
        .unexpectedField, at: JSONPointer(codingPath: decoder.codingPath) / key.stringValue,
        JSONTape.unknownCase(key.stringValue, among: cases))
    }
    return (key.stringValue, try container.superDecoder(forKey: key))
  }
}

extension TapeDecoder {
  /// The case name of the enum value at this decoder's token and the token of the value under
  /// it, its key marked as read, with the same refusals as `SnapshotNode.enumCase(_:)`.
  func enumCaseValue(among cases: [String]) throws(NavigationError) -> (name: String, value: Int) {
    let (name, key) = try decoding.tape.enumCase(token, among: cases, base: decoding.base)
    decoding.markRead(key)
    return (name, key + 1)
  }
}
