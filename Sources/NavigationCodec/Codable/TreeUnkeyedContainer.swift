/// The elements of an array being encoded, in order.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
  let tree: EncodingTree
  let array: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: array) }
  var count: Int { tree.childCount(array) }

  private func element() -> Int { tree.append(to: array) }

  /// The encoder of a new element, for errors located at it.
  private func encoder() -> TreeEncoder { TreeEncoder(tree: tree, node: element()) }

  mutating func encodeNil() throws { tree.setNull(at: element()) }
  mutating func encode(_ value: Bool) throws { tree.setBool(value, at: element()) }
  mutating func encode(_ value: String) throws { tree.setString(value, at: element()) }
  mutating func encode(_ value: Double) throws { try encoder().encode(value) }
  mutating func encode(_ value: Float) throws { try encoder().encode(value) }
  mutating func encode(_ value: Int) throws { try encoder().encode(value) }
  mutating func encode(_ value: Int8) throws { try encoder().encode(value) }
  mutating func encode(_ value: Int16) throws { try encoder().encode(value) }
  mutating func encode(_ value: Int32) throws { try encoder().encode(value) }
  mutating func encode(_ value: Int64) throws { try encoder().encode(value) }
  mutating func encode(_ value: UInt) throws { try encoder().encode(value) }
  mutating func encode(_ value: UInt8) throws { try encoder().encode(value) }
  mutating func encode(_ value: UInt16) throws { try encoder().encode(value) }
  mutating func encode(_ value: UInt32) throws { try encoder().encode(value) }
  mutating func encode(_ value: UInt64) throws { try encoder().encode(value) }
  mutating func encode(_ value: Int128) throws { try encoder().encode(value) }
  mutating func encode(_ value: UInt128) throws { try encoder().encode(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try TreeEncoder.encode(value, into: element(), of: tree) }

  #if compiler(>=6.3)
    @specialized(where NestedKey == SnapshotKey)
  #endif
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let node = element()
    tree.makeContainer(node, object: true)
    return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(tree: tree, object: node))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let node = element()
    tree.makeContainer(node, object: false)
    return TreeUnkeyedContainer(tree: tree, array: node)
  }

  mutating func superEncoder() -> any Encoder { encoder() }
}
