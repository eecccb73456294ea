extension EncodingTree {
  /// The tree as canonical JSON plus one newline: objects' keys sorted by code point, a key
  /// written twice keeping its last value (as Foundation's encoder does), two-space
  /// indentation unless `compact`.
  ///
  /// The bytes go straight into the result's storage, sized by ``sizeBound``; should the
  /// bound ever fall short, nothing is written past it and the tree is written again into
  /// twice the room. (`capacity` replaces the bound, for tests of that path.)
  func written(compact: Bool, capacity: Int? = nil) -> [UInt8] {
    var capacity = max(capacity ?? sizeBound, 1)
    while true {
      var complete = false
      let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        var output = TreeOutput(buffer)
        write(to: &output, compact: compact)
        output.byte(0x0A)
        complete = !output.overflowed
        count = complete ? output.count : 0
      }
      if complete { return bytes }
      capacity *= 2
    }
  }

  /// Walks the tree depth first by its links, without a stack: a node's parent is where the
  /// walk goes when its last member is written.
  private func write(to output: inout TreeOutput, compact: Bool) {
    text.withUnsafeBufferPointer { text in
      var node = 0
      while true {
        if let member = open(node, text, &output, compact: compact) {
          node = member
          continue
        }
        // The node is written whole: on to its next sibling, closing finished containers.
        while true {
          guard node != 0 else { return }
          let sibling = firstWritten(from: nodes[node].next)
          if sibling >= 0 {
            output.byte(UInt8(ascii: ","))
            writeMemberStart(sibling, text, &output, compact: compact)
            node = sibling
            break
          }
          node = Int(nodes[node].parent)
          if !compact { output.newline(depth: nodes[node].depth) }
          output.byte(nodes[node].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
      }
    }
  }

  /// Writes a scalar whole, or opens a container and returns its first member after writing
  /// what comes before it; an empty container is opened and closed.
  private func open(_ node: Int, _ text: UnsafeBufferPointer<UInt8>, _ output: inout TreeOutput, compact: Bool) -> Int?
  {
    let value = nodes[node]
    switch value.kind {
    case .pending: output.literal("{}")
    case .null: output.literal("null")
    case .bool: output.literal(value.payload == 0 ? "false" : "true")
    case .number:
      var digits = ECMAScriptNumber.format(Double(bitPattern: value.payload))
      digits.withUTF8 { output.bytes($0) }
    case .integer:
      let integer = Int64(bitPattern: value.payload)
      if integer < 0 { output.byte(UInt8(ascii: "-")) }
      output.decimal(integer.magnitude)
    case .unsigned: output.decimal(value.payload)
    case .string:
      let start = Int(value.payload >> 32)
      output.string(
        UnsafeBufferPointer(rebasing: text[start..<start + Int(value.payload & 0xFFFF_FFFF)]),
        escapes: value.stringEscapes)
    case .array, .object:
      if value.unsorted { sortMembers(of: node) }
      output.byte(value.kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
      let member = firstWritten(from: nodes[node].firstChild)
      guard member >= 0 else {
        output.byte(value.kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        return nil
      }
      writeMemberStart(member, text, &output, compact: compact)
      return member
    }
    return nil
  }

  /// The newline and indentation before a member, and its key.
  private func writeMemberStart(
    _ member: Int, _ text: UnsafeBufferPointer<UInt8>, _ output: inout TreeOutput, compact: Bool
  ) {
    let node = nodes[member]
    if !compact { output.newline(depth: node.depth) }
    guard node.keyStart >= 0 else { return }
    let start = Int(node.keyStart)
    output.string(UnsafeBufferPointer(rebasing: text[start..<start + Int(node.keyCount)]), escapes: node.keyEscapes)
    output.byte(UInt8(ascii: ":"))
    if !compact { output.byte(UInt8(ascii: " ")) }
  }

  /// The member written from a run of siblings starting at `child`, -1 when there is none.
  ///
  /// Of a run of equal keys, only the last is written.
  private func firstWritten(from child: Int32) -> Int {
    var child = child
    while child >= 0 {
      let next = nodes[Int(child)].next
      guard next >= 0, nodes[Int(child)].keyStart >= 0, compareKeys(Int(child), Int(next)) == 0 else { break }
      child = next
    }
    return Int(child)
  }
}

/// Bytes written into a buffer of fixed size; what does not fit is not written and marks the
/// output overflowed.
private struct TreeOutput {
  private let base: UnsafeMutablePointer<UInt8>?
  private let capacity: Int
  private(set) var count = 0
  private(set) var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    base = buffer.baseAddress
    capacity = buffer.count
  }

  /// The start of room for `length` more bytes, counted as written; `nil` when they do not fit.
  private mutating func reserve(_ length: Int) -> UnsafeMutablePointer<UInt8>? {
    guard let base, length <= capacity &- count else {
      overflowed = true
      return nil
    }
    defer { count &+= length }
    return base + count
  }

  mutating func byte(_ byte: UInt8) {
    reserve(1)?.initialize(to: byte)
  }

  mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, let target = reserve(bytes.count) else { return }
    target.initialize(from: source, count: bytes.count)
  }

  mutating func literal(_ literal: StaticString) {
    bytes(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  mutating func newline(depth: Int32) {
    let indentation = 2 &* Int(depth)
    guard let target = reserve(1 &+ indentation) else { return }
    target.initialize(to: 0x0A)
    (target + 1).initialize(repeating: UInt8(ascii: " "), count: indentation)
  }

  /// A string in quotes, escaped where JSON requires.
  mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, escapes: Bool) {
    byte(UInt8(ascii: "\""))
    if escapes {
      for byte in bytes { escaped(byte) }
    } else {
      self.bytes(bytes)
    }
    byte(UInt8(ascii: "\""))
  }

  private mutating func escaped(_ byte: UInt8) {
    guard JSONStringEscapes.needsEscape(byte) else { return self.byte(byte) }
    self.byte(UInt8(ascii: "\\"))
    if let letter = JSONStringEscapes.shortEscape(byte) { return self.byte(letter) }
    literal("u00")
    self.byte(JSONStringEscapes.hexDigit(byte >> 4))
    self.byte(JSONStringEscapes.hexDigit(byte & 0xF))
  }

  /// An integer's decimal digits.
  mutating func decimal(_ value: UInt64) {
    var digitCount = 1
    var rest = value / 10
    while rest > 0 {
      digitCount &+= 1
      rest /= 10
    }
    guard let target = reserve(digitCount) else { return }
    rest = value
    for index in stride(from: digitCount - 1, through: 0, by: -1) {
      (target + index).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
  }
}
