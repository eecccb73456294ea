/// The members of a JSON object, read by key.
///
/// A key that is looked up is marked as read; a member that is `null` reads as absent, as in
/// the snapshot rules (absent optionals may be written as `null`), so a required field that is
/// `null` is `missing-field`.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoding: TapeDecoding
  let object: Int

  init(decoding: TapeDecoding, object: Int) throws(NavigationError) {
    guard decoding.tape.kind(object) == .object else { throw decoding.invalid(object, expected: "an object") }
    try decoding.tape.refuseRepeatedKeys(object, base: decoding.base)
    self.decoding = decoding
    self.object = object
  }

  var codingPath: [any CodingKey] { JSONCodingKey.codingPath(to: object, in: decoding.tape) }

  var allKeys: [Key] {
    // A loop rather than `compactMap`: unspecialised for an app's key type, as it runs for
    // every enum a synthesized conformance decodes, `compactMap` looks up the metadata of the
    // sequence's and the closure's generic types on every call.
    let tape = decoding.tape
    var keys: [Key] = []
    keys.reserveCapacity(tape.count(object))
    // Two spellings of one integer key (`"01"` and `"1"` of an `[Int: V]`) would be read into
    // one entry, the last silently kept: the second is left out, so that it stays unread and
    // is refused as an unexpected field, as a repeated key is.
    var integers: Set<Int> = []
    let end = tape.end(object)
    var key = object + 1
    while key < end {
      if let codingKey = Key(stringValue: tape.string(key)),
        codingKey.intValue.map({ integers.insert($0).inserted }) ?? true
      {
        keys.append(codingKey)
      }
      key = tape.end(key + 1)
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { member(key) != nil }

  private func member(_ key: Key) -> Int? { member(named: key.stringValue) }

  /// The key token of the member named `name`, marked as read; the search starts after the
  /// member found last in this object and goes round.
  private func member(named name: String) -> Int? {
    let tape = decoding.tape
    let end = tape.end(object)
    var start = object + 1
    if decoding.cursor.object == object, decoding.cursor.key < end {
      start = tape.end(decoding.cursor.key + 1)
      if start >= end { start = object + 1 }
    }
    var candidate = start
    for _ in 0..<tape.count(object) {
      if tape.string(candidate, equals: name) {
        decoding.markRead(candidate)
        decoding.cursor = (object, candidate)
        return candidate
      }
      candidate = tape.end(candidate + 1)
      if candidate >= end { candidate = object + 1 }
    }
    return nil
  }

  /// The value token of a required member.
  func value(_ key: Key) throws(NavigationError) -> Int {
    guard let member = member(key), decoding.tape.kind(member + 1) != .null else { throw missingField(key) }
    return member + 1
  }

  /// The value token of a member that must be present, `null` included (a container's
  /// request: `null` is then the wrong kind of value, not a missing one).
  func presentValue(_ key: Key) throws(NavigationError) -> Int {
    guard let member = member(key) else { throw missingField(key) }
    return member + 1
  }

  /// The value token of a member, `null` included, or `nil` when there is no such member.
  func memberValue(_ key: Key) -> Int? {
    guard let member = member(key) else { return nil }
    return member + 1
  }

  func missingField(_ key: Key) -> NavigationError {
    NavigationError(
      .missingField, at: decoding.pointer(object) / key.stringValue, "expected a field \"\(key.stringValue)\"")
  }

  /// The value token of an optional member, or `nil` when it is absent or `null`.
  func optionalValue(_ key: Key) -> Int? {
    guard let member = member(key), decoding.tape.kind(member + 1) != .null else { return nil }
    return member + 1
  }

  func decodeNil(forKey key: Key) throws -> Bool { optionalValue(key) == nil }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoding.bool(at: value(key)) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoding.string(at: value(key)) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoding.double(at: value(key)) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoding.float(at: value(key)) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoding.integer(type, at: value(key)) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoding.integer(type, at: value(key)) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try decoding.integer(type, at: value(key)) }
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try decoding.integer(type, at: value(key)) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    // A `null` member is a missing field, except for a type that reads `null` itself: asked
    // for an optional (`decode(Int?.self, forKey:)`), `null` is `nil`, as in Foundation's
    // decoder. The cast is made only for a `null` member.
    guard let member = member(key),
      decoding.tape.kind(member + 1) != .null || T.self is any ExpressibleByNilLiteral.Type
    else { throw missingField(key) }
    return try decoding.decode(type, at: member + 1)
  }

  // One lookup for an optional member, where the protocol's defaults take three. No
  // `Optional.map`: generic over its result, it would look up `Optional<T>`'s metadata.
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let token = optionalValue(key) else { return nil }
    return try decoding.string(at: token)
  }

  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    guard let token = optionalValue(key) else { return nil }
    return try decoding.double(at: token)
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let token = optionalValue(key) else { return nil }
    return try decoding.bool(at: token)
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let token = optionalValue(key) else { return nil }
    return try decoding.integer(type, at: token)
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let member = member(key) else { return nil }
    // `null` is an absent optional, except for a type that reads `null` itself: for a double
    // optional (`Int??`), whose `.some(nil)` both encoders write as `null` and whose `nil` they
    // leave out, `null` is `.some(nil)`, so that the value comes back. The cast is made only
    // for a `null` member.
    if decoding.tape.kind(member + 1) == .null, !(T.self is any ExpressibleByNilLiteral.Type) { return nil }
    return try decoding.decode(type, at: member + 1)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    KeyedDecodingContainer(try TapeKeyedContainer<NestedKey>(decoding: decoding, object: presentValue(key)))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(decoding: decoding, array: presentValue(key))
  }

  func superDecoder() throws -> any Decoder {
    guard let member = member(named: "super") else {
      throw NavigationError(.missingField, at: decoding.pointer(object) / "super", "expected a field \"super\"")
    }
    return TapeDecoder(decoding: decoding, token: member + 1)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TapeDecoder(decoding: decoding, token: try presentValue(key))
  }
}
