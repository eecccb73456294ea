/// An `Encoder` that records the case an enum value encodes and the case's values, without
/// writing anything: ``EncodedCase`` reads a value through it.
///
/// The value's keyed container's one key is the case's name; the nested keyed container under
/// it receives the case's values, each kept as the value itself (not encoded further). Any
/// other use (an unkeyed container, a nested container inside the case, a value at the top)
/// marks the capture malformed, apart from a single string at the top, which names the case
/// of an enum with raw values.
final class CaseCapturingEncoder: Encoder {
  /// The case's name, once its container is opened.
  var name: String?
  var fields: [(key: String, value: any Encodable)] = []
  /// Whether the encoding went beyond one case of values: a second case, a nested container
  /// within the case, or a value outside it.
  var isMalformed = false
  /// Whether the case was named by a single string, as an enum with raw values encodes.
  var isRawValue = false
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(CaseContainer<Key>(capture: self, isCase: false))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    isMalformed = true
    return RefusingUnkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    RawValueContainer(capture: self)
  }

  /// Notes the case named `key`; a second case makes the encoding malformed.
  func open(_ key: String) {
    if name != nil { isMalformed = true }
    name = key
    // A case holds few values: room for them at once rather than at each doubling.
    fields.reserveCapacity(8)
  }
}

/// The value's container (`isCase` false), whose one key is the case, or the case's own
/// container (`isCase` true), which records the values.
private struct CaseContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let capture: CaseCapturingEncoder
  let isCase: Bool
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    if !isCase { capture.isMalformed = true }
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    guard isCase else {
      capture.isMalformed = true
      return
    }
    capture.fields.append((key.stringValue, value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    if isCase { capture.isMalformed = true } else { capture.open(key.stringValue) }
    return KeyedEncodingContainer(CaseContainer<NestedKey>(capture: capture, isCase: true))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    capture.isMalformed = true
    return RefusingUnkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    capture.isMalformed = true
    return CaseCapturingEncoder()
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    capture.isMalformed = true
    return CaseCapturingEncoder()
  }
}

/// The top-level single value: a string names the case of an enum with raw values; anything
/// else is not a case.
private struct RawValueContainer: SingleValueEncodingContainer {
  let capture: CaseCapturingEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { capture.isMalformed = true }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard let word = value as? String else {
      capture.isMalformed = true
      return
    }
    capture.open(word)
    capture.isRawValue = true
  }
}

/// An unkeyed container that only marks what it is given as unused: no case is written so.
private struct RefusingUnkeyedContainer: UnkeyedEncodingContainer {
  var codingPath: [any CodingKey] { [] }
  var count: Int { 0 }

  mutating func encodeNil() throws {}
  mutating func encode<T: Encodable>(_ value: T) throws {}

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(CaseContainer<NestedKey>(capture: CaseCapturingEncoder(), isCase: true))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
  mutating func superEncoder() -> any Encoder { CaseCapturingEncoder() }
}
