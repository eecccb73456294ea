#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The values an encoding has produced, as a tree in one array, written out as canonical JSON
/// once the top-level value has encoded.
///
/// `Codable` containers have no "end", and keys arrive in whatever order a type encodes them.
/// Nodes are linked by index (first child, next sibling), so a container costs no array of its
/// own, and an object keeps its members in key order as they arrive: a small object's new
/// member is linked into place, a large one's members are sorted once when it is written.
///
/// ```
/// nodes[i]: value | key (in an object) | parent | first child | last child | next sibling
///           | child count | whether the children still need sorting
/// ```
final class EncodingTree {
  enum Value {
    /// A value whose encoder has not written anything yet; written as `{}`, as Foundation does.
    case pending
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int64)
    case unsigned(UInt64)
    case string(String)
    case array
    case object
  }

  struct Node {
    var value: Value
    var key: String?
    var parent: Int32
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var count: Int32 = 0
    var unsorted = false
  }

  /// Objects with up to this many members keep them sorted as they arrive; larger ones (a big
  /// dictionary) are sorted once, when written, so that building stays linear.
  private static let sortedInsertionLimit: Int32 = 16

  // Unchecked: the tree belongs to one encoding on one thread, and every access is a short
  // read or write that never overlaps another.
  @exclusivity(unchecked) private(set) var nodes: [Node] = [Node(value: .pending, key: nil, parent: -1)]

  /// Adds a child to a container node, with its key when the container is an object.
  func append(_ value: Value, to parent: Int, key: String? = nil) -> Int {
    let index = Int32(nodes.count)
    nodes.append(Node(value: value, key: key, parent: Int32(parent)))
    defer { nodes[parent].count += 1 }
    let last = nodes[parent].lastChild
    // An array element, or a key that arrives in order, goes to the end at once.
    guard let key, last >= 0, let lastKey = nodes[Int(last)].key, Self.compare(lastKey, key) > 0 else {
      link(index, after: last, in: parent)
      return Int(index)
    }
    // Out of order in a large object: appended, and the object sorted once when written.
    if nodes[parent].unsorted || nodes[parent].count >= Self.sortedInsertionLimit {
      nodes[parent].unsorted = true
      link(index, after: last, in: parent)
      return Int(index)
    }
    // Otherwise after every member whose key sorts before or equals this one: equal keys stay
    // in the order written, so the last of them is the one written out.
    var previous: Int32 = -1
    var child = nodes[parent].firstChild
    while child >= 0, let childKey = nodes[Int(child)].key, Self.compare(childKey, key) <= 0 {
      previous = child
      child = nodes[Int(child)].next
    }
    link(index, after: previous, in: parent)
    return Int(index)
  }

  /// Links a node into a container's children after `previous` (-1: first).
  private func link(_ index: Int32, after previous: Int32, in parent: Int) {
    if previous < 0 {
      nodes[Int(index)].next = nodes[parent].firstChild
      nodes[parent].firstChild = index
    } else {
      nodes[Int(index)].next = nodes[Int(previous)].next
      nodes[Int(previous)].next = index
    }
    if nodes[Int(index)].next < 0 { nodes[parent].lastChild = index }
  }

  func set(_ value: Value, at node: Int) { nodes[node].value = value }

  /// Makes a node a container of the given kind, keeping it as it is when it already is one
  /// (a type may ask its encoder for the same container more than once).
  func makeContainer(_ node: Int, object: Bool) {
    switch (nodes[node].value, object) {
    case (.object, true), (.array, false): return
    default:
      nodes[node].value = object ? .object : .array
      nodes[node].firstChild = -1
      nodes[node].lastChild = -1
      nodes[node].count = 0
      nodes[node].unsorted = false
    }
  }

  /// The number of children of a container.
  func childCount(_ node: Int) -> Int { Int(nodes[node].count) }

  /// The coding path of a node, for errors and for types that read their path.
  func codingPath(to node: Int) -> [any CodingKey] {
    var path: [any CodingKey] = []
    var current = node
    while nodes[current].parent >= 0 {
      let parent = Int(nodes[current].parent)
      if let key = nodes[current].key {
        path.append(JSONCodingKey(stringValue: key))
      } else {
        path.append(JSONCodingKey(index: position(of: current, in: parent)))
      }
      current = parent
    }
    return path.reversed()
  }

  /// An array element's index: arrays keep their elements in the order written.
  private func position(of node: Int, in parent: Int) -> Int {
    var index = 0
    var child = nodes[parent].firstChild
    while child >= 0 && Int(child) != node {
      index += 1
      child = nodes[Int(child)].next
    }
    return index
  }

  /// Compares two keys by their UTF-8 bytes, which is code-point order.
  static func compare(_ lhs: String, _ rhs: String) -> Int {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { left in
      rhs.withUTF8 { right in
        for offset in 0..<min(left.count, right.count) where left[offset] != right[offset] {
          return left[offset] < right[offset] ? -1 : 1
        }
        return left.count - right.count
      }
    }
  }

  // MARK: Writing

  /// Writes the tree as canonical JSON, objects' keys sorted by code point; a key written
  /// twice keeps its last value, as Foundation's encoder does.
  func write(to writer: inout CanonicalJSONWriter) {
    // An explicit stack of open containers and the child to write next in each.
    var stack: [(node: Int, next: Int32)] = []
    var current: Int? = 0
    while true {
      if let node = current {
        current = nil
        switch nodes[node].value {
        case .pending: writer.emptyObject()
        case .null: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .number(let number): writer.number(number)
        case .integer(let integer): writer.rawNumber(String(integer))
        case .unsigned(let integer): writer.rawNumber(String(integer))
        case .string(let text): writer.string(text)
        case .array:
          writer.beginArray()
          stack.append((node, nodes[node].firstChild))
        case .object:
          writer.beginObject()
          if nodes[node].unsorted { sortMembers(of: node) }
          stack.append((node, nodes[node].firstChild))
        }
      }
      guard let top = stack.indices.last else { return }
      let (node, next) = stack[top]
      guard next >= 0 else {
        stack.removeLast()
        if case .object = nodes[node].value { writer.endObject() } else { writer.endArray() }
        continue
      }
      let child = Int(next)
      stack[top].next = nodes[child].next
      if let key = nodes[child].key {
        // Of a run of equal keys, only the last is written.
        let following = nodes[child].next
        if following >= 0, let nextKey = nodes[Int(following)].key, Self.compare(key, nextKey) == 0 { continue }
        writer.key(key)
      }
      current = child
    }
  }

  /// Relinks a large object's members in key order, equal keys in the order written.
  private func sortMembers(of node: Int) {
    var members: [Int32] = []
    members.reserveCapacity(Int(nodes[node].count))
    var child = nodes[node].firstChild
    while child >= 0 {
      members.append(child)
      child = nodes[Int(child)].next
    }
    members = members.enumerated().sorted { lhs, rhs in
      let comparison = Self.compare(nodes[Int(lhs.element)].key ?? "", nodes[Int(rhs.element)].key ?? "")
      return comparison < 0 || (comparison == 0 && lhs.offset < rhs.offset)
    }.map(\.element)
    for (position, member) in members.enumerated() {
      nodes[Int(member)].next = position + 1 < members.count ? members[position + 1] : -1
    }
    nodes[node].firstChild = members.first ?? -1
    nodes[node].lastChild = members.last ?? -1
    nodes[node].unsorted = false
  }
}
