#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value together with its place in the document, for writing schema decoders whose
/// errors point at the exact node.
///
/// Every accessor throws ``NavigationError`` with `invalid-value` (wrong type or form),
/// `missing-field` or `unexpected-field`, located by JSON Pointer and saying what was expected
/// and what was found.
struct SnapshotNode {
  // A node is a token of a tape, not a `JSONValue`: reading a snapshot then builds no tree,
  // and a field's text becomes a `String` only when a schema asks for one.
  let tape: JSONTape
  let token: Int
  /// The pointer of the tape's root: nodes do not carry their own paths, which the tape
  /// works out when an error needs one.
  let base: JSONPointer

  /// The value at this node, built from the document each time it is read; the accessors
  /// below read the document directly and are cheaper.
  var value: JSONValue { tape.value(at: token) }

  /// Wraps a value found at a pointer.
  init(_ value: JSONValue, at pointer: JSONPointer = .root) {
    self.init(JSONTape(value), 0, base: pointer)
  }

  /// Reads a JSON document (see ``JSONReader``) into its root node, without building a
  /// ``JSONValue``: the fastest way to decode a document with a schema.
  ///
  /// - Throws: ``NavigationError`` with code `limit-exceeded` (size or depth) or
  ///   `malformed-json`, located as `line L, column C`.
  init(parsing bytes: some Collection<UInt8>, limits: Limits = .default) throws(NavigationError) {
    self.init(try JSONTape.read(bytes, limits: limits), 0, base: .root)
  }

  fileprivate init(_ tape: JSONTape, _ token: Int, base: JSONPointer) {
    self.tape = tape
    self.token = token
    self.base = base
  }

  /// Where the value is in the document.
  var pointer: JSONPointer { tape.pointer(to: token, from: base) }

  /// The error for a value of the wrong form.
  func invalid(_ expected: String) -> NavigationError {
    NavigationError(.invalidValue, at: pointer, "expected \(expected) but found \(found)")
  }

  private var found: String { tape.found(token) }

  /// A short name of the value's kind for messages, such as `an object` or `a string`.
  var kindDescription: String { tape.kindDescription(token) }

  var isObject: Bool { tape.kind(token) == .object }

  /// The node's text if it is a string, without throwing.
  var stringValue: String? { tape.kind(token) == .string ? tape.string(token) : nil }

  /// Whether the node is the string `text`, compared in place, with no `String` made.
  func isString(_ text: String) -> Bool { tape.kind(token) == .string && tape.string(token, equals: text) }

  /// The node's number if it is one, without throwing.
  var numberValue: Double? { tape.kind(token) == .number ? tape.number(token) : nil }

  /// The node's number as an `Int`, decided from its digits rather than its `Double` (`2`,
  /// `2.0` and `2e0` are 2; `9007199254740993` is itself), or `nil` when it is not a number.
  func integer() -> NumberDigits.Integer<Int>? {
    guard tape.kind(token) == .number else { return nil }
    // A number whose text was not kept is its `Double`: below 2^53 and whole, it is that `Int`.
    let value = tape.number(token)
    if !tape.hasText(token), value.magnitude < 0x1p53, value.rounded(.towardZero) == value,
      let integer = Int(exactly: value)
    {
      return .value(integer)
    }
    return tape.integer(token, as: Int.self)
  }

  /// The node's number, named exactly: as ECMAScript prints it when that is its value, else as
  /// written.
  var exactNumberDescription: String { tape.exactNumberDescription(token) }

  /// Refuses the first key, in document order, that an object in this value repeats, with
  /// `unexpected-field` at its pointer.
  func refuseRepeatedKeys() throws(NavigationError) { try tape.refuseRepeatedKeys(in: token, base: base) }

  /// The node as an object whose fields are read one by one.
  ///
  /// - Parameter fields: The fields the schema defines, named in the error for an unknown
  ///   field; pass a constant so that reading allocates nothing for it.
  /// - Returns: The object's fields, ready to be read.
  /// - Throws: `invalid-value` when the node is not an object, `unexpected-field` when a key
  ///   repeats.
  func object(fields: [String] = []) throws(NavigationError) -> SnapshotObject {
    guard isObject else { throw invalid("an object") }
    return try SnapshotObject(tape, token, base: base, fields: fields)
  }

  /// The node as an array of nodes.
  func array() throws(NavigationError) -> [SnapshotNode] {
    guard tape.kind(token) == .array else { throw invalid("an array") }
    var elements: [SnapshotNode] = []
    elements.reserveCapacity(tape.count(token))
    var element = token + 1
    while element < tape.end(token) {
      elements.append(SnapshotNode(tape, element, base: base))
      element = tape.end(element)
    }
    return elements
  }

