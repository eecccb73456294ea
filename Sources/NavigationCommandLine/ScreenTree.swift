import NavigationCodec

/// Screen trees as `explain` writes them: indented lines for people, nested objects for tools,
/// and the tree of a snapshot for an app that describes none.
enum ScreenTree {
  /// How deep a snapshot's tree goes; deeper values are summarised on one line, so that a
  /// deeply nested state cannot make the tree unbounded.
  static let depthLimit = 16

  /// The nodes of a snapshot value: a node for each member or element, named by its key or
  /// index, with a scalar as its label.
  ///
  /// An enum case's unlabelled values, which Swift's `Codable` keys `_0`, `_1`, …, read as
  /// elements: named by their index, and a single scalar one is its case's label
  /// (`book: "6f1c…"` rather than `book` over `_0: "6f1c…"`).
  static func nodes(of value: JSONValue, depth: Int = 0) -> [ScreenNode] {
    switch value {
    case .object(let members):
      members.map { member in
        let role = positionalIndex(member.key).map(String.init) ?? member.key
        return node(role, member.value, depth: depth)
      }
    case .array(let elements):
      elements.enumerated().map { node(String($0.offset), $0.element, depth: depth) }
    default:
      [ScreenNode("value", label(of: value))]
    }
  }

  private static func node(_ role: String, _ value: JSONValue, depth: Int) -> ScreenNode {
    switch value {
    case .object(let members) where members.count == 1 && members[0].key == "_0" && isScalar(members[0].value):
      ScreenNode(role, label(of: members[0].value))
    case .object(let members) where depth < depthLimit:
      ScreenNode(role, members.isEmpty ? "{}" : "", children: nodes(of: value, depth: depth + 1))
    case .array(let elements) where depth < depthLimit:
      ScreenNode(role, elements.isEmpty ? "[]" : "", children: nodes(of: value, depth: depth + 1))
    default:
      ScreenNode(role, label(of: value))
    }
  }

  /// The index of a key Swift's `Codable` gives an unlabelled value (`_0` is 0); `nil` for
  /// any other key.
  private static func positionalIndex(_ key: String) -> Int? {
    let digits = key.utf8.dropFirst()
    guard key.utf8.first == UInt8(ascii: "_"), (1...3).contains(digits.count),
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  private static func isScalar(_ value: JSONValue) -> Bool {
    switch value {
    case .array, .object: false
    case .null, .bool, .number, .string: true
    }
  }

  private static func label(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number): ECMAScriptNumber.format(number)
    case .string(let string): "\"\(string)\""
    case .array(let elements): "[\(elements.count) elements]"
    case .object(let members): "{\(members.count) members}"
    }
  }

  /// The tree as lines, two spaces deeper for each level, with control characters escaped.
  static func lines(_ nodes: [ScreenNode], indent: Int) -> [String] {
    // Depth first without recursion: an app's tree may be as deep as its state.
    var lines: [String] = []
    var pending = nodes.reversed().map { (node: $0, level: 0) }
    while let (node, level) = pending.popLast() {
      let text = node.label.isEmpty ? node.role : node.role + ": " + node.label
      lines.append(String(repeating: " ", count: indent + 2 * level) + SingleLineText.escaping(text))
      pending += node.children.reversed().map { ($0, level + 1) }
    }
    return lines
  }

  /// The tree as `[{"role", "label", "children"}]`.
  static func json(_ nodes: [ScreenNode]) -> JSONValue {
    // Built bottom up without recursion: each node's children are finished before it.
    var order: [(node: ScreenNode, parent: Int?)] = []
    var pending = nodes.map { (node: $0, parent: Int?.none) }
    while let next = pending.popLast() {
      order.append(next)
      pending += next.node.children.map { ($0, order.count - 1) }
    }
    var children = [[JSONValue]](repeating: [], count: order.count)
    var roots: [JSONValue] = []
    for index in order.indices.reversed() {
      let (node, parent) = order[index]
      let value = JSONValue.object([
        JSONMember("role", .string(node.role)), JSONMember("label", .string(node.label)),
        JSONMember("children", .array(children[index])),
      ])
      if let parent { children[parent].append(value) } else { roots.append(value) }
    }
    return .array(roots)
  }
}
