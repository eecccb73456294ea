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
  var userInfo: [CodingUserInfoKey: Any] { tree.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    tree.makeContainer(node, object: true)
    return KeyedEncodingContainer(TreeKeyedContainer<Key>(tree: tree, object: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    tree.makeContainer(node, object: false)
    return TreeUnkeyedContainer(tree: tree, array: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  /// The canonical encoder behind `encoder`, or `nil` for another encoder (`sameType(_:as:)`
  /// on the opened existential, as `TapeDecoder.of(_:)`).
  static func of<E: Encoder>(_ encoder: E) -> TreeEncoder? { sameType(encoder, as: TreeEncoder.self) }

  // MARK: Single value

  // A single value goes into a node nothing was written to: a second value, or one over a
  // container, would drop what came first, and is refused (Foundation's encoder traps on it).
  // The containers write their members through the static setters, which need no check.

  /// The node, when nothing is written there yet.
  private func pending() throws(NavigationError) -> Int {
    guard tree.nodes[node].kind == .pending else { throw tree.refuseSecondValue(at: node) }
    return node
  }

  func encodeNil() throws { tree.setNull(at: try pending()) }
  func encode(_ value: Bool) throws { tree.setBool(value, at: try pending()) }
  func encode(_ value: String) throws { tree.setString(value, at: try pending()) }
  func encode(_ value: Double) throws { try Self.setNumber(value, at: pending(), of: tree) }
  func encode(_ value: Float) throws { try Self.setNumber(InexactNumbers.double(value), at: pending(), of: tree) }
  func encode(_ value: Int) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: Int8) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: Int16) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: Int32) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: Int64) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: UInt) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: UInt8) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: UInt16) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: UInt32) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: UInt64) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: Int128) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode(_ value: UInt128) throws { try Self.setInteger(value, at: pending(), of: tree) }
  func encode<T: Encodable>(_ value: T) throws { try Self.encode(value, into: pending(), of: tree) }

  // MARK: Values

  /// Encodes any value into a node: strings, Booleans and numbers as themselves; dates, UUIDs,
  /// URLs and data as text (the snapshot forms), decimals as numbers, everything else through
  /// its own `encode(to:)`, the entries of a set (or of a dictionary written as an array) then
  /// put in the order of their text, and refused when two of them have the same text.
  static func encode<T: Encodable>(_ value: T, into node: Int, of tree: EncodingTree) throws {
    if let text = sameType(value, as: String.self) {
      tree.setString(text, at: node)
    } else if let flag = sameType(value, as: Bool.self) {
      tree.setBool(flag, at: node)
    } else if let integer = sameType(value, as: Int.self) {
      try setInteger(integer, at: node, of: tree)
    } else if let number = sameType(value, as: Double.self) {
      try setNumber(number, at: node, of: tree)
    } else if let date = sameType(value, as: Date.self) {
      try tree.setDate(date, at: node)
    } else if let id = sameType(value, as: UUID.self) {
      tree.setUUID(id, at: node)
    } else if let url = sameType(value, as: URL.self) {
      // Its text, as Foundation's JSON coders write it: `URL`'s own conformance writes an
      // object that neither `JSONDecoder` nor a person reading the snapshot expects.
      tree.setString(url.absoluteString, at: node)
    } else if let data = sameType(value, as: Data.self) {
      // Base64, as Foundation's JSON coders write it by default, not `Data`'s own array of
      // numbers.
      tree.setString(data.base64EncodedString(), at: node)
    } else if let decimal = sameType(value, as: Decimal.self) {
      // A number, as Foundation's JSON coders write it, not `Decimal`'s own keyed form.
      guard let number = InexactNumbers.double(exactly: decimal) else {
        throw NavigationError(
          .invalidValue, at: JSONPointer(codingPath: tree.codingPath(to: node)),
          "the decimal \(decimal) has no exact JSON number: it has more significant digits than a Double keeps")
      }
      tree.setNumber(number, at: node)
    } else {
      // A value below a container nested too deep (a recursive type, say) is refused before
      // its own `encode(to:)` runs, so that the recursion stops long before the stack does;
      // making that container recorded the refusal.
      if tree.nodes[node].depth > EncodingTree.maximumDepth, let refusal = tree.refusal { throw refusal }
      do {
        try value.encode(to: TreeEncoder(tree: tree, node: node))
      } catch let error as NavigationError {
        throw error
      } catch let error as EncodingError {
        throw error
      } catch {
        // An error of the type's own says nothing of where it belongs: it is located at the
        // innermost value whose `encode(to:)` threw it.
        throw NavigationError(
          .invalidValue, at: JSONPointer(codingPath: tree.codingPath(to: node)),
          "the value could not be encoded: \(error)")
      }
      try checkEntries(of: value, at: node, of: tree)
    }
  }

  /// Puts a set's or an array-form dictionary's entries in the order of their text, and
  /// refuses a dictionary written as an object whose keys repeat.
  ///
  /// Only an array of two entries or more can be out of order, and only an object marked as
  /// possibly repeating a key can repeat one; the type is asked last.
  @inline(__always)
  private static func checkEntries<T: Encodable>(of value: T, at node: Int, of tree: EncodingTree) throws {
    let kind = tree.nodes[node].kind
    if kind == .array {
      if tree.childCount(node) > 1, let unordered = T.self as? any HashOrderedEncodable.Type {
        try tree.sortEntries(of: node, entrySize: unordered.elementsPerEntry)
      }
    } else if kind == .object, tree.nodes[node].keysMayRepeat, T.self is any HashOrderedEncodable.Type {
      try tree.refuseRepeatedKeys(of: node)
    }
  }

  /// A finite number; JSON has no form for NaN or infinity.
  static func setNumber(_ value: Double, at node: Int, of tree: EncodingTree) throws(NavigationError) {
    guard value.isFinite else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: tree.codingPath(to: node)),
        "JSON has no form for the number \(value)")
    }
    tree.setNumber(value, at: node)
  }

  /// An integer that a JSON number, a `Double`, holds exactly: larger ones would be read back
  /// as another number.
  static func setInteger<T: BinaryInteger>(_ value: T, at node: Int, of tree: EncodingTree) throws(NavigationError) {
    guard let exact = Double(exactly: value) else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: tree.codingPath(to: node)),
        "the integer \(value) has no exact JSON number (its magnitude is over 2^53)")
    }
    // Integers written as digits; a Double that is an integer below 1e21 prints the same way.
    if let signed = Int64(exactly: value) {
      tree.setInteger(signed, at: node)
    } else if let unsigned = UInt64(exactly: value) {
      tree.setUnsigned(unsigned, at: node)
    } else {
      tree.setNumber(exact, at: node)
    }
  }
}
