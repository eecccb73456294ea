import NavigationCodec

/// An enum value in the snapshot's form, read and written through any coder's standard
/// containers: an object with exactly one key, the case name, whose value holds the case's
/// fields.
///
/// Through ``CanonicalJSONDecoder`` a value of another form is refused where the snapshot's
/// reader refuses it: `invalid-value` at the value for anything but an object with one key,
/// `unexpected-field` at an unknown case's key, each message naming the cases.
enum SnapshotCase {
  /// A key spelled by any text: the case name.
  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The case name, one of `cases`, and the decoder of the value under it.
  ///
  /// - Parameters:
  ///   - decoder: The decoder of the enum value.
  ///   - cases: The case names, made once by the caller: an array literal here would be
  ///     allocated for every value read.
  /// - Returns: The case name as `cases` spells it, and the decoder of the case's fields.
  /// - Throws: `invalid-value` for anything but an object with one key, `unexpected-field` at
  ///   a key that is none of `cases`, or the decoder's own refusal.
  static func read(_ decoder: any Decoder, among cases: [String]) throws -> (name: String, fields: any Decoder) {
    let container: KeyedDecodingContainer<Key>
    do {
      container = try decoder.container(keyedBy: Key.self)
    } catch let refusal as NavigationError where refusal.code == .invalidValue {
      throw notAnObject(refusal, among: cases)
    }
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: decoder.codingPath),
        "expected \(expected(cases)) but found \(keys.count) keys")
    }
    // Case names are compared by their scalars, as the snapshot's keys are.
    guard let name = cases.first(where: { $0.hasSameScalars(as: key.stringValue) }) else {
      throw NavigationError(
        .unexpectedField, at: JSONPointer(codingPath: decoder.codingPath) / key.stringValue,
        "unknown case \"\(key.stringValue)\"; expected \(names(cases))")
    }
    return (name, try container.superDecoder(forKey: key))
  }

  /// The canonical decoder's refusal of a value that is not an object, saying what form an
  /// enum value has; another refusal is left as it is.
  private static func notAnObject(_ refusal: NavigationError, among cases: [String]) -> NavigationError {
    let found = "expected an object but found "
    guard refusal.message.hasPrefix(found) else { return refusal }
    return NavigationError(
      .invalidValue, at: refusal.location,
      "expected \(expected(cases)) but found \(refusal.message.dropFirst(found.count))")
  }

  private static func expected(_ cases: [String]) -> String { "an object with one key, \(names(cases))" }

  private static func names(_ cases: [String]) -> String {
    "one of " + cases.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
