#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The members of an object in the snapshot form, written through any `Encoder`, for `Codable`
/// conformances written by hand.
///
/// ```swift
/// func encode(to encoder: any Encoder) throws {
///   let container = SnapshotEncodingContainer(encoder)
///   try container.encode(id, forKey: "id")          // lowercase UUID text
///   try container.encode(starts, forKey: "starts")  // ISO 8601 text
///   let fields = container.nestedContainer(forKey: "history")
///   try fields.encode(mode.rawValue, forKey: "type")
/// }
/// ```
///
/// Through any encoder it writes what a keyed encoding container writes, except
/// that dates and UUIDs are always the snapshot's text (ISO 8601 UTC dates such as
/// `2025-04-02T07:00:00Z`, lowercase UUIDs), whatever the encoder's own strategies: the same
/// shape through `JSONEncoder` as through ``CanonicalJSONEncoder``. Through the canonical encoder it writes
/// into the encoding in place, with no container box, no generic metadata look-up and no
/// `String` made for a date or a UUID; that is where it saves its cost, and the reason to use
/// it over `encoder.container(keyedBy:)` in a hot conformance.
///
/// It writes as the canonical encoder's own containers do: a member whose value throws is left
/// out (a type that catches the error keeps what it wrote before), a nested container asked for
/// again for a key reopens it and merges, and one made over a value of another kind is refused.
///
/// Its methods are not `mutating`: like the standard library's containers, it refers to the
/// encoding that made it, and a copy writes into the same object. It belongs to that encoding
/// and is not `Sendable`.
public struct SnapshotEncodingContainer {
  private enum Storage {
    /// An object node of the canonical encoder's tree.
    case tree(EncodingTree, object: Int)
    /// Any other encoder's container.
    case other(any OtherEncodingContainer)
  }

  private let storage: Storage

  /// The object that `encoder` encodes its value as.
  public init(_ encoder: borrowing any Encoder) {
    // Borrowed: an initializer's parameter is otherwise passed owned, and the caller would copy
    // the existential for every object written, only for it to be destroyed here.
    if let treeEncoder = TreeEncoder.of(encoder) {
      treeEncoder.tree.makeContainer(treeEncoder.node, object: true)
      storage = .tree(treeEncoder.tree, object: treeEncoder.node)
    } else {
      storage = .other(OtherEncoding(container: encoder.container(keyedBy: SnapshotKey.self)))
    }
  }

  private init(_ storage: Storage) { self.storage = storage }

  /// The path of coding keys to this object.
  public var codingPath: [any CodingKey] {
    switch storage {
    case .tree(let tree, let object): tree.codingPath(to: object)
    case .other(let other): other.container.codingPath
    }
  }

  // MARK: Values

