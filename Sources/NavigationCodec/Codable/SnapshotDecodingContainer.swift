#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The members of an object in the snapshot form, read through any `Decoder`, for `Codable`
/// conformances written by hand; the reading half of ``SnapshotEncodingContainer``.
///
/// ```swift
/// init(from decoder: any Decoder) throws {
///   let container = try SnapshotDecodingContainer(decoder)
///   id = try container.decode(UUID.self, forKey: "id")            // UUID text
///   starts = try container.decode(Date.self, forKey: "starts")    // ISO 8601 text
///   finished = try container.decodeIfPresent(Date.self, forKey: "finished")
/// }
/// ```
///
/// Through any decoder it reads what a keyed decoding container reads, except that
/// dates and UUIDs are always read from the snapshot's text, whatever the decoder's own
/// strategies: the same shape through `JSONDecoder` as through ``CanonicalJSONDecoder``. A
/// member that is `null` reads as absent, so a required one is missing. Through the canonical
/// decoder it reads the document in place, with no container box, no generic metadata look-up
/// and no `String` made for a date or a UUID; refusals are the canonical decoder's own
/// `NavigationError`s, located at the member.
///
/// Like the standard library's containers, it refers to the decoding that made it and is not
/// `Sendable`.
public struct SnapshotDecodingContainer {
  private enum Storage {
    /// An object of the canonical decoder's document.
    case tape(TapeKeyedContainer<SnapshotKey>)
    /// Any other decoder's container.
    case other(OtherDecoding)
  }

  private let storage: Storage

  /// The object that `decoder` decodes its value from.
  ///
  /// - Throws: `invalid-value` when the value is not an object.
  public init(_ decoder: borrowing any Decoder) throws {
    // Borrowed: an initializer's parameter is otherwise passed owned, and the caller would copy
    // the existential for every object read, only for it to be destroyed here.
    if let tapeDecoder = TapeDecoder.of(decoder) {
      storage = .tape(try TapeKeyedContainer(decoding: tapeDecoder.decoding, object: tapeDecoder.token))
    } else {
      storage = .other(OtherDecoding(try decoder.container(keyedBy: SnapshotKey.self)))
    }
  }

  private init(_ storage: Storage) { self.storage = storage }

  /// Reads an enum value in the snapshot form: the case name, and the object of the case's
  /// fields under it.
  ///
  /// ```swift
  /// static let caseNames = ["detail", "history"]   // made once, not on every call
  ///
  /// init(from decoder: any Decoder) throws {
  ///   let (name, fields) = try SnapshotDecodingContainer.enumCase(of: decoder, among: Self.caseNames)
  ///   self = name == "detail"
  ///     ? .detail(try fields.decode(UUID.self, forKey: "exercise"))
  ///     : .history(try fields.decode(Mode.self, rawValueForKey: "type"))
  /// }
  /// ```
  ///
  /// Through the canonical decoder no decoder is made for the case's value.
  ///
  /// - Throws: `invalid-value` for anything but an object with one key, or when the case's
  ///   value is not an object; `unexpected-field` at a name that is not among `cases`.
  public static func enumCase(of decoder: any Decoder, among cases: [String]) throws -> (
    name: String, fields: SnapshotDecodingContainer
  ) {
    guard let tapeDecoder = TapeDecoder.of(decoder) else {
      let (name, payload) = try otherEnumCase(of: decoder, among: cases)
      return (name, try SnapshotDecodingContainer(payload))
    }
    let (name, value) = try tapeDecoder.enumCaseValue(among: cases)
    return (
      name, SnapshotDecodingContainer(.tape(try TapeKeyedContainer(decoding: tapeDecoder.decoding, object: value)))
    )
  }

  /// The path of coding keys to this object.
  public var codingPath: [any CodingKey] {
    switch storage {
    case .tape(let keyed): keyed.codingPath
    case .other(let other): other.container.codingPath
    }
  }

  /// Whether the object has a member named `name` (`null` included).
  public func contains(_ name: String) -> Bool {
    let key = SnapshotKey(name)
    return switch storage {
    case .tape(let keyed): keyed.contains(key)
    case .other(let other): other.container.contains(key)
    }
  }

  // MARK: Values

  /// Reads a date from its ISO 8601 text, whatever the decoder's date strategy.
  ///
  /// - Throws: `invalid-value` at the member for text that is not such a date.
  public func decode(_ type: Date.Type, forKey name: String) throws -> Date {
    let key = SnapshotKey(name)
    switch storage {
    case .tape(let keyed): return try keyed.decoding.date(at: keyed.value(key))
    case .other(let other):
      let container = other.container
      return try Self.date(container.decode(String.self, forKey: key), forKey: key, in: container)
    }
  }

  /// Reads a UUID from its text, in either case, whatever the decoder's own form for UUIDs.
  ///
  /// - Throws: `invalid-value` at the member for text that is not a UUID.
  public func decode(_ type: UUID.Type, forKey name: String) throws -> UUID {
    let key = SnapshotKey(name)
    switch storage {
    case .tape(let keyed): return try keyed.decoding.uuid(at: keyed.value(key))
    case .other(let other):
      let container = other.container
      return try Self.uuid(container.decode(String.self, forKey: key), forKey: key, in: container)
    }
  }

