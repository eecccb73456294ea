// Memory: `text` is the tree's own buffer; every range read is a key or string `store` placed in it.
extension EncodingTree {
  /// The tree as canonical JSON plus one newline: objects' keys sorted by code point, a key
  /// written twice keeping its last value (as Foundation's encoder does), two-space
  /// indentation unless `compact`.
  ///
  /// The bytes go straight into the result's storage, sized by ``sizeBound``; should the
  /// bound ever fall short, nothing is written past it and the tree is written again into
  /// twice the room. (`capacity` replaces the bound, for tests of that path.)
  func written(compact: Bool, capacity: Int? = nil) -> [UInt8] {
    written(from: 0, compact: compact, newline: true, capacity: max(capacity ?? sizeBound, 1))
  }

  /// The value at `root` as canonical JSON, into a buffer of `capacity` bytes that doubles
  /// until the value fits.
  func written(from root: Int, compact: Bool, newline: Bool, capacity: Int) -> [UInt8] {
    var capacity = capacity
    while true {
      var complete = false
      let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        var output = ByteSink(buffer)
        write(root, to: &output, compact: compact)
        if newline { output.append(0x0A) }
        complete = !output.overflowed
        count = complete ? output.count : 0
      }
      if complete { return bytes }
      capacity *= 2
    }
  }

  /// Walks the value at `root` depth first by its links, without a stack: a node's parent is
  /// where the walk goes when its last member is written.
  private func write(_ root: Int, to output: inout ByteSink, compact: Bool) {
    let text = self.text
    var node = root
    while true {
      if let member = open(node, text, &output, compact: compact) {
        node = member
        continue
      }
      // The node is written whole: on to its next sibling, closing finished containers.
      while true {
        guard node != root else { return }
        let sibling = firstWritten(from: nodes[node].next)
        if sibling >= 0 {
          output.append(UInt8(ascii: ","))
          writeMemberStart(sibling, text, &output, compact: compact)
          node = sibling
          break
        }
        node = Int(nodes[node].parent)
        if !compact { output.appendNewline(depth: nodes[node].depth) }
        output.append(nodes[node].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      }
    }
  }

  /// Writes a scalar whole, or opens a container and returns its first member after writing
  /// what comes before it; an empty container is opened and closed.
  private func open(_ node: Int, _ text: UnsafeBufferPointer<UInt8>, _ output: inout ByteSink, compact: Bool) -> Int? {
    let value = nodes[node]
    switch value.kind {
    case .pending: output.append(ascii: "{}")
    case .null: output.append(ascii: "null")
    case .bool: output.append(ascii: value.payload == 0 ? "false" : "true")
    case .number:
      var digits = ECMAScriptNumber.format(Double(bitPattern: value.payload))
      digits.withUTF8 { output.append($0) }
    case .integer:
      let integer = Int64(bitPattern: value.payload)
      if integer < 0 { output.append(UInt8(ascii: "-")) }
      output.appendDecimal(integer.magnitude)
    case .unsigned: output.appendDecimal(value.payload)
    case .string:
      let start = Int(value.payload >> 32)
      output.appendJSONString(
        UnsafeBufferPointer(rebasing: text[start..<start + Int(value.payload & 0xFFFF_FFFF)]),
        escapes: value.stringEscapes)
    case .array, .object:
      if value.unsorted { sortMembers(of: node) }
      output.append(value.kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
      let member = firstWritten(from: nodes[node].firstChild)
      guard member >= 0 else {
        output.append(value.kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        return nil
      }
      writeMemberStart(member, text, &output, compact: compact)
      return member
    }
    return nil
  }

  /// The newline and indentation before a member, and its key.
  private func writeMemberStart(
    _ member: Int, _ text: UnsafeBufferPointer<UInt8>, _ output: inout ByteSink, compact: Bool
  ) {
    let node = nodes[member]
    if !compact { output.appendNewline(depth: node.depth) }
    guard node.keyStart >= 0 else { return }
    let start = Int(node.keyStart)
    output.appendJSONString(
      UnsafeBufferPointer(rebasing: text[start..<start + Int(node.keyCount)]), escapes: node.keyEscapes)
    output.append(UInt8(ascii: ":"))
    if !compact { output.append(UInt8(ascii: " ")) }
  }

  /// The member written from a run of siblings starting at `child`, -1 when there is none.
  ///
  /// Of a run of equal keys, only the last is written.
  private func firstWritten(from child: Int32) -> Int {
    var child = child
    while child >= 0, nodes[Int(child)].keyRepeatsNext { child = nodes[Int(child)].next }
    return Int(child)
  }
}
