/// The elements of a JSON array, read in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let decoding: TapeDecoding
  let array: Int
  let count: Int?
  private(set) var currentIndex = 0
  /// The token of the element at `currentIndex`.
  private var position: Int

  init(decoding: TapeDecoding, array: Int) throws(NavigationError) {
    guard decoding.tape.kind(array) == .array else { throw decoding.invalid(array, expected: "an array") }
    self.decoding = decoding
    self.array = array
    count = decoding.tape.count(array)
    position = array + 1
  }

  var codingPath: [any CodingKey] { JSONCodingKey.codingPath(to: array, in: decoding.tape) }
  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  /// The current element's token, moving past it.
  private mutating func next() throws(NavigationError) -> Int {
    guard !isAtEnd else {
      throw NavigationError(
        .missingField, at: decoding.pointer(array) / currentIndex,
        "expected an element at index \(currentIndex), but the array has \(count ?? 0)")
    }
    let token = position
    position = decoding.tape.end(token)
    currentIndex += 1
    return token
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, decoding.tape.kind(position) == .null else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try decoding.bool(at: next()) }
  mutating func decode(_ type: String.Type) throws -> String { try decoding.string(at: next()) }
  mutating func decode(_ type: Double.Type) throws -> Double { try decoding.double(at: next()) }
  mutating func decode(_ type: Float.Type) throws -> Float { try decoding.float(at: next()) }
  mutating func decode(_ type: Int.Type) throws -> Int { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decoding.integer(type, at: next()) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoding.decode(type, at: next()) }

  #if compiler(>=6.3)
    @specialized(where NestedKey == SnapshotKey)
  #endif
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    KeyedDecodingContainer(try TapeKeyedContainer<NestedKey>(decoding: decoding, object: next()))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(decoding: decoding, array: next())
  }

  mutating func superDecoder() throws -> any Decoder { TapeDecoder(decoding: decoding, token: try next()) }
}
