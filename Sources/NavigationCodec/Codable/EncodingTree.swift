#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The values an encoding has produced, as a tree in one array, written out as canonical JSON
/// once the top-level value has encoded.
///
/// `Codable` containers have no "end": keys arrive in whatever order a type encodes them and
/// only the finished tree can be sorted. Nodes are linked by index (first child, next sibling),
/// so a container costs no array of its own.
///
/// ```
/// nodes[i]: value | key (in an object) | parent | first child | last child | next sibling
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
  }

  private(set) var nodes: [Node] = [Node(value: .pending, key: nil, parent: -1)]

  /// Adds a child to a container node, with its key when the container is an object.
  func append(_ value: Value, to parent: Int, key: String? = nil) -> Int {
    let index = nodes.count
    nodes.append(Node(value: value, key: key, parent: Int32(parent)))
    let last = nodes[parent].lastChild
    if last < 0 { nodes[parent].firstChild = Int32(index) } else { nodes[Int(last)].next = Int32(index) }
    nodes[parent].lastChild = Int32(index)
    return index
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
    }
  }

  /// The number of children of a container.
  func childCount(_ node: Int) -> Int {
    var count = 0
    var child = nodes[node].firstChild
    while child >= 0 {
      count += 1
      child = nodes[Int(child)].next
    }
    return count
  }

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

  private func position(of node: Int, in parent: Int) -> Int {
    var index = 0
    var child = nodes[parent].firstChild
    while child >= 0 && Int(child) != node {
      index += 1
      child = nodes[Int(child)].next
    }
    return index
  }

  // MARK: Writing

  /// Writes the tree as canonical JSON, objects' keys sorted by code point; a key written
  /// twice keeps its last value, as Foundation's encoder does.
  func write(to writer: inout CanonicalJSONWriter) {
    // An explicit stack of open containers and the children still to write.
    var stack: [(node: Int, children: [Int], next: Int)] = []
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
          stack.append((node, children(of: node), 0))
        case .object:
          writer.beginObject()
          stack.append((node, sortedMembers(of: node), 0))
        }
      }
      guard let top = stack.indices.last else { return }
      let (node, children, next) = stack[top]
      if next == children.count {
        stack.removeLast()
        if case .object = nodes[node].value { writer.endObject() } else { writer.endArray() }
        continue
      }
      stack[top].next += 1
      let child = children[next]
      if let key = nodes[child].key, case .object = nodes[node].value { writer.key(key) }
      current = child
    }
  }

  private func children(of node: Int) -> [Int] {
    var children: [Int] = []
    var child = nodes[node].firstChild
    while child >= 0 {
      children.append(Int(child))
      child = nodes[Int(child)].next
    }
    return children
  }

  /// An object's members sorted by key, the last of each repeated key kept.
  private func sortedMembers(of node: Int) -> [Int] {
    var members = children(of: node)
    // A stable sort keeps repeated keys in written order, so the last of a run wins.
    members = members.enumerated().sorted { lhs, rhs in
      let (left, right) = (nodes[lhs.element].key ?? "", nodes[rhs.element].key ?? "")
      if left.utf8.elementsEqual(right.utf8) { return lhs.offset < rhs.offset }
      return left.utf8.lexicographicallyPrecedes(right.utf8)
    }.map(\.element)
    var kept: [Int] = []
    kept.reserveCapacity(members.count)
    for member in members {
      if let last = kept.last, (nodes[last].key ?? "").utf8.elementsEqual((nodes[member].key ?? "").utf8) {
        kept[kept.count - 1] = member
      } else {
        kept.append(member)
      }
    }
    return kept
  }
}
