import NavigationCodec

/// An `Encoder` that keeps nothing, for the `codable-floor-encode` and `encodable-print-floor`
/// profile modes and the row of link values through `Encodable` alone.
///
/// Running a type's `encode(to:)` through it costs only what the `Codable` protocol itself
/// costs (existentials, container boxes, generic metadata): the floor under any `Codable`
/// encoder of that type.
struct DiscardingEncoder: Encoder, SingleValueEncodingContainer, UnkeyedEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keyed<Key>())
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { self }
  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  // MARK: Single value and unkeyed: the same calls, kept by neither

  var count: Int { 0 }

  func encodeNil() {}
  func encode(_ value: Bool) {}
  func encode(_ value: String) {}
  func encode(_ value: Double) {}
  func encode(_ value: Float) {}
  func encode(_ value: Int) {}
  func encode(_ value: Int8) {}
  func encode(_ value: Int16) {}
  func encode(_ value: Int32) {}
  func encode(_ value: Int64) {}
  func encode(_ value: UInt) {}
  func encode(_ value: UInt8) {}
  func encode(_ value: UInt16) {}
  func encode(_ value: UInt32) {}
  func encode(_ value: UInt64) {}
  func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(Keyed<NestedKey>())
  }

  func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  func superEncoder() -> any Encoder { self }

  struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    /// Reads the key, as every real encoder must.
    private func touch(_ key: Key) { blackHole(key.stringValue) }

    func encodeNil(forKey key: Key) { touch(key) }
    func encode(_ value: Bool, forKey key: Key) { touch(key) }
    func encode(_ value: String, forKey key: Key) { touch(key) }
    func encode(_ value: Double, forKey key: Key) { touch(key) }
    func encode(_ value: Float, forKey key: Key) { touch(key) }
    func encode(_ value: Int, forKey key: Key) { touch(key) }
    func encode(_ value: Int8, forKey key: Key) { touch(key) }
    func encode(_ value: Int16, forKey key: Key) { touch(key) }
    func encode(_ value: Int32, forKey key: Key) { touch(key) }
    func encode(_ value: Int64, forKey key: Key) { touch(key) }
    func encode(_ value: UInt, forKey key: Key) { touch(key) }
    func encode(_ value: UInt8, forKey key: Key) { touch(key) }
    func encode(_ value: UInt16, forKey key: Key) { touch(key) }
    func encode(_ value: UInt32, forKey key: Key) { touch(key) }
    func encode(_ value: UInt64, forKey key: Key) { touch(key) }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      touch(key)
      try value.encode(to: DiscardingEncoder())
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      touch(key)
      return KeyedEncodingContainer(Keyed<NestedKey>())
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      touch(key)
      return DiscardingEncoder()
    }

    func superEncoder() -> any Encoder { DiscardingEncoder() }
    func superEncoder(forKey key: Key) -> any Encoder { DiscardingEncoder() }
  }
}
