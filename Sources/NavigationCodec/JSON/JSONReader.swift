/// Reads JSON text (RFC 8259) into a ``JSONValue``, with errors that give a line and column.
///
/// The reader never recurses, so nesting is bounded by ``Limits/nestingDepth`` and not by the
/// stack; input larger than ``Limits/snapshotSize`` is refused before it is looked at.
public struct JSONReader: Sendable {
  /// The limits applied to every document.
  public var limits: Limits

  /// Creates a reader with the given limits.
  public init(limits: Limits = .default) {
    self.limits = limits
  }

  /// The deepest nesting ever read, whatever the limits say: a ``JSONValue`` is a recursive
  /// enum, and comparing or destroying one recurses once per level.
  public static let maximumNestingDepth = 1000

  private var maxDepth: Int { min(limits.nestingDepth, Self.maximumNestingDepth) }

  /// Parses a whole document.
  ///
  /// - Throws: ``NavigationError`` with code `limit-exceeded` (size or depth) or
  ///   `malformed-json`, located as `line L, column C`.
  public func read(_ bytes: some Collection<UInt8>) throws(NavigationError) -> JSONValue {
    // The size is checked before anything is copied, so a huge input costs nothing.
    try checkSize(bytes.count)
    let result =
      bytes.withContiguousStorageIfAvailable { buffer in
        Result { () throws(NavigationError) in try read(buffer) }
      }
      ?? Array(bytes).withUnsafeBufferPointer { buffer in
        Result { () throws(NavigationError) in try read(buffer) }
      }
    return try result.get()
  }

  /// Parses a whole document from a byte buffer.
  public func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(NavigationError) -> JSONValue {
    try checkSize(bytes.count)
    var parser = JSONParser(bytes, maxDepth: maxDepth)
    return try parser.parseDocument()
  }

  private func checkSize(_ count: Int) throws(NavigationError) {
    guard count <= limits.snapshotSize else {
      throw .limitExceeded(at: "input", "the document is larger than the limit of \(limits.snapshotSize) bytes")
    }
  }

  /// Parses a whole document from a byte array.
  public func read(_ bytes: [UInt8]) throws(NavigationError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(NavigationError) in try read(buffer) }
    }
    return try result.get()
  }

  /// Parses a whole document given as text.
  public func read(_ text: String) throws(NavigationError) -> JSONValue {
    try read(Array(text.utf8))
  }
}

