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
  /// The decoder's `userInfo`, as every container hands it to the types it decodes.
  let userInfo: [CodingUserInfoKey: Any]
  // Unchecked: a decoding belongs to one call on one thread, and every access below is a
  // short read or write that never overlaps another.

  /// One bit per token: set for an object key that was read.
  @exclusivity(unchecked) private var readKeys: GrowingBuffer<UInt64>
  /// The key token the last search found, where the next search of the same object starts:
  /// types read their fields in the order they are written, so most searches take one step.
  @exclusivity(unchecked) var cursor = (object: -1, key: -1)

  init(tape: JSONTape, base: JSONPointer, userInfo: [CodingUserInfoKey: Any] = [:]) {
    self.tape = tape
    self.base = base
    self.userInfo = userInfo
    readKeys = GrowingBuffer(repeating: 0, count: (tape.tokens.count + 63) / 64)
  }

  func markRead(_ key: Int) { readKeys[key >> 6] |= 1 << UInt64(key & 63) }

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
    for (offset, word) in marks.words.enumerated() { readKeys[marks.first + offset] = word }
  }

  /// Refuses the first key, in document order, that no type read.
  ///
  /// An unread key's own contents come after it, so the first unread key is never inside
  /// another unread member: the error names the outermost field the type did not know.
  ///
  /// - Parameter part: The value to check, or `nil` for the whole document.
  /// - Throws: `unexpected-field` at the first key no type read.
  func refuseUnreadKeys(in part: Int? = nil) throws(NavigationError) {
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

  /// Decodes any value at a token: dates, UUIDs, URLs and data from text (the snapshot forms),
  /// decimals from numbers, everything else through its own `init(from:)`.
  ///
  /// An error of the type's own (neither a `NavigationError` nor a `DecodingError`, which say
  /// where they belong) is `invalid-value` at this value: the innermost one whose `init(from:)`
  /// threw it.
  func decode<T: Decodable>(_ type: T.Type, at token: Int) throws -> T {
    // The conversions are made in a function of their own, called only for these types: in
    // this function, unspecialised for an app's types, one returning `T?` would look up the
    // metadata of `Optional<T>` on every call, whatever `T` is.
    if T.self == Date.self { return try value(date(at: token), as: type, at: token) }
    if T.self == UUID.self { return try value(uuid(at: token), as: type, at: token) }
    if T.self == URL.self { return try value(url(at: token), as: type, at: token) }
    if T.self == Data.self { return try value(data(at: token), as: type, at: token) }
    if T.self == Decimal.self { return try value(decimal(at: token), as: type, at: token) }
    do {
      return try T(from: TapeDecoder(decoding: self, token: token))
    } catch let error as NavigationError {
      throw error
    } catch let error as DecodingError {
      throw error
    } catch {
      throw NavigationError(.invalidValue, at: pointer(token), "the value could not be decoded: \(error)")
    }
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
  /// long integer whose digits that text does not give back is refused, as the encoder refuses
  /// to write one, rather than read as another number.
  func decimal(at token: Int) throws(NavigationError) -> Decimal {
    let value = try double(at: token)
    if tape.isLongInteger(token), let written = Decimal(string: longIntegerText(token)),
      InexactNumbers.double(exactly: written) == nil
    {
      throw notExact(token)
    }
    guard let decimal = InexactNumbers.decimal(value) else { throw invalid(token, expected: "a number") }
    return decimal
  }

  /// A number as an integer type: one that fits, and that a JSON number (a `Double`) holds
  /// exactly, the rule the encoder writes by.
  ///
  /// An integer of 16 digits or more is checked against its digits: past 2^53 not every
  /// integer is a `Double`, and one that is not (a 64-bit id from `JSONEncoder`, say) is
  /// refused rather than read as the nearest `Double`, another number, and one that could not
  /// be written back.
  func integer<T: FixedWidthInteger>(_ type: T.Type, at token: Int) throws(NavigationError) -> T {
    let value = try double(at: token)
    let isLong = tape.isLongInteger(token)
    guard let integer = isLong ? IntegerText.value(tape.longIntegerText(token), as: T.self) : T(exactly: value) else {
      throw NavigationError(
        .invalidValue, at: pointer(token),
        "expected an integer that fits in \(T.self) but found \(isLong ? longIntegerText(token) : tape.found(token))")
    }
    if isLong, Double(exactly: integer) == nil { throw notExact(token) }
    return integer
  }

  /// A long integer's digits, as written.
  private func longIntegerText(_ token: Int) -> String {
    String(decoding: tape.longIntegerText(token), as: UTF8.self)
  }

  private func notExact(_ token: Int) -> NavigationError {
    NavigationError(
      .invalidValue, at: pointer(token),
      "the number \(longIntegerText(token)) has more digits than a JSON number (a Double) holds exactly; "
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
      tape: JSONTape(value), base: JSONPointer(codingPath: decoder.codingPath), userInfo: decoder.userInfo)
    return (decoding, 0)
  }
}