  /// Reads a string and makes a value of a type with string raw values (an enum of words).
  ///
  /// It reads what the type's `RawRepresentable` conformance to `Decodable` reads, without the
  /// single-value decoder in between; use it only for a type that codes as its raw value.
  ///
  /// - Throws: `invalid-value` at the member for text that is not one of the type's raw values.
  @inlinable public func decode<T: RawRepresentable>(_ type: T.Type, rawValueForKey name: String) throws -> T
  where T.RawValue == String {
    let text = try decode(String.self, forKey: name)
    guard let value = T(rawValue: text) else { throw invalidRawValue(text, of: "\(T.self)", forKey: name) }
    return value
  }

  /// Reads a string and makes the value of an enum of words whose raw value it is, byte for
  /// byte.
  ///
  /// It reads what the type's `RawRepresentable` conformance to `Decodable` reads, except that
  /// text is a raw value only when it has exactly its scalars (as the package compares text
  /// everywhere), and through the canonical decoder no `String` is made for it; use it only
  /// for a type that codes as its raw value.
  ///
  /// - Throws: `invalid-value` at the member for text that is not one of the type's raw values.
  @inlinable
  public func decode<T: RawRepresentable & CaseIterable>(_ type: T.Type, rawValueForKey name: String) throws -> T
  where T.RawValue == String {
    guard let token = try canonicalString(forKey: name) else {
      let text = try decode(String.self, forKey: name)
      for value in T.allCases where value.rawValue.utf8.elementsEqual(text.utf8) { return value }
      throw invalidRawValue(text, of: "\(T.self)", forKey: name)
    }
    for value in T.allCases where canonicalString(token, equals: value.rawValue) { return value }
    throw invalidRawValue(canonicalText(token), of: "\(T.self)", forKey: name)
  }

  /// The token of the string under `name` in the canonical decoder's document, or `nil` through
  /// another decoder.
  ///
  /// - Throws: `missing-field`, or `invalid-value` for a value that is not a string.
  @usableFromInline func canonicalString(forKey name: String) throws(NavigationError) -> Int? {
    let key = SnapshotKey(name)
    guard case .tape(let keyed) = storage else { return nil }
    let token = try keyed.value(key)
    guard keyed.decoding.tape.kind(token) == .string else { throw keyed.decoding.invalid(token, expected: "a string") }
    return token
  }

  /// Whether the string token of the canonical decoder's document holds exactly `text`.
  @usableFromInline func canonicalString(_ token: Int, equals text: String) -> Bool {
    guard case .tape(let keyed) = storage else { return false }
    return keyed.decoding.tape.string(token, equals: text)
  }

  /// The text of a string token of the canonical decoder's document.
  @usableFromInline func canonicalText(_ token: Int) -> String {
    guard case .tape(let keyed) = storage else { return "" }
    return keyed.decoding.tape.string(token)
  }

  /// The refusal of text that is none of a type's raw values, located at the member.
  @usableFromInline func invalidRawValue(_ text: String, of type: String, forKey name: String) -> any Error {
    let key = SnapshotKey(name)
    let message = "\"\(text)\" is not a raw value of \(type)"
    switch storage {
    case .tape(let keyed):
      guard let token = keyed.optionalValue(key) else { return keyed.missingField(key) }
      return NavigationError(.invalidValue, at: keyed.decoding.pointer(token), message)
    case .other(let other):
      return DecodingError.dataCorruptedError(forKey: key, in: other.container, debugDescription: message)
    }
  }

  /// Reads an array, each element through its own `init(from:)`.
  @inlinable
  public func decode<Element: Decodable>(_ type: [Element].Type, forKey name: String) throws -> [Element] {
    // The array is made here, where its type is known once the caller's module specialises
    // this (see `TapeArrayElements`).
    guard var elements = try canonicalElements(forKey: name) else { return try containerArray(type, forKey: name) }
    var array: [Element] = []
    array.reserveCapacity(elements.count)
    for _ in 0..<elements.count { array.append(try elements.decodeNext(Element.self)) }
    return array
  }

  /// The elements of the array under `name` in the canonical decoder's document, or `nil`
  /// through another decoder.
  @usableFromInline func canonicalElements(forKey name: String) throws(NavigationError) -> TapeArrayElements? {
    let key = SnapshotKey(name)
    guard case .tape(let keyed) = storage else { return nil }
    return try TapeArrayElements(decoding: keyed.decoding, array: keyed.value(key))
  }

  /// The array under `name`, read through the container by `Array`'s own `init(from:)`: the
  /// path of other decoders (the canonical decoder's array is read in place instead).
  @usableFromInline
  func containerArray<Element: Decodable>(_ type: [Element].Type, forKey name: String) throws -> [Element] {
    let key = SnapshotKey(name)
    return switch storage {
    case .tape(let keyed): try keyed.decode(type, forKey: key)
    case .other(let other): try other.container.decode(type, forKey: key)
    }
  }

