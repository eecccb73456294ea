/// A `Decoder` for one value of a document read into a ``JSONTape``; it is its own single-value
/// container.
///
/// Errors are `NavigationError`s located by JSON Pointer. A coding path is worked out from the
/// document only when asked for, so decoding keeps no path of its own.
struct TapeDecoder: Decoder, SingleValueDecodingContainer {
  let decoding: TapeDecoding
  let token: Int

  var codingPath: [any CodingKey] { JSONCodingKey.codingPath(to: token, in: decoding.tape) }
  var userInfo: [CodingUserInfoKey: Any] { decoding.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try TapeKeyedContainer<Key>(decoding: decoding, object: token))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try TapeUnkeyedContainer(decoding: decoding, array: token)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  /// The canonical decoder behind `decoder`, or `nil` for another decoder (`sameType(_:as:)`
  /// on the opened existential: types that read the canonical decoder in place ask this for
  /// every value).
  static func of<D: Decoder>(_ decoder: D) -> TapeDecoder? { sameType(decoder, as: TapeDecoder.self) }

  // MARK: Single value

  func decodeNil() -> Bool { decoding.tape.kind(token) == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try decoding.bool(at: token) }
  func decode(_ type: String.Type) throws -> String { try decoding.string(at: token) }
  func decode(_ type: Double.Type) throws -> Double { try decoding.double(at: token) }
  func decode(_ type: Float.Type) throws -> Float { try decoding.float(at: token) }
  func decode(_ type: Int.Type) throws -> Int { try decoding.integer(type, at: token) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoding.integer(type, at: token) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoding.integer(type, at: token) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoding.integer(type, at: token) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoding.integer(type, at: token) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoding.integer(type, at: token) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoding.integer(type, at: token) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoding.integer(type, at: token) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoding.integer(type, at: token) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoding.integer(type, at: token) }
  func decode(_ type: Int128.Type) throws -> Int128 { try decoding.integer(type, at: token) }
  func decode(_ type: UInt128.Type) throws -> UInt128 { try decoding.integer(type, at: token) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoding.decode(type, at: token) }
}
