/// The elements of a JSON array, read in order.
///
/// Three words, so that the `any UnkeyedDecodingContainer` a type receives holds it inline
/// instead of in a box of its own: token indices and counts fit in 32 bits, as the tape's do.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let decoding: TapeDecoding
  private let array32: UInt32
  private let count32: UInt32
  private var index32: UInt32 = 0
  /// The token of the element at `currentIndex`.
  private var position: UInt32

  init(decoding: TapeDecoding, array: Int) throws(NavigationError) {
    guard decoding.tape.kind(array) == .array else { throw decoding.invalid(array, expected: "an array") }
    self.decoding = decoding
    array32 = UInt32(truncatingIfNeeded: array)
    count32 = UInt32(truncatingIfNeeded: decoding.tape.count(array))
    position = UInt32(truncatingIfNeeded: array + 1)
  }

  private var array: Int { Int(array32) }
  var count: Int? { Int(count32) }
  var currentIndex: Int { Int(index32) }
  var codingPath: [any CodingKey] { JSONCodingKey.codingPath(to: array, in: decoding.tape) }
  var isAtEnd: Bool { index32 >= count32 }

  /// The current element's token, moving past it.
  private mutating func next() throws(NavigationError) -> Int {
    guard !isAtEnd else {
      throw NavigationError(
        .missingField, at: decoding.pointer(array) / currentIndex,
        "expected an element at index \(currentIndex), but the array has \(count32)")
    }
    let token = Int(position)
    position = UInt32(truncatingIfNeeded: decoding.tape.end(token))
    index32 += 1
    return token
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, decoding.tape.kind(Int(position)) == .null else { return false }
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
  mutating func decode(_ type: Int128.Type) throws -> Int128 { try decoding.integer(type, at: next()) }
  mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try decoding.integer(type, at: next()) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoding.decode(type, at: next()) }

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
