public import NavigationCodec

/// Writes canonical JSON: what ECMAScript's `JSON.stringify(value, null, 2)` writes with every
/// object's keys sorted by code point, followed by one newline.
///
/// The writer streams: callers open containers, write keys and scalars, and close them. Keys
/// must be written in ascending code-point order, which schema encoders know statically; this
/// is checked in debug builds. To write an arbitrary `JSONValue`, use ``write(_:)``, which
/// sorts for you.
///
/// ```swift
/// var writer = CanonicalJSONWriter()
/// writer.beginObject()
/// writer.key("name"); writer.string("Morning run")
/// writer.endObject()
/// let bytes = writer.finish()  // {\n  "name": "Morning run"\n}\n
/// ```
public struct CanonicalJSONWriter: Sendable {
  private var output: [UInt8] = []
  private var depth = 0
  /// Whether the innermost open container has had an element yet.
  private var hasElements: [Bool] = []
  /// Whether the next value follows a key (and so needs no indentation of its own).
  private var afterKey = false
  #if DEBUG
    private var lastKeys: [[UInt8]?] = []
  #endif

  private let indented: Bool

  /// Creates an empty writer.
  ///
  /// - Parameter compact: Write `JSON.stringify(value)` (no spaces or newlines) instead of the
  ///   two-space indented form. Keys are sorted either way.
  public init(compact: Bool = false) {
    indented = !compact
    output.reserveCapacity(512)
  }

  /// The bytes written so far plus the final newline.
  public consuming func finish() -> [UInt8] {
    output.append(0x0A)
    return output
  }

  /// Opens an object.
  public mutating func beginObject() {
    beginValue()
    output.append(UInt8(ascii: "{"))
    push()
  }

  /// Closes the innermost object.
  public mutating func endObject() { close(UInt8(ascii: "}")) }

  /// Opens an array.
  public mutating func beginArray() {
    beginValue()
    output.append(UInt8(ascii: "["))
    push()
  }

  /// Closes the innermost array.
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Writes an object key; the next call writes its value.
  public mutating func key(_ key: String) {
    #if DEBUG
      let bytes = Array(key.utf8)
      if let last = lastKeys[lastKeys.count - 1] {
        assert(last.lexicographicallyPrecedes(bytes), "keys must be written in ascending order")
      }
      lastKeys[lastKeys.count - 1] = bytes
    #endif
    beginValue()
    writeString(key)
    output.append(UInt8(ascii: ":"))
    if indented { output.append(UInt8(ascii: " ")) }
    afterKey = true
  }

  /// Writes a string value.
  public mutating func string(_ value: String) {
    beginValue()
    writeString(value)
  }

  /// Writes a number in ECMAScript's form.
  public mutating func number(_ value: Double) {
    beginValue()
    output.append(contentsOf: ECMAScriptNumber.format(value).utf8)
  }

  /// Writes an integer.
  public mutating func number(_ value: Int) {
    beginValue()
    output.append(contentsOf: String(value).utf8)
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) {
    beginValue()
    output.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Writes `null`.
  public mutating func null() {
    beginValue()
    output.append(contentsOf: "null".utf8)
  }

  /// Writes any value, sorting object keys by code point.
  ///
  /// Of the members of one object that share a key (which only a value built in code has:
  /// every reader refuses a repeated key), the last is written and the others left out, as
  /// ECMAScript's `JSON.parse` keeps the last: a key is never written twice.
  public mutating func write(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let number): self.number(number)
    case .string(let text): string(text)
    case .array(let elements):
      beginArray()
      for element in elements { write(element) }
      endArray()
    case .object(let members):
      beginObject()
      // Positions, sorted by key and then by position, so that the last of a repeated key is
      // the last of its run. Keys compare as bytes, not as `String`s, whose equality is
      // Unicode's canonical equivalence.
      let order = members.indices.sorted { left, right in
        let (leftKey, rightKey) = (members[left].key.utf8, members[right].key.utf8)
        return leftKey.elementsEqual(rightKey) ? left < right : leftKey.lexicographicallyPrecedes(rightKey)
      }
      for (rank, position) in order.enumerated() {
        let member = members[position]
        if rank + 1 < order.count, members[order[rank + 1]].key.utf8.elementsEqual(member.key.utf8) { continue }
        key(member.key)
        write(member.value)
      }
      endObject()
    }
  }

  /// The canonical bytes of a value, final newline included.
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - compact: Leave out the indentation and newlines inside the value.
  /// - Returns: The UTF-8 bytes.
  public static func encode(_ value: JSONValue, compact: Bool = false) -> [UInt8] {
    var writer = CanonicalJSONWriter(compact: compact)
    writer.write(value)
    return writer.finish()
  }

  private mutating func push() {
    depth += 1
    hasElements.append(false)
    #if DEBUG
      lastKeys.append(nil)
    #endif
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    let hadElements = hasElements.removeLast()
    #if DEBUG
      lastKeys.removeLast()
    #endif
    if hadElements { newline() }
    output.append(bracket)
  }

  /// Puts the separator and indentation before a value or key, unless it follows a key.
  private mutating func beginValue() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    if hasElements[depth - 1] {
      output.append(UInt8(ascii: ","))
    } else {
      hasElements[depth - 1] = true
    }
    newline()
  }

  private mutating func newline() {
    guard indented else { return }
    output.append(0x0A)
    // A plain loop: appending a `repeatElement` goes through the generic sequence path, which
    // costs far more than the bytes it writes.
    for _ in 0..<depth * 2 { output.append(UInt8(ascii: " ")) }
  }

  private mutating func writeString(_ text: String) {
    output.append(UInt8(ascii: "\""))
    // Most text needs no escaping: its bytes are checked in place and copied whole, rather than
    // walked through the string's UTF-8 view byte by byte.
    let copied =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        guard !bytes.contains(where: JSONStringEscapes.needsEscape) else { return false }
        output.append(contentsOf: bytes)
        return true
      } ?? false
    if !copied {
      for byte in text.utf8 { writeEscaped(byte) }
    }
    output.append(UInt8(ascii: "\""))
  }

  private mutating func writeEscaped(_ byte: UInt8) {
    JSONStringEscapes.write(byte) { output.append($0) }
  }
}
