#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A JSON value together with its place in the document, for writing schema decoders whose
/// errors point at the exact node.
///
/// Every accessor throws ``NavigationError`` with `invalid-value` (wrong type or form),
/// `missing-field` or `unexpected-field`, located by JSON Pointer and saying what was expected
/// and what was found.
public struct SnapshotNode: Sendable {
  /// The value at this node.
  public let value: JSONValue
  private let parent: NodePath
  private let component: NodePath.Component?

  /// Wraps a value found at a pointer.
  public init(_ value: JSONValue, at pointer: JSONPointer = .root) {
    self.value = value
    self.parent = .pointer(pointer)
    self.component = nil
  }

  // Children keep their parent's path and their own key or index unrendered: a pointer is
  // spelled out only when an error needs it, so reading a document builds no pointer text.
  fileprivate init(_ value: JSONValue, in parent: NodePath, _ component: NodePath.Component) {
    self.value = value
    self.parent = parent
    self.component = component
  }

  /// Where the value is in the document.
  public var pointer: JSONPointer { path.pointer }

  fileprivate var path: NodePath { component.map { .child(parent, $0) } ?? parent }

  /// The error for a value of the wrong form.
  public func invalid(_ expected: String) -> NavigationError {
    NavigationError(.invalidValue, at: pointer, "expected \(expected) but found \(found)")
  }

  private var found: String {
    switch value {
    case .string(let text) where text.count <= 40: "\"\(text)\""
    case .number(let number): ECMAScriptNumber.format(number)
    case .bool(let flag): String(flag)
    default: value.kindDescription
    }
  }

  /// The node as an object whose fields are read one by one.
  ///
  /// - Parameter fields: The fields the schema defines, named in the error for an unknown
  ///   field; pass a constant so that reading allocates nothing for it.
  /// - Returns: The object's fields, ready to be read.
  /// - Throws: `invalid-value` when the node is not an object, `unexpected-field` when a key
  ///   repeats.
  public func object(fields: [String] = []) throws(NavigationError) -> SnapshotObject {
    guard case .object(let members) = value else { throw invalid("an object") }
    return try SnapshotObject(members, at: path, fields: fields)
  }

  /// The node as an array of nodes.
  public func array() throws(NavigationError) -> [SnapshotNode] {
    guard case .array(let elements) = value else { throw invalid("an array") }
    let path = path
    return elements.enumerated().map { SnapshotNode($1, in: path, .index($0)) }
  }

  /// The node as a string.
  public func string() throws(NavigationError) -> String {
    guard case .string(let text) = value else { throw invalid("a string") }
    return text
  }

  /// The node as a number.
  public func number() throws(NavigationError) -> Double {
    guard case .number(let number) = value else { throw invalid("a number") }
    return number
  }

  /// The node as a UUID string in either case.
  public func uuid() throws(NavigationError) -> UUID {
    guard case .string(let text) = value, let uuid = UUIDText.parse(text) else {
      throw invalid("a UUID such as \"6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f\"")
    }
    return uuid
  }

  /// The node as an ISO 8601 timestamp (see ``Timestamp``).
  public func date() throws(NavigationError) -> Date {
    guard case .string(let text) = value, let date = Timestamp.parse(text) else {
      throw invalid("an ISO 8601 date such as \"2025-04-02T07:00:00Z\"")
    }
    return date
  }

