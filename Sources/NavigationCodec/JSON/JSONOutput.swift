/// Somewhere a schema encoder writes JSON: canonical bytes (``CanonicalJSONWriter``) or a
/// ``JSONValue`` (``JSONValueBuilder``).
///
/// Writing a schema once against this protocol gives both.
protocol JSONOutput {
  /// Opens an object.
  mutating func beginObject()
  /// Closes the innermost object.
  mutating func endObject()
  /// Opens an array.
  mutating func beginArray()
  /// Closes the innermost array.
  mutating func endArray()
  /// Writes an object key (in ascending code-point order); the next call writes its value.
  mutating func key(_ key: String)
  /// Writes a string.
  mutating func string(_ value: String)
  /// Writes a number.
  mutating func number(_ value: Double)
  /// Writes an integer.
  mutating func number(_ value: Int)
  /// Writes a boolean.
  mutating func bool(_ value: Bool)
  /// Writes `null`.
  mutating func null()
}

extension JSONOutput {
  /// Writes `{}`.
  mutating func emptyObject() {
    beginObject()
    endObject()
  }

  /// Writes `{"name": …}`, an enum case in the snapshot form, with `body` writing the payload's
  /// fields.
  mutating func enumCase(_ name: String, _ body: (inout Self) -> Void) {
    beginObject()
    key(name)
    beginObject()
    body(&self)
    endObject()
    endObject()
  }
}

extension CanonicalJSONWriter: JSONOutput {}

/// Builds a ``JSONValue`` from ``JSONOutput`` calls.
struct JSONValueBuilder: JSONOutput, Sendable {
  private enum Open {
    case array([JSONValue])
    case object([JSONMember], key: String?)
  }

  private var stack: [Open] = []
  private var result: JSONValue?

  /// Creates an empty builder.
  init() {}

  /// The value built, or `null` when nothing complete was written.
  var value: JSONValue { result ?? .null }

  /// Builds a value with a closure.
  static func build(_ body: (inout JSONValueBuilder) -> Void) -> JSONValue {
    var builder = JSONValueBuilder()
    body(&builder)
    return builder.value
  }

  /// Opens an object.
  mutating func beginObject() { stack.append(.object([], key: nil)) }

  /// Closes the innermost object.
  mutating func endObject() {
    guard case .object(let members, _) = stack.popLast() else { return }
    add(.object(members))
  }

  /// Opens an array.
  mutating func beginArray() { stack.append(.array([])) }

  /// Closes the innermost array.
  mutating func endArray() {
    guard case .array(let elements) = stack.popLast() else { return }
    add(.array(elements))
  }

  /// Writes an object key.
  mutating func key(_ key: String) {
    guard case .object(let members, _) = stack.popLast() else { return }
    stack.append(.object(members, key: key))
  }

  /// Writes a string.
  mutating func string(_ value: String) { add(.string(value)) }
  /// Writes a number.
  mutating func number(_ value: Double) { add(.number(value)) }
  /// Writes an integer.
  mutating func number(_ value: Int) { add(.number(Double(value))) }
  /// Writes a boolean.
  mutating func bool(_ value: Bool) { add(.bool(value)) }
  /// Writes `null`.
  mutating func null() { add(.null) }

  private mutating func add(_ value: JSONValue) {
    switch stack.popLast() {
    case nil:
      result = value
    case .array(var elements):
      elements.append(value)
      stack.append(.array(elements))
    case .object(var members, let key):
      members.append(JSONMember(key ?? "", value))
      stack.append(.object(members, key: nil))
    }
  }
}