  /// The node as a string.
  func string() throws(NavigationError) -> String {
    guard let text = stringValue else { throw invalid("a string") }
    return text
  }

  /// The node as a number.
  func number() throws(NavigationError) -> Double {
    guard let number = numberValue else { throw invalid("a number") }
    return number
  }

  /// The node as a UUID string in either case.
  func uuid() throws(NavigationError) -> UUID {
    guard tape.kind(token) == .string, let uuid = tape.withBytes(token, UUIDText.parse(utf8:)) else {
      throw invalid("a UUID such as \"6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f\"")
    }
    return uuid
  }

  /// The node as an ISO 8601 timestamp (see `Timestamp`).
  func date() throws(NavigationError) -> Date {
    guard tape.kind(token) == .string, let date = tape.withBytes(token, Timestamp.parse(utf8:)) else {
      throw invalid("an ISO 8601 date in the years 0000 to 9999 such as \"2025-04-02T07:00:00Z\"")
    }
    return date
  }

  /// The node as an enum value: an object with exactly one key, the case name, whose value
  /// is returned as a node.
  ///
  /// - Parameter cases: The case names the schema allows.
  /// - Returns: The case name and its payload.
  /// - Throws: `invalid-value` for anything but a one-key object, `unexpected-field` for an
  ///   unknown case.
  func enumCase(_ cases: [String]) throws(NavigationError) -> (name: String, payload: SnapshotNode) {
    let (name, key) = try tape.enumCase(token, among: cases, base: base)
    return (name, SnapshotNode(tape, key + 1, base: base))
  }
}

/// The fields of a JSON object being read by a schema decoder.
///
/// Read each field with ``required(_:)`` or ``optional(_:)``, then call ``finish()``, which
/// reports any field the schema did not read as `unexpected-field`.
struct SnapshotObject {
  private let tape: JSONTape
  private let token: Int
  private let base: JSONPointer
  private let fields: [String]
  /// Which members were read, one bit each; objects with more than 64 members have unknown
  /// fields anyway, and `finish()` treats members past 64 as unread.
  private var consumed: UInt64 = 0
  /// The member the last search found (its key token and position), where the next begins.
  private var cursor: (member: Int, index: Int)

  /// Where the object is in the document.
  var pointer: JSONPointer { tape.pointer(to: token, from: base) }

  fileprivate init(_ tape: JSONTape, _ token: Int, base: JSONPointer, fields: [String]) throws(NavigationError) {
    self.tape = tape
    self.token = token
    self.base = base
    self.fields = fields
    self.cursor = (token + 1, 0)
    try tape.refuseRepeatedKeys(token, base: base)
  }

  /// The key tokens of the members, in written order: a key's value follows it.
  private var keys: MemberKeys { tape.keys(of: token) }

  /// A field that must be present and not `null`.
  mutating func required(_ key: String) throws(NavigationError) -> SnapshotNode {
    guard let node = optional(key) else {
      throw NavigationError(.missingField, at: pointer / key, "expected a field \"\(key)\"")
    }
    return node
  }

  /// A field that may be absent or `null`.
  mutating func optional(_ key: String) -> SnapshotNode? {
    guard let (member, index) = find(key) else { return nil }
    if index < 64 { consumed |= 1 << UInt64(index) }
    // Schemas mostly read fields in the order they are written: the next search starts here.
    cursor = (member, index)
    if tape.kind(member + 1) == .null { return nil }
    return SnapshotNode(tape, member + 1, base: base)
  }

  /// The key token and position of the member named `key`, searching from the cursor round
  /// to it again.
  private func find(_ key: String) -> (member: Int, index: Int)? {
    let end = tape.end(token)
    var (member, index) = cursor
    for _ in 0..<tape.count(token) {
      if tape.string(member, equals: key) { return (member, index) }
      member = tape.end(member + 1)
      index += 1
      if member >= end { (member, index) = (token + 1, 0) }
    }
    return nil
  }

  /// The key tokens of the members read so far (of the first 64), in written order.
  func forEachReadKey(_ body: (Int) -> Void) {
    for (index, member) in keys.enumerated() where index < 64 && consumed & (1 << UInt64(index)) != 0 {
      body(member)
    }
  }

  /// Refuses any field that was not read.
  func finish() throws(NavigationError) {
    for (index, member) in keys.enumerated() where index >= 64 || consumed & (1 << UInt64(index)) == 0 {
      let key = tape.string(member)
      let known = fields.map { "\"\($0)\"" }.joined(separator: ", ")
      throw NavigationError(
        .unexpectedField, at: pointer / key,
        "unknown field \"\(key)\"" + (fields.isEmpty ? "" : "; expected only \(known)"))
    }
  }
}
