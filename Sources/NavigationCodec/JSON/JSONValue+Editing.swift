extension JSONPointer {
  /// The pointer's reference tokens, unescaped (`~1` is `/`, `~0` is `~`); `nil` when the
  /// text is not a pointer (it must be empty or start with `/`).
  ///
  /// The text is split and unescaped byte by byte, as the standard's code points: a `/`
  /// followed by a combining mark is one character, and still a separator.
  var tokens: [String]? {
    guard let first = rawValue.utf8.first else { return [] }
    guard first == UInt8(ascii: "/") else { return nil }
    return rawValue.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(
      JSONPointer.unescaped)
  }
}

extension JSONValue {
  /// The member or element a reference token names.
  func child(_ token: String) -> JSONValue? {
    switch self {
    case .object(let members): return members.last { $0.key == token }?.value
    case .array(let elements):
      guard let index = Self.index(token, count: elements.count) else { return nil }
      return elements[index]
    default: return nil
    }
  }

  /// Applies `body` to the node the tokens name, or returns `nil` when there is none.
  ///
  /// With `creating`, a last token an object lacks is added as a member (`null` until `body`
  /// sets it). The recursion's depth is the pointer's, which the app's migration code chooses.
  mutating func update<Result>(
    _ tokens: ArraySlice<String>, creating: Bool = false, _ body: (inout JSONValue) -> Result
  ) -> Result? {
    guard let token = tokens.first else { return body(&self) }
    let rest = tokens.dropFirst()
    switch self {
    case .object(var members):
      self = .null  // releases the reference, so the members are edited in place
      defer { self = .object(members) }
      if let index = members.lastIndex(where: { $0.key == token }) {
        return members[index].value.update(rest, creating: creating, body)
      }
      guard creating, rest.isEmpty else { return nil }
      var value = JSONValue.null
      let result = body(&value)
      members.append(JSONMember(token, value))
      return result
    case .array(var elements):
      guard let index = Self.index(token, count: elements.count) else { return nil }
      self = .null
      defer { self = .array(elements) }
      return elements[index].update(rest, creating: creating, body)
    default:
      return nil
    }
  }

  /// Removes the member or element a token names and returns it.
  mutating func removeChild(_ token: String) -> JSONValue? {
    switch self {
    case .object(var members):
      guard let index = members.lastIndex(where: { $0.key == token }) else { return nil }
      self = .null
      let removed = members.remove(at: index).value
      self = .object(members)
      return removed
    case .array(var elements):
      guard let index = Self.index(token, count: elements.count) else { return nil }
      self = .null
      let removed = elements.remove(at: index)
      self = .array(elements)
      return removed
    default:
      return nil
    }
  }

  /// Adds a member to an object (replacing one of the same name) or inserts an element into an
  /// array before the index a token names (`-`, or the count, appends); whether it was added.
  mutating func insertChild(_ value: JSONValue, at token: String) -> Bool {
    switch self {
    case .object(var members):
      self = .null
      if let index = members.lastIndex(where: { $0.key == token }) {
        members[index].value = value
      } else {
        members.append(JSONMember(token, value))
      }
      self = .object(members)
      return true
    case .array(var elements):
      let count = elements.count
      guard let index = token == "-" ? count : Self.index(token, count: count + 1) else { return false }
      self = .null
      elements.insert(value, at: index)
      self = .array(elements)
      return true
    default:
      return false
    }
  }

  /// An array index token (`0`, or digits without a leading zero) within `count`.
  static func index(_ token: String, count: Int) -> Int? {
    guard let index = Int(token), index >= 0, index < count, String(index) == token else { return nil }
    return index
  }
}
