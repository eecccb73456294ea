extension JSONValue: Decodable {
  /// Reads whatever JSON value the decoder holds, such as a part of a document kept as it was
  /// written so that it can be reported or migrated.
  ///
  /// From ``CanonicalJSONDecoder`` the value is taken straight from the document, and every key
  /// in it counts as read; a key an object repeats is refused with `unexpected-field`. From another decoder, nesting deeper than
  /// ``Limits/nestingDepth`` of the default limits is refused with `limit-exceeded`, so a
  /// hostile document cannot exhaust the stack.
  public init(from decoder: any Decoder) throws {
    if let decoder = TapeDecoder.of(decoder) {
      try decoder.decoding.tape.refuseRepeatedKeys(in: decoder.token, base: decoder.decoding.base)
      self = decoder.decoding.value(at: decoder.token)
      return
    }
    guard decoder.codingPath.count < Limits.default.nestingDepth else {
      throw NavigationError.limitExceeded(
        at: .pointer(JSONPointer(codingPath: decoder.codingPath)),
        "the value nests deeper than the limit of \(Limits.default.nestingDepth)")
    }
    if let object = try? decoder.container(keyedBy: JSONCodingKey.self) {
      self = .object(
        try object.allKeys.map { JSONMember($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
    } else if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
      self = .array(elements)
    } else {
      self = try Self.scalar(decoder.singleValueContainer())
    }
  }

  private static func scalar(_ container: any SingleValueDecodingContainer) throws -> JSONValue {
    if container.decodeNil() { return .null }
    if let bool = try? container.decode(Bool.self) { return .bool(bool) }
    if let number = try? container.decode(Double.self) { return .number(number) }
    return .string(try container.decode(String.self))
  }
}