/// The byte-level parser behind ``JSONReader``; one instance reads one document.
struct JSONParser: ~Copyable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let maxDepth: Int
  private var index = 0

  /// An open container on the explicit stack that replaces recursion.
  ///
  /// Frames are mutated in
  /// place (never popped and pushed back), so appending an element never copies the array.
  private struct Frame {
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    var key = ""
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  mutating func parseDocument() throws(NavigationError) -> JSONValue {
    var stack: [Frame] = []
    // Snapshots nest a handful of levels: room for them up front, so the stack never regrows.
    stack.reserveCapacity(8)
    skipWhitespace()
    while true {
      // Read one value, or open a container and loop to read its first element.
      var value: JSONValue
      guard index < bytes.count else { throw error("expected a value but the input ended") }
      switch bytes[index] {
      case UInt8(ascii: "["):
        try open(&stack)
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          index += 1
          value = .array([])
        } else {
          var frame = Frame(isObject: false)
          frame.elements.reserveCapacity(4)
          stack.append(frame)
          continue
        }
      case UInt8(ascii: "{"):
        try open(&stack)
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          index += 1
          value = .object([])
        } else {
          let key = try parseKey()
          var frame = Frame(isObject: true, key: key)
          // Schema objects have a handful of members: start with room for a few.
          frame.members.reserveCapacity(4)
          stack.append(frame)
          continue
        }
      default:
        value = try parseScalar()
      }

      // Attach the value to its container, closing every container that ends here.
      while true {
        let top = stack.count - 1
        guard top >= 0 else {
          skipWhitespace()
          guard index == bytes.count else {
            throw error("expected the end of the document after the top-level value")
          }
          return value
        }
        skipWhitespace()
        let next = peek()
        if stack[top].isObject {
          stack[top].members.append(JSONMember(stack[top].key, value))
          if next == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            stack[top].key = try parseKey()
            break
          } else if next == UInt8(ascii: "}") {
            index += 1
            value = .object(stack.removeLast().members)
          } else {
            throw error("expected ',' or '}' after an object member")
          }
        } else {
          stack[top].elements.append(value)
          if next == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            break
          } else if next == UInt8(ascii: "]") {
            index += 1
            value = .array(stack.removeLast().elements)
          } else {
            throw error("expected ',' or ']' after an array element")
          }
        }
      }
    }
  }

  private mutating func open(_ stack: inout [Frame]) throws(NavigationError) {
    guard stack.count < maxDepth else {
      throw NavigationError.limitExceeded(
        at: location(), "the document nests deeper than the limit of \(maxDepth) levels")
    }
    index += 1
  }

  /// Reads `"key"` and the `:` after it, leaving the index at the member's value.
  private mutating func parseKey() throws(NavigationError) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
    let key = try parseString()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
    index += 1
    skipWhitespace()
    return key
  }

  private mutating func parseScalar() throws(NavigationError) -> JSONValue {
    switch bytes[index] {
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value")
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(NavigationError) {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count else { throw error("expected '\(word)'") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw error("expected '\(word)'")
    }
    index += count
  }

  private mutating func parseNumber() throws(NavigationError) -> Double {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    guard let first = peek(), isDigit(first) else { throw error("expected a digit in a number") }
    index += 1
    if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
      throw error("a number may not have a leading zero")
    }
    skipDigits()
    var isInteger = true
    if peek() == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard let digit = peek(), isDigit(digit) else {
        throw error("expected a digit after the decimal point")
      }
      skipDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard let digit = peek(), isDigit(digit) else { throw error("expected a digit in the exponent") }
      skipDigits()
    }
    let lexeme = UnsafeBufferPointer(rebasing: bytes[start..<index])
    // Small integers are exact and common (versions, distances); skip the general conversion.
    if isInteger, lexeme.count <= 16 {
      var magnitude = 0
      for byte in lexeme where byte != UInt8(ascii: "-") {
        magnitude = magnitude &* 10 &+ Int(byte &- UInt8(ascii: "0"))
      }
      return lexeme[0] == UInt8(ascii: "-") ? -Double(magnitude) : Double(magnitude)
    }
    guard let value = Double(String(decoding: lexeme, as: UTF8.self)), value.isFinite else {
      index = start
      throw error("the number is out of range")
    }
    return value
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { index += 1 }
  }

  /// Reads a string literal starting at its opening quote.
  private mutating func parseString() throws(NavigationError) -> String {
    index += 1
    let start = index
    // Fast path: no escapes, so the bytes are the string once they are valid UTF-8 (which
    // ASCII always is).
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if isASCII {
          index += 1
          return String(decoding: slice, as: UTF8.self)
        }
        guard let text = UTF8Validation.string(slice) else {
          index = start
          throw error("the string is not valid UTF-8")
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("a control character must be escaped in a string") }
      isASCII = isASCII && byte < 0x80
      index += 1
    }
    var scratch = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = scratch.withUnsafeBufferPointer(UTF8Validation.string) else {
          index = start
          throw error("the string is not valid UTF-8")
        }
        index += 1
        return text
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape(into: &scratch)
      case ..<0x20:
        throw error("a control character must be escaped in a string")
      default:
        scratch.append(byte)
        index += 1
      }
    }
    throw error("the string is not closed")
  }

  private mutating func parseEscape(into scratch: inout [UInt8]) throws(NavigationError) {
    guard let byte = peek() else { throw error("the string is not closed") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if 0xD800..<0xDC00 ~= scalar {
        guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("a high surrogate escape must be followed by a low surrogate escape") }
        index += 2
        let low = try parseHex4()
        guard 0xDC00..<0xE000 ~= low else {
          throw error("a high surrogate escape must be followed by a low surrogate escape")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if 0xDC00..<0xE000 ~= scalar {
        throw error("a low surrogate escape has no high surrogate before it")
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
      scratch.append(contentsOf: String(Character(unicode)).utf8)
    default:
      index -= 1
      throw error("invalid escape sequence in a string")
    }
  }

  private mutating func parseHex4() throws(NavigationError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("expected four hex digits after \\u") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = hexValue(bytes[index]) else {
        throw error("expected four hex digits after \\u")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private func error(_ message: String) -> NavigationError {
    NavigationError(.malformedJSON, at: location(), message)
  }

  /// The 1-based line and column (in Unicode scalars) of the current index.
  private func location() -> String {
    let end = min(index, bytes.count)
    var line = 1
    var lineStart = 0
    for offset in 0..<end where bytes[offset] == 0x0A {
      line += 1
      lineStart = offset + 1
    }
    // Count scalar starts, not UTF-8 continuation bytes.
    var column = 1
    for offset in lineStart..<end where bytes[offset] & 0xC0 != 0x80 { column += 1 }
    return "line \(line), column \(column)"
  }
}

/// The value of one ASCII hex digit, or `nil`.
func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}
