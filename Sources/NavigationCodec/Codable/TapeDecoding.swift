#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What one decoding shares: the document, which of its object keys were read, and where the
/// last key was found.
///
/// Keys are marked as a type reads them, so that once it has decoded, any key it never read is
/// refused as `unexpected-field` instead of being dropped silently.
final class TapeDecoding {
  let tape: JSONTape
  let base: JSONPointer
  /// The decoder's `userInfo`, as every container hands it to the types it decodes; made from
  /// the canonical decoder's own on first use, since most decodings never ask for it.
  private(set) lazy var userInfo: [CodingUserInfoKey: Any] = sendableUserInfo
  /// The canonical decoder's `userInfo`, as it was given.
  private let sendableUserInfo: [CodingUserInfoKey: any Sendable]
  // Unchecked: a decoding belongs to one call on one thread, and every access below is a
  // short read or write that never overlaps another.

  /// One bit per token: set for an object key that was read.
  @exclusivity(unchecked) private var readKeys: GrowingBuffer<UInt64>
  /// How many keys are marked in ``readKeys``: when it is the document's ``JSONTape/keyCount``,
  /// no key is left unread and the search for one is skipped.
  @exclusivity(unchecked) private var readCount = 0
  /// The key token the last search found, where the next search of the same object starts:
  /// types read their fields in the order they are written, so most searches take one step.
  @exclusivity(unchecked) var cursor = (object: -1, key: -1)

  init(tape: JSONTape, base: JSONPointer, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.tape = tape
    self.base = base
    self.sendableUserInfo = userInfo
    readKeys = GrowingBuffer(repeating: 0, count: (tape.tokens.count + 63) / 64)
  }

  /// A decoding of another decoder's value, with that decoder's `userInfo`.
  convenience init(tape: JSONTape, base: JSONPointer, otherUserInfo: [CodingUserInfoKey: Any]) {
    self.init(tape: tape, base: base)
    userInfo = otherUserInfo
  }

  @inline(__always)
  func markRead(_ key: Int) {
    let bit: UInt64 = 1 << UInt64(key & 63)
    guard readKeys[key >> 6] & bit == 0 else { return }
    readKeys[key >> 6] |= bit
    readCount += 1
  }

  /// Marks every key of the value at `token` as read: a part taken as a whole (a
  /// ``JSONValue``) has no fields left for a type to read.
  func markSubtreeRead(_ token: Int) {
    for index in token..<tape.end(token) where tape.kind(index) == .object {
      for key in tape.keys(of: index) { markRead(key) }
    }
  }

  /// The value at `token` as a tree, every key in it counted as read.
  func value(at token: Int) -> JSONValue {
    markSubtreeRead(token)
    return tape.value(at: token)
  }

  /// The read marks of a value's keys, to put back with ``restoreMarks(_:)`` when a reading of
  /// it is abandoned (a type that tried the value and did not read it).
  func marks(of token: Int) -> (first: Int, words: [UInt64]) {
    let words = (token >> 6)..<((tape.end(token) + 63) >> 6)
    return (words.lowerBound, words.map { readKeys[$0] })
  }

  func restoreMarks(_ marks: (first: Int, words: [UInt64])) {
    for (offset, word) in marks.words.enumerated() {
      // Marks are only ever taken back: the words put back hold a subset of today's bits.
      readCount -= readKeys[marks.first + offset].nonzeroBitCount - word.nonzeroBitCount
      readKeys[marks.first + offset] = word
    }
  }

  /// Refuses the first key, in document order, that no type read.
  ///
  /// An unread key's own contents come after it, so the first unread key is never inside
  /// another unread member: the error names the outermost field the type did not know.
  ///
  /// - Parameter part: The value to check, or `nil` for the whole document.
  /// - Throws: `unexpected-field` at the first key no type read.
  func refuseUnreadKeys(in part: Int? = nil) throws(NavigationError) {
    if part == nil, readCount == tape.keyCount { return }
    let tokens = part.map { $0..<tape.end($0) } ?? 0..<tape.tokens.count
    guard let key = firstUnreadKey(in: tokens) else { return }
    let name = tape.string(key)
    throw NavigationError(
      .unexpectedField, at: pointer(key + 1), "unknown field \"\(name)\"; the type does not read it")
  }

  /// The first key token in `tokens` not marked read.
  private func firstUnreadKey(in tokens: Range<Int>) -> Int? {
    tokens.first { tape.isKey($0) && readKeys[$0 >> 6] & (1 << UInt64($0 & 63)) == 0 }
  }

  // MARK: Errors

  func pointer(_ token: Int) -> JSONPointer { tape.pointer(to: token, from: base) }

