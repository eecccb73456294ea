/// The members of an object being encoded, in any order: they are sorted when written.
///
/// A member whose value throws is taken out again, so that a type that catches the error keeps
/// what it wrote before, as Foundation's encoder does. A nested container asked for again for
/// a key reopens the member written for it, and merges.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let tree: EncodingTree
  let object: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: object) }

  private func member(_ key: Key) -> Int { tree.append(to: object, key: key.stringValue) }

  /// Writes a new member with `body`, taking the member out again when `body` throws.
  @inline(__always)
  private func encode<E: Error>(forKey key: Key, _ body: (Int) throws(E) -> Void) throws(E) {
    let node = member(key)
    do {
      try body(node)
    } catch {
      tree.remove(node, from: object)
      throw error
    }
  }

  mutating func encodeNil(forKey key: Key) throws { tree.setNull(at: member(key)) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { tree.setBool(value, at: member(key)) }
  mutating func encode(_ value: String, forKey key: Key) throws { tree.setString(value, at: member(key)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try number(value, forKey: key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try number(InexactNumbers.double(value), forKey: key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: Int128, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode(_ value: UInt128, forKey key: Key) throws { try integer(value, forKey: key) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encode(forKey: key) { node in try TreeEncoder.encode(value, into: node, of: tree) }
  }

  private func number(_ value: Double, forKey key: Key) throws(NavigationError) {
    try encode(forKey: key) { (node) throws(NavigationError) in try TreeEncoder.setNumber(value, at: node, of: tree) }
  }

  private func integer<T: BinaryInteger>(_ value: T, forKey key: Key) throws(NavigationError) {
    try encode(forKey: key) { (node) throws(NavigationError) in try TreeEncoder.setInteger(value, at: node, of: tree) }
  }

  // Absent optionals are left out, the snapshot rule; the protocol's defaults do the same.
  mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
    if let value { tree.setString(value, at: member(key)) }
  }

  mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
    if let value { try encode(value, forKey: key) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let node = tree.containerMember(of: object, key: key.stringValue)
    tree.makeContainer(node, object: true)
    return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(tree: tree, object: node))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let node = tree.containerMember(of: object, key: key.stringValue)
    tree.makeContainer(node, object: false)
    return TreeUnkeyedContainer(tree: tree, array: node)
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(tree: tree, node: tree.superEncoderMember(of: object, key: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(tree: tree, node: tree.superEncoderMember(of: object, key: key.stringValue))
  }
}
