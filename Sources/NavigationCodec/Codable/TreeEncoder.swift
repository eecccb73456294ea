#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An `Encoder` writing one node of an ``EncodingTree``; it is its own single-value container.
struct TreeEncoder: Encoder, SingleValueEncodingContainer {
  let tree: EncodingTree
  let node: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: node) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    tree.makeContainer(node, object: true)
    return KeyedEncodingContainer(TreeKeyedContainer<Key>(tree: tree, object: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    tree.makeContainer(node, object: false)
    return TreeUnkeyedContainer(tree: tree, array: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  // MARK: Single value

  func encodeNil() throws { tree.set(.null, at: node) }
  func encode(_ value: Bool) throws { tree.set(.bool(value), at: node) }
  func encode(_ value: String) throws { tree.set(.string(value), at: node) }
  func encode(_ value: Double) throws { tree.set(try Self.number(value, at: self), at: node) }
  func encode(_ value: Float) throws { tree.set(try Self.number(Double(value), at: self), at: node) }
  func encode(_ value: Int) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: Int8) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: Int16) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: Int32) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: Int64) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: UInt) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: UInt8) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: UInt16) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: UInt32) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode(_ value: UInt64) throws { tree.set(try Self.integer(value, at: self), at: node) }
  func encode<T: Encodable>(_ value: T) throws { try Self.encode(value, into: node, of: tree) }

  // MARK: Values

  /// Encodes any value into a node: dates and UUIDs as their text (the snapshot forms),
  /// everything else through its own `encode(to:)`.
  static func encode<T: Encodable>(_ value: T, into node: Int, of tree: EncodingTree) throws {
    if T.self == Date.self, let date = value as? Date {
      guard Timestamp.canRepresent(date) else {
        throw NavigationError(
          .invalidValue, at: JSONPointer(codingPath: tree.codingPath(to: node)),
          "the date is outside the years 0000 to 9999, which a snapshot cannot hold")
      }
      tree.set(.string(Timestamp.format(date)), at: node)
    } else if T.self == UUID.self, let id = value as? UUID {
      tree.set(.string(UUIDText.format(id)), at: node)
    } else {
      try value.encode(to: TreeEncoder(tree: tree, node: node))
    }
  }

  /// A finite number; JSON has no form for NaN or infinity.
  static func number(_ value: Double, at encoder: @autoclosure () -> TreeEncoder) throws(NavigationError)
    -> EncodingTree.Value
  {
    guard value.isFinite else {
      let encoder = encoder()
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: encoder.codingPath), "JSON has no form for the number \(value)")
    }
    return .number(value)
  }

  /// An integer that a JSON number, a `Double`, holds exactly: larger ones would be read back
  /// as another number.
  static func integer<T: BinaryInteger>(_ value: T, at encoder: @autoclosure () -> TreeEncoder) throws(NavigationError)
    -> EncodingTree.Value
  {
    guard let exact = Double(exactly: value) else {
      let encoder = encoder()
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: encoder.codingPath),
        "the integer \(value) has no exact JSON number (its magnitude is over 2^53)")
    }
    // Integers written as digits; a Double that is an integer below 1e21 prints the same way.
    if let signed = Int64(exactly: value) { return .integer(signed) }
    if let unsigned = UInt64(exactly: value) { return .unsigned(unsigned) }
    return .number(exact)
  }
}