  func invalid(_ token: Int, expected: String) -> NavigationError {
    NavigationError(.invalidValue, at: pointer(token), "expected \(expected) but found \(tape.found(token))")
  }

  // MARK: Values

  /// Decodes any value at a token: strings, Booleans and numbers as themselves; dates, UUIDs,
  /// URLs and data from text (the snapshot forms), decimals from numbers, everything else
  /// through its own `init(from:)`.
  ///
  /// An error of the type's own (neither a `NavigationError` nor a `DecodingError`, which say
  /// where they belong) is `invalid-value` at this value: the innermost one whose `init(from:)`
  /// threw it.
  func decode<T: Decodable>(_ type: T.Type, at token: Int) throws -> T {
    // The conversions are made in a function of their own, called only for these types: in
    // this function, unspecialised for an app's types, one returning `T?` would look up the
    // metadata of `Optional<T>` on every call, whatever `T` is.
    if T.self == String.self { return try value(string(at: token), as: type, at: token) }
    if T.self == Bool.self { return try value(bool(at: token), as: type, at: token) }
    if T.self == Int.self { return try value(integer(Int.self, at: token), as: type, at: token) }
    if T.self == Double.self { return try value(double(at: token), as: type, at: token) }
    if T.self == Date.self { return try value(date(at: token), as: type, at: token) }
    if T.self == UUID.self { return try value(uuid(at: token), as: type, at: token) }
    if T.self == URL.self { return try value(url(at: token), as: type, at: token) }
    if T.self == Data.self { return try value(data(at: token), as: type, at: token) }
    if T.self == Decimal.self { return try value(decimal(at: token), as: type, at: token) }
    do {
      let value = try T(from: TapeDecoder(decoding: self, token: token))
      // Only an array of two keys and values or more can repeat a key of a dictionary.
      if tape.kind(token) == .array, tape.count(token) > 3 { try refuseMergedKeys(value, at: token) }
      return value
    } catch let error as NavigationError {
      throw error
    } catch let error as DecodingError {
      throw error
    } catch {
      throw NavigationError(.invalidValue, at: pointer(token), "the value could not be decoded: \(error)")
    }
  }

  /// Refuses a dictionary read from the array at `token` whose keys repeat: the standard
  /// library's `init(from:)` reads one whose keys are neither strings nor integers from an
  /// array of keys and values in turn, and keeps the last value of a repeated key, silently.
  @inline(never)
  private func refuseMergedKeys<T>(_ value: T, at token: Int) throws(NavigationError) {
    guard let dictionary = value as? any KeyValueArrayDecodable, dictionary.count * 2 < tape.count(token),
      let key = type(of: dictionary).firstRepeatedKey(in: token, of: self)
    else { return }
    throw NavigationError(
      .unexpectedField, at: pointer(key), "the key \(tape.found(key)) appears twice in the dictionary")
  }

  /// A value read at `token` that is known to be of type `T`.
  private func value<Value, T>(_ value: Value, as type: T.Type, at token: Int) throws(NavigationError) -> T {
    guard let value = sameType(value, as: T.self) else { throw invalid(token, expected: "a \(T.self)") }
    return value
  }

  func bool(at token: Int) throws(NavigationError) -> Bool {
    switch tape.kind(token) {
    case .true: return true
    case .false: return false
    default: throw invalid(token, expected: "a boolean")
    }
  }

  func string(at token: Int) throws(NavigationError) -> String {
    guard tape.kind(token) == .string else { throw invalid(token, expected: "a string") }
    return tape.string(token)
  }

  func double(at token: Int) throws(NavigationError) -> Double {
    guard tape.kind(token) == .number else { throw invalid(token, expected: "a number") }
    return tape.number(token)
  }

  func float(at token: Int) throws(NavigationError) -> Float {
    let value = try double(at: token)
    // The nearest Float, as `JSONDecoder` reads one; a number beyond its range is refused.
    let float = Float(value)
    guard float.isFinite else {
      throw invalid(token, expected: "a number within the range of Float")
    }
    return float
  }

  /// A number as a `Decimal`, with the digits of its shortest text (``InexactNumbers``); a
  /// number whose kept text (a long integer, or a fraction or exponent whose `Double` is an
  /// integer) that shortest text does not give back is refused, as the encoder refuses to
  /// write one, rather than read as another number.
  func decimal(at token: Int) throws(NavigationError) -> Decimal {
    let value = try double(at: token)
    if tape.hasText(token), !NumberDigits.text(tape.numberText(token), spellsShortest: value) { throw notExact(token) }
    guard let decimal = InexactNumbers.decimal(value) else { throw invalid(token, expected: "a number") }
    return decimal
  }

