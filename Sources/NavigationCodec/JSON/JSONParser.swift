// Memory: reads the document's bytes lent for the parse, each index checked first, and keeps no pointer.
/// The byte-level parser behind ``JSONTape`` and ``JSONReader``: reads one document into tokens.
struct JSONParser: ~Copyable {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let maxDepth: Int
  private var index = 0
  private var tokens: GrowingBuffer<JSONToken>
  private var unescaped: [UInt8] = []
  /// Where the texts of the numbers a `Double` may not hold exactly are (see
  /// ``JSONToken/hasText``), once ``parseDocument()`` has returned.
  private(set) var numberTexts: [JSONTape.NumberText] = []
  /// How many object keys the document has, once ``parseDocument()`` has returned.
  private(set) var keyCount = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    // About one token per five or six bytes in snapshots: enough that the buffer seldom grows.
    tokens = GrowingBuffer(capacity: bytes.count / 5 + 4)
  }

  /// The tokens read, once ``parseDocument()`` has returned.
  consuming func takeTokens() -> GrowingBuffer<JSONToken> { tokens }

  /// Reads the document into tokens (``takeTokens()``); returns the text of strings that had
  /// escapes.
  mutating func parseDocument() throws(NavigationError) -> [UInt8] {
    // The open containers, by token index: an explicit stack instead of recursion, as deep as
    // the depth limit, on the call stack for the default limit.
    return try withUnsafeTemporaryAllocation(of: Int.self, capacity: max(maxDepth, 0) + 1) {
      (open) throws(NavigationError) in try parseValues(open: open)
    }
  }

  /// Reads the document's values; `open[0..<depth]` are the containers not yet closed, and
  /// `checkDepth` keeps `depth` below `maxDepth`, within `open`.
  private mutating func parseValues(open: UnsafeMutableBufferPointer<Int>) throws(NavigationError) -> [UInt8] {
    var depth = 0
    skipWhitespace()
    while true {
      // Read one value, or open a container and loop to read its first element.
      guard index < bytes.count else { throw error("expected a value but the input ended") }
      switch bytes[index] {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        let isObject = bytes[index] == UInt8(ascii: "{")
        try checkDepth(depth)
        index += 1
        tokens.append(JSONToken(isObject ? .object : .array, at: tokens.count))
        skipWhitespace()
        if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
        } else {
          open[depth] = tokens.count - 1
          depth += 1
          if isObject { try parseKey() }
          continue
        }
      default:
        try parseScalar()
      }

      // The value is complete: count it in its container, closing every container that ends here.
      while true {
        guard depth > 0 else {
          skipWhitespace()
          guard index == bytes.count else {
            throw error("expected the end of the document after the top-level value")
          }
          return unescaped
        }
        let top = open[depth - 1]
        if try continues(top) { break }
        tokens[top].end = UInt32(truncatingIfNeeded: tokens.count)
        depth -= 1
      }
    }
  }

  /// Counts a complete element in its container `top` and reads what follows it: `true`
  /// after a `,` (and an object's next key), `false` after the container's closing bracket.
  @inline(__always)
  private mutating func continues(_ top: Int) throws(NavigationError) -> Bool {
    skipWhitespace()
    let next = peek()
    tokens[top].payload += 1
    let isObject = tokens[top].kind == .object
    if next == UInt8(ascii: ",") {
      index += 1
      skipWhitespace()
      if isObject { try parseKey() }
      return true
    }
    guard next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
      throw error(
        isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element")
    }
    index += 1
    return false
  }

  private func checkDepth(_ depth: Int) throws(NavigationError) {
    guard depth < maxDepth else {
      throw NavigationError.limitExceeded(
        at: location(), "the document nests deeper than the limit of \(maxDepth) levels")
    }
  }

  /// Reads `"key"` and the `:` after it, leaving the index at the member's value.
  @inline(__always)
  private mutating func parseKey() throws(NavigationError) {
    guard peek() == UInt8(ascii: "\"") else { throw error("expected a string key") }
    try parseString(isKey: true)
    keyCount += 1
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
    index += 1
    skipWhitespace()
  }

  @inline(__always)
  private mutating func parseScalar() throws(NavigationError) {
    switch bytes[index] {
    case UInt8(ascii: "\""): try parseString(isKey: false)
    case UInt8(ascii: "t"):
      try expectWord("true")
      tokens.append(JSONToken(.true, at: tokens.count))
    case UInt8(ascii: "f"):
      try expectWord("false")
      tokens.append(JSONToken(.false, at: tokens.count))
    case UInt8(ascii: "n"):
      try expectWord("null")
      tokens.append(JSONToken(.null, at: tokens.count))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      tokens.append(try parseNumber())
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

  private mutating func parseNumber() throws(NavigationError) -> JSONToken {
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
      let value = lexeme[0] == UInt8(ascii: "-") ? -Double(magnitude) : Double(magnitude)
      return lexeme.count == 16 && lexeme[0] != UInt8(ascii: "-")
        ? numberWithText(value, from: start) : JSONToken(number: value, at: tokens.count)
    }
    guard let value = DecimalText.exactValue(lexeme) ?? Double(String(decoding: lexeme, as: UTF8.self)),
      value.isFinite
    else {
      index = start
      throw error("the number is out of range")
    }
    // A fraction or an exponent whose `Double` is an integer may stand for another number
    // (`1.0000000000000000001`, `9007199254740993.0`, `1e-400`): integer types check its
    // text. One whose `Double` is no integer (`5.2`) no integer type reads anyway.
    return isInteger || value.rounded(.towardZero) == value
      ? numberWithText(value, from: start) : JSONToken(number: value, at: tokens.count)
  }

  /// The token of a number whose text is kept (``JSONToken/hasText``): an integer of 16 digits
  /// or more, past which a `Double` no longer holds every integer, or a fraction or exponent
  /// whose `Double` is an integer, so that integer types check it against its digits.
  private mutating func numberWithText(_ value: Double, from start: Int) -> JSONToken {
    var token = JSONToken(number: value, at: tokens.count)
    token.hasText = true
    numberTexts.append(
      JSONTape.NumberText(
        token: UInt32(truncatingIfNeeded: tokens.count), start: UInt32(truncatingIfNeeded: start),
        count: UInt32(truncatingIfNeeded: index - start)))
    return token
  }

  private mutating func skipDigits() {
    while let byte = peek(), isDigit(byte) { index += 1 }
  }

  /// Reads a string literal starting at its opening quote into a string token.
  private mutating func parseString(isKey: Bool) throws(NavigationError) {
    index += 1
    let start = index
    // Fast path: no escapes, so the token points at the document's bytes. Eight bytes at a
    // time, the loop looks for the first one that is not plain ASCII; that byte alone is then
    // looked at. `bits` gathers the bytes that are not ASCII, so its top bit says whether the
    // run needs validating as UTF-8 (once, at the end).
    var position = start
    var bits: UInt8 = 0
    let count = bytes.count
    while true {
      if count &- position >= 8, let base = bytes.baseAddress {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        let attention = Self.attention(word)
        guard attention != 0 else {
          position &+= 8
          continue
        }
        // Little-endian order: the lowest flagged byte comes first in the document.
        position &+= attention.trailingZeroBitCount &>> 3
      } else if position >= count {
        break
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      bits |= byte
      position &+= 1
    }
    index = position
    guard index < count else { throw error("the string is not closed") }
    if bytes[index] < 0x20 { throw error("a control character must be escaped in a string") }
    if bytes[index] == UInt8(ascii: "\"") {
      if bits >= 0x80, let bad = UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: bytes[start..<index]))
      {
        index = start + bad
        throw error("the string is not valid UTF-8")
      }
      tokens.append(.string(start: start, count: index - start, at: tokens.count, isKey: isKey))
      index += 1
      return
    }
    try parseEscapedString(isKey: isKey, from: start)
  }

  /// Reads the rest of a string literal whose text from `start` up to `index` holds no
  /// escape, and at `index` an escape: the text is unescaped into the tape's side buffer.
  private mutating func parseEscapedString(isKey: Bool, from start: Int) throws(NavigationError) {
    let count = bytes.count
    let unescapedStart = unescaped.count
    unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let text = unescaped.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[unescapedStart...]) }
        guard UTF8Validation.isValid(text) else {
          // Escapes decode to whole scalars, so the bad byte is one of the raw ones.
          index = start + (UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: bytes[start..<index])) ?? 0)
          throw error("the string is not valid UTF-8")
        }
        // The tape keeps unescaped text after the document.
        tokens.append(
          .string(
            start: bytes.count + unescapedStart, count: unescaped.count - unescapedStart, at: tokens.count,
            isKey: isKey))
        index += 1
        return
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape()
      case ..<0x20:
        throw error("a control character must be escaped in a string")
      default:
        unescaped.append(byte)
        index += 1
      }
    }
    throw error("the string is not closed")
  }

  /// The top bit of each of eight bytes that does not continue a plain ASCII run.
  ///
  /// Those are a quote, a backslash, a control character and any byte that is not ASCII. Only
  /// the lowest flagged byte is exact (a borrow can flag bytes above it), and it is the only
  /// one the caller uses.
  @inline(__always)
  private static func attention(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // `(x - ones) & ~x & highs` flags the bytes of `x` that are zero, and `x - 0x20 * ones`
    // the bytes below 0x20.
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let special =
      ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
    return (special | word) & highs
  }

  private mutating func parseEscape() throws(NavigationError) {
    guard let byte = peek() else { throw error("the string is not closed") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(byte)
    case UInt8(ascii: "b"): unescaped.append(0x08)
    case UInt8(ascii: "f"): unescaped.append(0x0C)
    case UInt8(ascii: "n"): unescaped.append(0x0A)
    case UInt8(ascii: "r"): unescaped.append(0x0D)
    case UInt8(ascii: "t"): unescaped.append(0x09)
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
      UTF8.encode(unicode) { unescaped.append($0) }
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
    var position = index
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default:
        index = position
        return
      }
    }
    index = position
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private func error(_ message: String) -> NavigationError {
    NavigationError(.malformedJSON, at: location(), message)
  }

  /// The 1-based line and column (in Unicode scalars) of the current index.
  ///
  /// A line ends at LF, CR LF or a lone CR, as editors count them.
  private func location() -> NavigationError.Location {
    let end = min(index, bytes.count)
    var line = 1
    var lineStart = 0
    for offset in 0..<end {
      let byte = bytes[offset]
      let endsLine = byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
      if endsLine {
        line += 1
        lineStart = offset + 1
      }
    }
    // Count scalar starts, not UTF-8 continuation bytes.
    var column = 1
    for offset in lineStart..<end where bytes[offset] & 0xC0 != 0x80 { column += 1 }
    return .text(line: line, column: column)
  }
}
