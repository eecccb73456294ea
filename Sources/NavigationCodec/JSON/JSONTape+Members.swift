extension JSONTape {
  /// The key tokens of an object's members, in written order: a key's value follows it.
  func keys(of object: Int) -> MemberKeys { MemberKeys(tape: self, position: object + 1, end: end(object)) }

  /// Refuses an object whose key repeats with `unexpected-field`: the value would be
  /// ambiguous, and a reader must not pick one.
  @inline(__always)
  func refuseRepeatedKeys(_ object: Int, base: JSONPointer) throws(NavigationError) {
    // Inlined for the objects of no key or one (an enum case, its fields), which cannot repeat.
    guard count(object) > 1, let repeated = firstRepeatedKey(object) else { return }
    throw NavigationError(
      .unexpectedField, at: pointer(to: object, from: base) / repeated, "the field \"\(repeated)\" appears twice")
  }

  private func firstRepeatedKey(_ object: Int) -> String? {
    // Schema objects are small: compare pairs rather than build a set, walking the tokens by
    // index (every container a decoder reads asks this, and prefixes of `keys(of:)` cost more
    // than the comparisons).
    if count(object) <= 8 {
      let end = end(object)
      var key = object + 1
      while key < end {
        let range = tokens[key].stringRange
        var earlier = object + 1
        while earlier < key {
          // Lengths first: most keys of an object differ in length, and that costs no bytes.
          if tokens[earlier].stringRange.count == range.count, string(earlier, equals: key) { return string(key) }
          earlier = self.end(earlier + 1)
        }
        key = self.end(key + 1)
      }
      return nil
    }
    var seen = Set<String>(minimumCapacity: count(object))
    return keys(of: object).lazy.map { self.string($0) }.first { !seen.insert($0).inserted }
  }

  /// The case of an enum value in the snapshot form at `token`: an object with exactly one
  /// key, one of `cases`, whose value follows the key token returned.
  ///
  /// The one reading of the form, shared by ``SnapshotNode/enumCase(_:)`` and the `Codable`
  /// decoder so that both refuse alike: `invalid-value` for anything but a one-key object, a
  /// repeated key first as `unexpected-field`, `unexpected-field` at an unknown case.
  func enumCase(_ token: Int, among cases: [String], base: JSONPointer) throws(NavigationError) -> (
    name: String, key: Int
  ) {
    // Built only on failure: this runs for every route and destination.
    func expected() -> String { "an object with one key, one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))" }
    guard kind(token) == .object else {
      throw NavigationError(
        .invalidValue, at: pointer(to: token, from: base), "expected \(expected()) but found \(found(token))")
    }
    try refuseRepeatedKeys(token, base: base)
    guard count(token) == 1 else {
      throw NavigationError(
        .invalidValue, at: pointer(to: token, from: base), "expected \(expected()) but found \(count(token)) keys")
    }
    let key = token + 1
    guard let name = cases.first(where: { string(key, equals: $0) }) else {
      throw NavigationError(
        .unexpectedField, at: pointer(to: key + 1, from: base),
        "unknown case \"\(string(key))\"; expected one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    return (name, key)
  }

  /// What a value is, for "expected … but found …" messages: a short string or number as
  /// written, otherwise its kind.
  func found(_ token: Int) -> String {
    switch kind(token) {
    case .string where withBytes(token, { $0.count <= 160 }):
      let text = string(token)
      return text.count <= 40 ? "\"\(text)\"" : "a string"
    case .number: return ECMAScriptNumber.format(number(token))
    case .true: return "true"
    case .false: return "false"
    default: return kindDescription(token)
    }
  }

  /// A short name of a value's kind for messages, such as `an object` or `a string`.
  func kindDescription(_ token: Int) -> String {
    switch kind(token) {
    case .null: "null"
    case .true, .false: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// The key tokens of an object's members, in written order; each key's value follows it.
struct MemberKeys: Sequence, IteratorProtocol {
  let tape: JSONTape
  var position: Int
  let end: Int

  mutating func next() -> Int? {
    guard position < end else { return nil }
    defer { position = tape.end(position + 1) }
    return position
  }
}