  /// A number as an integer type: exactly the integer its digits spell (`100`, `1e2` and
  /// `100.0` are 100), when it fits and a JSON number (a `Double`) holds it exactly, the rule
  /// the encoder writes by; or, for 1e21 and more, the `Double` whose ECMAScript spelling the
  /// text is.
  ///
  /// A number whose `Double` may be another number (an integer of 16 digits or more, or a
  /// fraction or exponent whose `Double` is an integer) is decided from its text: past 2^53
  /// not every integer is a `Double`, and one that is not (a 64-bit id from `JSONEncoder`,
  /// `9007199254740993.0`) is refused rather than read as the nearest `Double`, another number
  /// and one that could not be written back; `1.0000000000000000001` is no integer.
  func integer<T: FixedWidthInteger>(_ type: T.Type, at token: Int) throws(NavigationError) -> T {
    let value = try double(at: token)
    guard tape.hasText(token) else {
      guard let integer = T(exactly: value) else { throw notAnInteger(type, at: token, found: tape.found(token)) }
      return integer
    }
    switch tape.integer(token, as: type) {
    case .value(let integer) where Double(exactly: integer) != nil: return integer
    case let reading:
      if let integer = writtenAsECMAScript(token, as: type) { return integer }
      guard case .value = reading else { throw notAnInteger(type, at: token, found: numberText(token)) }
      throw notExact(token)
    }
  }

  /// The integer a number of 1e21 or more stands for when it is written as ECMAScript and this
  /// encoder write one, with an exponent and its `Double`'s shortest digits (2^100 as
  /// `1.2676506002282294e+30`): that text is the `Double`'s own spelling, though its digits
  /// alone spell another number.
  private func writtenAsECMAScript<T: FixedWidthInteger>(_ token: Int, as type: T.Type) -> T? {
    let value = tape.number(token)
    guard value.magnitude >= 1e21, NumberDigits.text(tape.numberText(token), spellsShortest: value) else { return nil }
    return T(exactly: value)
  }

  private func notAnInteger<T>(_ type: T.Type, at token: Int, found: String) -> NavigationError {
    NavigationError(.invalidValue, at: pointer(token), "expected an integer that fits in \(T.self) but found \(found)")
  }

  /// A number's text, as written.
  private func numberText(_ token: Int) -> String {
    String(decoding: tape.numberText(token), as: UTF8.self)
  }

  private func notExact(_ token: Int) -> NavigationError {
    NavigationError(
      .invalidValue, at: pointer(token),
      "the number \(numberText(token)) has more digits than a JSON number (a Double) holds exactly; "
        + "it would be read as another number")
  }

  /// What a date's text must be, as refusals say it.
  static let expectedDate = "an ISO 8601 date in the years 0000 to 9999 such as \"2025-04-02T07:00:00Z\""
  /// What a UUID's text must be, as refusals say it.
  static let expectedUUID = "a UUID such as \"6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f\""

  func date(at token: Int) throws(NavigationError) -> Date {
    guard tape.kind(token) == .string, let date = tape.withBytes(token, Timestamp.parse(utf8:)) else {
      throw invalid(token, expected: Self.expectedDate)
    }
    return date
  }

  /// A URL from its text, as `JSONDecoder` reads one.
  func url(at token: Int) throws(NavigationError) -> URL {
    guard tape.kind(token) == .string, let url = URL(string: tape.string(token)) else {
      throw invalid(token, expected: "a URL such as \"https://example.com/path\"")
    }
    return url
  }

  /// Bytes from their Base64 text, as `JSONDecoder` reads them by default.
  func data(at token: Int) throws(NavigationError) -> Data {
    guard tape.kind(token) == .string, let data = Data(base64Encoded: tape.string(token)) else {
      throw invalid(token, expected: "Base64 text such as \"AAEC/w==\"")
    }
    return data
  }

  func uuid(at token: Int) throws(NavigationError) -> UUID {
    guard tape.kind(token) == .string, let id = tape.withBytes(token, UUIDText.parse(utf8:)) else {
      throw invalid(token, expected: Self.expectedUUID)
    }
    return id
  }
}

extension TapeDecoding {
  /// The document a decoder reads and the token of its value: the canonical decoder's own
  /// document, read in place, or another decoder's value taken whole into a document of its
  /// own, located where that decoder is.
  static func document(of decoder: any Decoder) throws -> (decoding: TapeDecoding, token: Int) {
    if let decoder = TapeDecoder.of(decoder) { return (decoder.decoding, decoder.token) }
    let value = try JSONValue(from: decoder)
    let decoding = TapeDecoding(
      tape: JSONTape(value), base: JSONPointer(codingPath: decoder.codingPath), otherUserInfo: decoder.userInfo)
    return (decoding, 0)
  }
}
