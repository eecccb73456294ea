// Another coder writes and reads a string, a Boolean or a number by its container's own
// method for that type; through the generic method it would make a nested coder for the value
// first. The snapshot containers take those values through their generic methods, and pass
// them on to the method for their type here.

extension KeyedEncodingContainer {
  /// Writes `value` by the method for its type when it is a string, Boolean or number.
  mutating func encodeValue<T: Encodable>(_ value: T, forKey key: Key) throws {
    if let text = sameType(value, as: String.self) {
      try encode(text, forKey: key)
    } else if let flag = sameType(value, as: Bool.self) {
      try encode(flag, forKey: key)
    } else if let integer = sameType(value, as: Int.self) {
      try encode(integer, forKey: key)
    } else if let number = sameType(value, as: Double.self) {
      try encode(number, forKey: key)
    } else {
      try encode(value, forKey: key)
    }
  }
}

extension KeyedDecodingContainer {
  /// Reads a value of `type` by the method for its type when it is a string, Boolean or number.
  func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    if T.self == String.self, let text = sameType(try decode(String.self, forKey: key), as: T.self) { return text }
    if T.self == Bool.self, let flag = sameType(try decode(Bool.self, forKey: key), as: T.self) { return flag }
    if T.self == Int.self, let integer = sameType(try decode(Int.self, forKey: key), as: T.self) { return integer }
    if T.self == Double.self, let number = sameType(try decode(Double.self, forKey: key), as: T.self) { return number }
    return try decode(type, forKey: key)
  }

  /// Reads a value of `type`, or `nil` when the member is absent or `null`, by the method for
  /// its type when it is a string, Boolean or number.
  func decodeValueIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    if T.self == String.self { return sameType(try decodeIfPresent(String.self, forKey: key), as: T?.self) ?? nil }
    if T.self == Bool.self { return sameType(try decodeIfPresent(Bool.self, forKey: key), as: T?.self) ?? nil }
    if T.self == Int.self { return sameType(try decodeIfPresent(Int.self, forKey: key), as: T?.self) ?? nil }
    if T.self == Double.self { return sameType(try decodeIfPresent(Double.self, forKey: key), as: T?.self) ?? nil }
    return try decodeIfPresent(type, forKey: key)
  }
}