  /// Writes a date as its ISO 8601 text (`2025-04-02T07:00:00Z`, milliseconds when they
  /// are not zero), whatever the encoder's date strategy.
  ///
  /// A date outside the years 0000 to 9999, which has no such text and could not be read
  /// back, is refused: with `invalid-value` at the member by the canonical encoder, with an
  /// `EncodingError.invalidValue` at its coding path by another encoder.
  public func encode(_ value: Date, forKey name: String) throws {
    let key = SnapshotKey(name)
    switch storage {
    case .tree(let tree, let object):
      try Self.member(key, of: object, in: tree) { (node) throws(NavigationError) in try tree.setDate(value, at: node) }
    case .other(let other):
      guard Timestamp.canRepresent(value) else {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(
            codingPath: other.container.codingPath + [key],
            debugDescription: "the date is outside the years 0000 to 9999, which a snapshot cannot hold"))
      }
      var container = other.container
      try container.encode(Timestamp.format(value), forKey: key)
    }
  }

  /// Writes a UUID as lowercase text, whatever the encoder's own form for UUIDs.
  public func encode(_ value: UUID, forKey name: String) throws {
    let key = SnapshotKey(name)
    switch storage {
    case .tree(let tree, let object): tree.setUUID(value, at: tree.append(to: object, key: key.stringValue))
    case .other(let other):
      var container = other.container
      try container.encode(UUIDText.format(value), forKey: key)
    }
  }

  /// Writes an array, each element through its own `encode(to:)`.
  public func encode<Element: Encodable>(_ elements: [Element], forKey name: String) throws {
    let key = SnapshotKey(name)
    switch storage {
    case .tree(let tree, let object):
      try Self.member(key, of: object, in: tree) { array in
        tree.makeContainer(array, object: false)
        for element in elements { try TreeEncoder.encode(element, into: tree.append(to: array), of: tree) }
      }
    case .other(let other):
      var container = other.container
      try container.encode(elements, forKey: key)
    }
  }

  /// Writes any value: a string, Boolean or number as itself, anything else through its own
  /// `encode(to:)` (the canonical encoder's rules for dates, UUIDs and the rest apply to it and
  /// everything inside it).
  ///
  /// The canonical encoder refuses NaN and the infinities, and an integer past 2^53 in
  /// magnitude, which a JSON number does not hold exactly, with `invalid-value` at the member.
  public func encode<T: Encodable>(_ value: T, forKey name: String) throws {
    let key = SnapshotKey(name)
    switch storage {
    case .tree(let tree, let object):
      try Self.member(key, of: object, in: tree) { node in try TreeEncoder.encode(value, into: node, of: tree) }
    case .other(let other):
      var container = other.container
      try container.encodeValue(value, forKey: key)
    }
  }

  // MARK: Optional values

  /// Writes a date's text, or nothing when it is `nil`.
  public func encodeIfPresent(_ value: Date?, forKey name: String) throws {
    if let value { try encode(value, forKey: name) }
  }

  /// Writes a UUID's text, or nothing when it is `nil`.
  public func encodeIfPresent(_ value: UUID?, forKey name: String) throws {
    if let value { try encode(value, forKey: name) }
  }

  /// Writes any value, or nothing when it is `nil`.
  public func encodeIfPresent<T: Encodable>(_ value: T?, forKey name: String) throws {
    if let value { try encode(value, forKey: name) }
  }

  // MARK: Nested objects

  /// The object under `name`, such as the fields of an enum case (`{"history": {"type": …}}`);
  /// asked for again, the same object, whose members merge.
  public func nestedContainer(forKey name: String) -> SnapshotEncodingContainer {
    let key = SnapshotKey(name)
    switch storage {
    case .tree(let tree, let object):
      let member = tree.containerMember(of: object, key: key.stringValue)
      tree.makeContainer(member, object: true)
      return SnapshotEncodingContainer(.tree(tree, object: member))
    case .other(let other):
      var container = other.container
      return SnapshotEncodingContainer(
        .other(OtherEncoding(container: container.nestedContainer(keyedBy: SnapshotKey.self, forKey: key))))
    }
  }
}

extension SnapshotEncodingContainer {
  /// Writes a new member of an object with `body`, taking the member out again when `body`
  /// throws.
  @inline(__always)
  fileprivate static func member<E: Error>(
    _ key: SnapshotKey, of object: Int, in tree: EncodingTree, _ body: (Int) throws(E) -> Void
  ) throws(E) {
    let node = tree.append(to: object, key: key.stringValue)
    do {
      try body(node)
    } catch {
      tree.remove(node, from: object)
      throw error
    }
  }
}

/// Another encoder's container, held through a protocol so that the storage's layout is known
/// where it is compiled: the standard library's containers are resilient, and an enum holding
/// one directly makes a runtime call to copy, switch on or destroy it, on every member.
private protocol OtherEncodingContainer {
  var container: KeyedEncodingContainer<SnapshotKey> { get }
}

/// The container itself, in a type of this module: a conformance of the standard library's
/// generic container would be conditional on its key, and looked up at run time for every
/// object.
private struct OtherEncoding: OtherEncodingContainer {
  let container: KeyedEncodingContainer<SnapshotKey>
}

@available(*, unavailable, message: "a container belongs to the encoding that made it")
extension SnapshotEncodingContainer: Sendable {}
