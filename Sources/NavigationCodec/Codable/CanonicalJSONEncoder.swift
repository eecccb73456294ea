/// Encodes any `Encodable` value as canonical JSON: the bytes ECMAScript's
/// `JSON.stringify(value, null, 2)` writes with keys sorted by code point, plus one newline.
///
/// ```swift
/// let bytes = try CanonicalJSONEncoder().encode(session)  // same value, same bytes, always
/// ```
///
/// - Keys are sorted whatever order the type encodes them in; a key encoded twice keeps its
///   last value; absent optionals are left out (`encodeIfPresent`).
/// - Nothing written is dropped silently. Where Foundation's `JSONEncoder` merges, so does this
///   encoder: a container asked for again (at the same value, or nested for the same key) is
///   the same container, and a member or element whose value throws is left out, so a type
///   that catches the error keeps what it wrote before. Where Foundation's encoder traps or
///   drops what came first, the value is refused with `invalid-value` at its pointer: a
///   container of another kind, or a second single value, where a value is written already; a
///   super encoder for a key already written; a nested container for a key that holds a value
///   of another kind.
/// - Numbers, integers of every width (`Int128` too) among them, are written as ECMAScript
///   writes them (`3`, `5.2`, `1e-7`), a `Float` or a `Decimal` with its own shortest digits
///   (`0.1`); a non-finite number, an integer no `Double` holds exactly (beyond 2^53) or a
///   `Decimal` with more digits than a `Double` keeps is refused with `invalid-value`, since
///   JSON could not give it back.
/// - Dates are ISO 8601 text in UTC kept to the millisecond (`2025-04-02T07:00:00Z`, with
///   `.SSS` only when the milliseconds are not zero) in the years 0000 to 9999, UUIDs
///   lowercase text, URLs their absolute text and `Data` Base64 text (as `JSONEncoder` writes
///   those two by default), whatever the type's own `Codable` conformance for them says.
/// - A `Set`, or a `Dictionary` written as an array of keys and values (keys that are not
///   strings or integers), has its entries in the order of their compact JSON text rather than
///   in Swift's hash order, which changes from one process to the next. Two elements, or two
///   keys, that are distinct in Swift but have the same text (dates in the same millisecond, a
///   `CodingKeyRepresentable` key type that gives two keys one coding key) would read back as
///   one, and are refused with `invalid-value` at the second.
///
/// Decoding the bytes with ``CanonicalJSONDecoder`` gives the value back, and encoding that
/// gives the same bytes. The snapshot envelope (`format`, `version`) is ``SnapshotFormat``'s
/// job.
public struct CanonicalJSONEncoder: Sendable {
  /// Whether to leave out the indentation and newlines (`JSON.stringify(value)`).
  public var compact: Bool
  /// What the types being encoded find in their encoder's `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates an encoder.
  public init(compact: Bool = false, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.compact = compact
    self.userInfo = userInfo
  }

  /// Encodes a value.
  ///
  /// - Throws: ``NavigationError`` with `invalid-value` at the value's JSON Pointer for a
  ///   value JSON has no form for or that would not read back (a date outside the years 0000
  ///   to 9999, set elements or dictionary keys of the same text), or one a type wrote over
  ///   what it had written (it asked its encoder for both a keyed and an unkeyed container,
  ///   say), even when the type caught the error; `limit-exceeded` for a value
  ///   nested deeper than any reader accepts (``Limits/maximumNestingDepth`` containers);
  ///   an `EncodingError` the type throws itself is given the same code at its coding path,
  ///   and any other error of its own the same code at the value whose `encode(to:)` threw it.
  /// - Complexity: O(*n* log *k*) for *n* values in objects of at most *k* keys.
  public func encode<T: Encodable>(_ value: T) throws(NavigationError) -> [UInt8] {
    try Self.tree(of: value, capacity: 64, userInfo: userInfo).written(compact: compact)
  }

  /// The tree of a value, its root at node 0, with room for `capacity` nodes before it grows.
  static func tree<T: Encodable>(
    of value: T, capacity: Int, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(NavigationError) -> EncodingTree {
    let tree = EncodingTree(capacity: capacity, userInfo: userInfo)
    do {
      try TreeEncoder.encode(value, into: 0, of: tree)
    } catch {
      // A refusal the tree recorded came first: the error thrown came from it or after it.
      if let refusal = tree.refusal { throw refusal }
      throw located(error)
    }
    if let refusal = tree.refusal { throw refusal }
    return tree
  }

  /// An error thrown while encoding, as a ``NavigationError``: an `EncodingError` at its coding
  /// path, any other error of a type's own at the root.
  private static func located(_ error: any Error) -> NavigationError {
    switch error {
    case let error as NavigationError: error
    case EncodingError.invalidValue(_, let context):
      NavigationError(.invalidValue, at: JSONPointer(codingPath: context.codingPath), context.debugDescription)
    default: NavigationError(.invalidValue, at: JSONPointer.root, "the value could not be encoded: \(error)")
    }
  }
}
