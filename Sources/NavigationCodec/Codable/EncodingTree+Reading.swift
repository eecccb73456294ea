// Memory: ranges of `text` read here are keys and strings `store` placed in it.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Reading the tree back: its members, keys and strings, for the containers that merge into
// what was encoded and for the writer.
extension EncodingTree {

  /// The number of children of a container.
  func childCount(_ node: Int) -> Int { Int(nodes[node].count) }

  /// A member's key; `nil` for an array element or the root.
  func key(of node: Int) -> String? {
    let member = nodes[node]
    guard member.keyStart >= 0 else { return nil }
    return string(Int(member.keyStart), Int(member.keyCount))
  }

  /// Whether a member's key is `name`, compared by bytes without making a string.
  func hasKey(_ node: Int, _ name: String) -> Bool {
    let member = nodes[node]
    guard member.keyStart >= 0 else { return false }
    var name = name
    return name.withUTF8 { name in
      let start = Int(member.keyStart)
      return UnsafeBufferPointer(rebasing: text[start..<start + Int(member.keyCount)]).hasSameBytes(as: name)
    }
  }

  /// Forgets an object's index of members, if it has one.
  func dropIndex(of object: Int) {
    guard nodes[object].indexed else { return }
    nodes[object].indexed = false
    memberIndexes[object] = nil
  }

  /// The member of an object written last for `key`, or `nil` when there is none.
  ///
  /// - Complexity: O(*n*) for an object of up to 16 members, O(1) amortized for a larger one,
  ///   whose members are indexed by key on the first look-up.
  func member(of object: Int, key: String) -> Int? {
    if nodes[object].count > Self.sortedInsertionLimit {
      var (members, last) = nodes[object].indexed ? memberIndexes[object] ?? ([:], -1) : ([:], -1)
      memberIndexes[object] = nil
      var child = last >= 0 ? nodes[Int(last)].next : nodes[object].firstChild
      while child >= 0 {
        let start = Int(nodes[Int(child)].keyStart)
        if start >= 0 { members[Array(text[start..<start + Int(nodes[Int(child)].keyCount)])] = child }
        last = child
        child = nodes[Int(child)].next
      }
      let found = members[Array(key.utf8)].map(Int.init)
      memberIndexes[object] = (members, last)
      nodes[object].indexed = true
      return found
    }
    var found: Int?
    var child = nodes[object].firstChild
    while child >= 0 {
      if hasKey(Int(child), key) { found = Int(child) }
      child = nodes[Int(child)].next
    }
    return found
  }

  /// A string node's value.
  func string(at node: Int) -> String {
    let payload = nodes[node].payload
    return string(Int(payload >> 32), Int(payload & 0xFFFF_FFFF))
  }

  /// The coding path of a node, for errors and for types that read their path.
  func codingPath(to node: Int) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var current = node
    while nodes[current].parent >= 0 {
      let parent = Int(nodes[current].parent)
      if let key = key(of: current) {
        path.append(JSONCodingKey(stringValue: key))
      } else {
        path.append(JSONCodingKey(index: position(of: current, in: parent)))
      }
      current = parent
    }
    return path.reversed()
  }

  /// Compares two members' keys by their UTF-8 bytes, which is code-point order: negative,
  /// zero or positive.
  func compareKeys(_ lhs: Int, _ rhs: Int) -> Int {
    let (left, right) = (nodes[lhs], nodes[rhs])
    let bytes = text
    let (leftStart, rightStart) = (Int(left.keyStart), Int(right.keyStart))
    for offset in 0..<Int(min(left.keyCount, right.keyCount)) {
      let (leftByte, rightByte) = (bytes[leftStart + offset], bytes[rightStart + offset])
      if leftByte != rightByte { return leftByte < rightByte ? -1 : 1 }
    }
    return Int(left.keyCount) - Int(right.keyCount)
  }
}
