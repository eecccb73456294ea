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
  /// Where the value is in the document.
  public let pointer: JSONPointer

  /// Wraps a value found at a pointer.
  public init(_ value: JSONValue, at pointer: JSONPointer = .root) {
    self.value = value
    self.pointer = pointer
  }

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
  public func object() throws(NavigationError) -> SnapshotObject {
    guard case .object(let members) = value else { throw invalid("an object") }
    return try SnapshotObject(members, at: pointer)
  }

  /// The node as an array of nodes.
  public func array() throws(NavigationError) -> [SnapshotNode] {
    guard case .array(let elements) = value else { throw invalid("an array") }
    return elements.enumerated().map { SnapshotNode($1, at: pointer / $0) }
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
  public func enumCase(_ cases: [String]) throws(NavigationError) -> (name: String, payload: SnapshotNode) {
    let expected = "an object with one key, one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))"
    guard case .object(let members) = value else { throw invalid(expected) }
    guard members.count == 1, let member = members.first else {
      throw NavigationError(
        .invalidValue, at: pointer, "expected \(expected) but found \(members.count) keys")
    }
    guard cases.contains(member.key) else {
      throw NavigationError(
        .unexpectedField, at: pointer / member.key,
        "unknown case \"\(member.key)\"; expected one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    return (member.key, SnapshotNode(member.value, at: pointer / member.key))
  }
}

/// The fields of a JSON object being read by a schema decoder.
///
/// Read each field with ``required(_:)`` or ``optional(_:)``, then call ``finish()``, which
/// reports any field the schema did not read as `unexpected-field`.
public struct SnapshotObject: Sendable {
  private let members: [JSONMember]
  /// Where the object is in the document.
  public let pointer: JSONPointer
  private var read: [String] = []

  init(_ members: [JSONMember], at pointer: JSONPointer) throws(NavigationError) {
    // A repeated key would make the value ambiguous; refuse rather than pick one.
    if members.count > 1 {
      var seen = Set<String>(minimumCapacity: members.count)
      for member in members where !seen.insert(member.key).inserted {
        throw NavigationError(
          .unexpectedField, at: pointer / member.key, "the field \"\(member.key)\" appears twice")
      }
    }
    self.members = members
    self.pointer = pointer
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
    read.append(key)
    for member in members where member.key == key {
      if case .null = member.value { return nil }
      return SnapshotNode(member.value, at: pointer / key)
    }
    return nil
  }

  /// Refuses any field that was not read.
  public func finish() throws(NavigationError) {
    for member in members where !read.contains(member.key) {
      let known = read.map { "\"\($0)\"" }.joined(separator: ", ")
      throw NavigationError(
        .unexpectedField, at: pointer / member.key,
        "unknown field \"\(member.key)\"; expected only \(known.isEmpty ? "no fields" : known)")
    }
  }
}
