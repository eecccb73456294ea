extension JSONTape {
  /// The key tokens of an object's members, in written order: a key's value follows it.
  func keys(of object: Int) -> MemberKeys { MemberKeys(tape: self, position: object + 1, end: end(object)) }

  /// Refuses an object whose key repeats with `unexpected-field` at the second one: the value
  /// would be ambiguous, and a reader must not pick one.
  @inline(__always)
  func refuseRepeatedKeys(_ object: Int, base: JSONPointer) throws(NavigationError) {
    // Inlined for the documents with no repeated key, nearly all: one load.
    guard firstRepeatedKey != nil else { return }
    try refuseRepeatedKeysOf(object, base: base)
  }

  @inline(never)
  private func refuseRepeatedKeysOf(_ object: Int, base: JSONPointer) throws(NavigationError) {
    guard count(object) > 1, let repeated = repeatedKey(in: object) else { return }
    throw repeatedKeyError(repeated, base: base)
  }

  /// Refuses the first key, in document order, that repeats an earlier key of its object
  /// anywhere in the value at `token` (the whole document for 0).
  func refuseRepeatedKeys(in token: Int, base: JSONPointer) throws(NavigationError) {
    guard let first = firstRepeatedKey else { return }
    let end = end(token)
    guard first < end else { return }
    if token < first { throw repeatedKeyError(first, base: base) }
    // The document's first repeated key is before the value: look for another inside it.
    var found: Int?
    for object in token..<end where kind(object) == .object && count(object) > 1 {
      if let key = repeatedKey(in: object), found.map({ key < $0 }) ?? true { found = key }
    }
    if let found { throw repeatedKeyError(found, base: base) }
  }

  private func repeatedKey(in object: Int) -> Int? {
    RepeatedKeys.first(in: object, end: end(object), of: tokens.elements, text: text)
  }

  private func repeatedKeyError(_ key: Int, base: JSONPointer) -> NavigationError {
    let name = string(key)
    return NavigationError(
      .unexpectedField, at: pointer(to: key + 1, from: base), "the field \"\(name)\" appears twice")
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
    // The messages are built only on failure: this runs for every route and destination.
    guard kind(token) == .object else {
      throw NavigationError(
        .invalidValue, at: pointer(to: token, from: base), Self.notOneCase(cases, found: found(token)))
    }
    try refuseRepeatedKeys(token, base: base)
    guard count(token) == 1 else {
      throw NavigationError(
        .invalidValue, at: pointer(to: token, from: base), Self.notOneCase(cases, found: "\(count(token)) keys"))
    }
    let key = token + 1
    guard let name = cases.first(where: { string(key, equals: $0) }) else {
      throw NavigationError(
        .unexpectedField, at: pointer(to: key + 1, from: base), Self.unknownCase(string(key), among: cases))
    }
    return (name, key)
  }

  /// The refusal's message for a value that is not an enum case of `cases`, which any decoder
  /// reading the form gives: `expected an object with one key, one of "detail", "history" but
  /// found 2 keys`.
  static func notOneCase(_ cases: [String], found: String) -> String {
    "expected an object with one key, \(caseList(cases)) but found \(found)"
  }

  /// The refusal's message for a case name that is none of `cases`.
  static func unknownCase(_ name: String, among cases: [String]) -> String {
    "unknown case \"\(name)\"; expected \(caseList(cases))"
  }

  /// The cases an enum value may hold, as refusals name them: `one of "detail", "history"`.
  private static func caseList(_ cases: [String]) -> String {
    "one of " + cases.map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// A number token as an integer of type `T`, exactly: from its text when the tape kept it
  /// (its `Double` may be a nearby number), else from its `Double`, which is then its value.
  func integer<T: FixedWidthInteger>(_ token: Int, as type: T.Type) -> NumberDigits.Integer<T> {
    guard hasText(token) else {
      let value = number(token)
      if let integer = T(exactly: value) { return .value(integer) }
      return value.rounded(.towardZero) == value ? .outOfRange : .notInteger
    }
    return NumberDigits(numberText(token)).integer(as: type)
  }

  /// A number as ECMAScript prints it when that is its exact value, else its text as written
  /// (an integer past 2^53 that no `Double` holds, say), for messages that name it.
  func exactNumberDescription(_ token: Int) -> String {
    let value = number(token)
    guard hasText(token), !NumberDigits.text(numberText(token), spellsShortest: value) else {
      return ECMAScriptNumber.format(value)
    }
    return String(decoding: numberText(token), as: UTF8.self)
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
