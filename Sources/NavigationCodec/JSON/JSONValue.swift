/// A JSON document as a value, with object members kept in their written order.
///
/// Members stay in order. A value read from JSON text never repeats a key in an object: every
/// reader refuses one with `unexpected-field`. A value built in code may, and then the key's
/// last member is the one that counts, as ECMAScript's `JSON.parse` keeps the last, so that a
/// key is never written twice.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; JSON numbers are read as `Double`, as ECMAScript does.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in written order (of a key repeated in code, the last counts).
  case object([JSONMember])

  /// A short name of the value's kind for messages, such as `an object` or `a string`.
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The member's key.
  public var key: String
  /// The member's value.
  public var value: JSONValue

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}