  /// Reads any value: a string, Boolean or number as itself, anything else through its own
  /// `init(from:)` (the canonical decoder's rules for dates, UUIDs and the rest apply to it and
  /// everything inside it).
  public func decode<T: Decodable>(_ type: T.Type, forKey name: String) throws -> T {
    let key = SnapshotKey(name)
    switch storage {
    case .tape(let keyed):
      // What `keyed.decode(_:forKey:)` reads, with the member found here, where the key's
      // type is known, rather than in a function generic over the value's type too.
      guard let token = keyed.memberValue(key),
        keyed.decoding.tape.kind(token) != .null || T.self is any ExpressibleByNilLiteral.Type
      else { throw keyed.missingField(key) }
      return try keyed.decoding.decode(type, at: token)
    case .other(let other): return try other.container.decodeValue(type, forKey: key)
    }
  }

  // MARK: Optional values

  /// Reads a date's text, or `nil` when the member is absent or `null`.
  public func decodeIfPresent(_ type: Date.Type, forKey name: String) throws -> Date? {
    let key = SnapshotKey(name)
    switch storage {
    case .tape(let keyed):
      guard let token = keyed.optionalValue(key) else { return nil }
      return try keyed.decoding.date(at: token)
    case .other(let other):
      let container = other.container
      guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
      return try Self.date(text, forKey: key, in: container)
    }
  }

  /// Reads a UUID's text, or `nil` when the member is absent or `null`.
  public func decodeIfPresent(_ type: UUID.Type, forKey name: String) throws -> UUID? {
    let key = SnapshotKey(name)
    switch storage {
    case .tape(let keyed):
      guard let token = keyed.optionalValue(key) else { return nil }
      return try keyed.decoding.uuid(at: token)
    case .other(let other):
      let container = other.container
      guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
      return try Self.uuid(text, forKey: key, in: container)
    }
  }

  /// Reads any value, or `nil` when the member is absent or `null`.
  public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey name: String) throws -> T? {
    let key = SnapshotKey(name)
    switch storage {
    case .tape(let keyed):
      // What `keyed.decodeIfPresent(_:forKey:)` reads, the member found here (see above).
      guard let token = keyed.memberValue(key) else { return nil }
      if keyed.decoding.tape.kind(token) == .null, !(T.self is any ExpressibleByNilLiteral.Type) { return nil }
      return try keyed.decoding.decode(type, at: token)
    case .other(let other): return try other.container.decodeValueIfPresent(type, forKey: key)
    }
  }

  // MARK: Nested objects

  /// The object under `name`, such as the fields of an enum case.
  ///
  /// - Throws: `missing-field` when there is no such member, `invalid-value` when it is not an
  ///   object.
  public func nestedContainer(forKey name: String) throws -> SnapshotDecodingContainer {
    let key = SnapshotKey(name)
    return switch storage {
    case .tape(let keyed):
      SnapshotDecodingContainer(
        .tape(try TapeKeyedContainer(decoding: keyed.decoding, object: keyed.presentValue(key))))
    case .other(let other):
      SnapshotDecodingContainer(
        .other(OtherDecoding(try other.container.nestedContainer(keyedBy: SnapshotKey.self, forKey: key))))
    }
  }

  // MARK: Text read by another decoder

  /// A value parsed from the text another decoder read, refused as that decoder refuses: a
  /// `DecodingError` at the member, which the canonical decoder would locate the same way.
  private static func parse<Value>(
    _ text: String, expected: String, forKey key: SnapshotKey, in container: KeyedDecodingContainer<SnapshotKey>,
    _ parse: (String) -> Value?
  ) throws -> Value {
    guard let value = parse(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "expected \(expected) but found \"\(text)\"")
    }
    return value
  }

  private static func date(
    _ text: String, forKey key: SnapshotKey, in container: KeyedDecodingContainer<SnapshotKey>
  ) throws -> Date {
    try parse(text, expected: TapeDecoding.expectedDate, forKey: key, in: container) { Timestamp.parse($0) }
  }

  private static func uuid(
    _ text: String, forKey key: SnapshotKey, in container: KeyedDecodingContainer<SnapshotKey>
  ) throws -> UUID {
    try parse(text, expected: TapeDecoding.expectedUUID, forKey: key, in: container) { UUIDText.parse($0) }
  }
}

/// Another decoder's container, in a class of this module.
///
/// The standard library's containers are resilient, so an enum holding one directly is copied,
/// switched on and destroyed through runtime calls on every member, where a reference is copied
/// with a retain: the canonical decoder's path is about 1,000 instructions cheaper for the
/// exercise state, and another decoder's path pays for the allocation about what it saves. The
/// encoding container keeps a protocol instead, since `JSONEncoder` paid more for the
/// allocation than it saved.
private final class OtherDecoding {
  let container: KeyedDecodingContainer<SnapshotKey>

  init(_ container: KeyedDecodingContainer<SnapshotKey>) { self.container = container }
}

@available(*, unavailable, message: "a container belongs to the decoding that made it")
extension SnapshotDecodingContainer: Sendable {}