  /// The node as one of the given words, returning its index in `cases`.
  public func oneOf(_ cases: [String]) throws(NavigationError) -> Int {
    guard case .string(let text) = value, let index = cases.firstIndex(of: text) else {
      throw invalid("one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    return index
  }

  /// The node as an enum value: an object with exactly one key, the case name, whose value
  /// is returned as a node.
  ///
  /// - Parameter cases: The case names the schema allows.
  /// - Returns: The case name and its payload.
  /// - Throws: `invalid-value` for anything but a one-key object, `unexpected-field` for an
  ///   unknown case.
  public func enumCase(_ cases: [String]) throws(NavigationError) -> (name: String, payload: SnapshotNode) {
    // Built only on failure: this runs for every route and destination.
    func expected() -> String { "an object with one key, one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))" }
    guard case .object(let members) = value else { throw invalid(expected()) }
    guard members.count == 1, let member = members.first else {
      throw NavigationError(
        .invalidValue, at: pointer, "expected \(expected()) but found \(members.count) keys")
    }
    guard cases.contains(member.key) else {
      throw NavigationError(
        .unexpectedField, at: pointer / member.key,
        "unknown case \"\(member.key)\"; expected one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    return (member.key, SnapshotNode(member.value, in: path, .key(member.key)))
  }
}

/// The fields of a JSON object being read by a schema decoder.
///
/// Read each field with ``required(_:)`` or ``optional(_:)``, then call ``finish()``, which
/// reports any field the schema did not read as `unexpected-field`.
public struct SnapshotObject: Sendable {
  private let members: [JSONMember]
  private let path: NodePath
  private let fields: [String]
  /// Which members were read, one bit each; objects with more than 64 members have unknown
  /// fields anyway, and `finish()` treats members past 64 as unread.
  private var consumed: UInt64 = 0

  /// Where the object is in the document.
  public var pointer: JSONPointer { path.pointer }

  fileprivate init(_ members: [JSONMember], at path: NodePath, fields: [String]) throws(NavigationError) {
    // A repeated key would make the value ambiguous; refuse rather than pick one.
    if let repeated = Self.firstRepeatedKey(members) {
      throw NavigationError(
        .unexpectedField, at: path.pointer / repeated, "the field \"\(repeated)\" appears twice")
    }
    self.members = members
    self.path = path
    self.fields = fields
  }

  private static func firstRepeatedKey(_ members: [JSONMember]) -> String? {
    // Schema objects are small: compare pairs rather than build a set.
    if members.count <= 8 {
      for (index, member) in members.enumerated()
      where members[..<index].contains(where: { Self.sameKey($0.key, member.key) }) {
        return member.key
      }
      return nil
    }
    var seen = Set<String>(minimumCapacity: members.count)
    return members.first { !seen.insert($0.key).inserted }?.key
  }

  /// Keys compare by length first: unequal short strings otherwise take the standard
  /// library's slow comparison path, and schema decoding compares keys on every field.
  private static func sameKey(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.count == rhs.utf8.count && lhs == rhs
  }

  /// A field that must be present and not `null`.
  public mutating func required(_ key: String) throws(NavigationError) -> SnapshotNode {
    guard let node = optional(key) else {
      throw NavigationError(.missingField, at: pointer / key, "expected a field \"\(key)\"")
    }
    return node
  }

  /// A field that may be absent or `null`.
  public mutating func optional(_ key: String) -> SnapshotNode? {
    for (index, member) in members.enumerated() where Self.sameKey(member.key, key) {
      if index < 64 { consumed |= 1 << UInt64(index) }
      if case .null = member.value { return nil }
      return SnapshotNode(member.value, in: path, .key(key))
    }
    return nil
  }

  /// Refuses any field that was not read.
  public func finish() throws(NavigationError) {
    for (index, member) in members.enumerated() where index >= 64 || consumed & (1 << UInt64(index)) == 0 {
      let known = fields.map { "\"\($0)\"" }.joined(separator: ", ")
      throw NavigationError(
        .unexpectedField, at: pointer / member.key,
        "unknown field \"\(member.key)\"" + (fields.isEmpty ? "" : "; expected only \(known)"))
    }
  }
}

/// The path of a node, kept as a chain and rendered as a JSON Pointer only when needed.
private indirect enum NodePath: Sendable {
  case pointer(JSONPointer)
  case child(NodePath, Component)

  enum Component: Sendable {
    case key(String)
    case index(Int)
  }

  var pointer: JSONPointer {
    switch self {
    case .pointer(let pointer): pointer
    case .child(let parent, .key(let key)): parent.pointer / key
    case .child(let parent, .index(let index)): parent.pointer / index
    }
  }
}
