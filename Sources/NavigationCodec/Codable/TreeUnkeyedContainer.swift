/// The elements of an array being encoded, in order.
///
/// An element whose value throws is taken out again, so that a type that catches the error
/// keeps the elements it wrote before, as Foundation's encoder does.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
  let tree: EncodingTree
  let array: Int

  var codingPath: [any CodingKey] { tree.codingPath(to: array) }
  var count: Int { tree.childCount(array) }

  private func element() -> Int { tree.append(to: array) }

  /// Writes a new element with `body`, taking the element out again when `body` throws.
  @inline(__always)
  private func encode<E: Error>(_ body: (Int) throws(E) -> Void) throws(E) {
    let node = element()
    do {
      try body(node)
    } catch {
      tree.remove(node, from: array)
      throw error
    }
  }

  private func number(_ value: Double) throws(NavigationError) {
    try encode { (node) throws(NavigationError) in try TreeEncoder.setNumber(value, at: node, of: tree) }
  }

  private func integer<T: BinaryInteger>(_ value: T) throws(NavigationError) {
    try encode { (node) throws(NavigationError) in try TreeEncoder.setInteger(value, at: node, of: tree) }
  }

  mutating func encodeNil() throws { tree.setNull(at: element()) }
  mutating func encode(_ value: Bool) throws { tree.setBool(value, at: element()) }
  mutating func encode(_ value: String) throws { tree.setString(value, at: element()) }
  mutating func encode(_ value: Double) throws { try number(value) }
  mutating func encode(_ value: Float) throws { try number(InexactNumbers.double(value)) }
  mutating func encode(_ value: Int) throws { try integer(value) }
  mutating func encode(_ value: Int8) throws { try integer(value) }
  mutating func encode(_ value: Int16) throws { try integer(value) }
  mutating func encode(_ value: Int32) throws { try integer(value) }
  mutating func encode(_ value: Int64) throws { try integer(value) }
  mutating func encode(_ value: UInt) throws { try integer(value) }
  mutating func encode(_ value: UInt8) throws { try integer(value) }
  mutating func encode(_ value: UInt16) throws { try integer(value) }
  mutating func encode(_ value: UInt32) throws { try integer(value) }
  mutating func encode(_ value: UInt64) throws { try integer(value) }
  mutating func encode(_ value: Int128) throws { try integer(value) }
  mutating func encode(_ value: UInt128) throws { try integer(value) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try encode { node in try TreeEncoder.encode(value, into: node, of: tree) }
  }

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

  mutating func superEncoder() -> any Encoder { TreeEncoder(tree: tree, node: element()) }
}
