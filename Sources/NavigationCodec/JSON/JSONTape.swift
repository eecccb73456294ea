// Memory: the tape owns the document's bytes; a pointer into them never outlives one call on the tape.
/// A JSON document read once into a flat list of tokens over its bytes.
///
/// Schema decoders read a snapshot straight from the tape: keys are compared as bytes, UUIDs,
/// dates, numbers and keywords are parsed from the bytes in place, and only the strings a
/// schema keeps become `String`s, with no ``JSONValue`` tree (an array per container, a
/// `String` per key and value) built and destroyed on the way.
///
/// Tokens are in document order. A container's token is followed by its contents (an object's
/// by key and value tokens in turn), and every token records where its value ends, so a
/// reader steps over a member without looking inside it.
final class JSONTape {
  // `bytes` is written once, in `init`, read only afterwards and freed in `deinit`: a raw
  // buffer rather than an array so that reading a string retains nothing. The tape is not
  // `Sendable`: a document is read by the task that opened it.

  /// The document, followed by the unescaped text of its strings that had escapes.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  let tokens: GrowingBuffer<JSONToken>
  /// Where the text of each number flagged ``JSONToken/hasText`` is, in token order: checked
  /// against its digits, an integer that its `Double` does not hold is refused rather than
  /// read as another number.
  let numberTexts: [NumberText]
  /// The first key, in document order, that repeats an earlier key of its object: a document
  /// with none (nearly all) skips every check for one.
  let firstRepeatedKey: Int?
  /// How many object keys the document has: a decoding that read as many keys read them all.
  let keyCount: Int

  /// Where the text of a number token is in the document.
  struct NumberText {
    var token: UInt32
    var start: UInt32
    var count: UInt32
  }

  /// The most bytes a document may have: offsets into it and its unescaped text are stored in
  /// 32 bits to keep tokens small.
  static let maximumDocumentSize = Int(Int32.max)

  /// Reads a document from any bytes, with the errors and limits of ``JSONReader``; the size
  /// is checked before anything is copied, so a huge input costs nothing.
  static func read(_ bytes: some Collection<UInt8>, limits: Limits) throws(NavigationError) -> JSONTape {
    // An array, the usual input, is read without the generic calls a collection of unknown
    // type makes (and the metadata look-ups they bring, unspecialised for the caller's type).
    if let array = sameType(bytes, as: [UInt8].self) { return try read(array, limits: limits) }
    try checkSize(bytes.count, limits: limits)
    let result =
      bytes.withContiguousStorageIfAvailable { buffer in
        Result { () throws(NavigationError) in try JSONTape(parsing: buffer, limits: limits) }
      }
      ?? Array(bytes).withUnsafeBufferPointer { buffer in
        Result { () throws(NavigationError) in try JSONTape(parsing: buffer, limits: limits) }
      }
    return try result.get()
  }

  /// Reads a document from an array, as ``read(_:limits:)`` does from any bytes.
  static func read(_ bytes: [UInt8], limits: Limits) throws(NavigationError) -> JSONTape {
    try checkSize(bytes.count, limits: limits)
    return try bytes.withUnsafeBufferPointer { (buffer) throws(NavigationError) in
      try JSONTape(parsing: buffer, limits: limits)
    }
  }

  /// Refuses a document over the size limit (or over ``maximumDocumentSize``, should the limit
  /// be set higher).
  private static func checkSize(_ count: Int, limits: Limits) throws(NavigationError) {
    let limit = min(limits.snapshotSize, maximumDocumentSize)
    guard count <= limit else {
      throw .limitExceeded(at: "input", "the document is larger than the limit of \(limit) bytes")
    }
  }

  /// Reads a document whose size ``read(_:limits:)`` has checked.
  private init(parsing document: UnsafeBufferPointer<UInt8>, limits: Limits) throws(NavigationError) {
    var parser = JSONParser(document, maxDepth: min(limits.nestingDepth, JSONReader.maximumNestingDepth))
    let unescaped = try parser.parseDocument()
    numberTexts = parser.numberTexts
    keyCount = parser.keyCount
    let tokens = parser.takeTokens()
    bytes = .allocate(capacity: document.count + unescaped.count)
    _ = bytes.initialize(fromContentsOf: document)
    _ = bytes[document.count...].initialize(fromContentsOf: unescaped)
    firstRepeatedKey = Self.firstRepeatedKey(in: tokens.elements, text: UnsafeBufferPointer(bytes))
    self.tokens = tokens
  }

  /// The first key, in document order, that repeats an earlier key of its object.
  ///
  /// One pass once the document is read: a check as the parser closes each object would cost
  /// the parser's loop more than the pass does.
  private static func firstRepeatedKey(in tokens: UnsafeBufferPointer<JSONToken>, text: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    var found: Int?
    for object in tokens.indices where tokens[object].kind == .object && tokens[object].payload > 1 {
      // Objects are met in the order they open; one that opens after the repeat found cannot
      // hold an earlier one, but one around it can.
      if let found, object > found { break }
      if let key = RepeatedKeys.first(
        in: object, end: Int(tokens[object].end), of: tokens, text: { UnsafeBufferPointer(rebasing: text[$0]) }),
        found.map({ key < $0 }) ?? true
      {
        found = key
      }
    }
    return found
  }

  /// A tape holding a value built in code; every string's text follows the one before.
  init(_ value: JSONValue) {
    var tokens = GrowingBuffer<JSONToken>(capacity: 16)
    var text: [UInt8] = []
    var keyCount = 0
    // An explicit stack of the containers being written: values built in code may nest
    // deeper than any limit, and the stack must not be the bound.
    var open: [(token: Int, pending: ArraySlice<JSONValue>, members: ArraySlice<JSONMember>)] = []
    var next: JSONValue? = value
    while true {
      if let value = next {
        next = nil
        switch value {
        case .null: tokens.append(JSONToken(.null, at: tokens.count))
        case .bool(let flag): tokens.append(JSONToken(flag ? .true : .false, at: tokens.count))
        case .number(let number): tokens.append(JSONToken(number: number, at: tokens.count))
        case .string(let string): Self.append(string, to: &tokens, &text, isKey: false)
        case .array(let elements):
          open.append((tokens.count, elements[...], []))
          tokens.append(JSONToken(.array, count: elements.count, at: tokens.count))
        case .object(let members):
          open.append((tokens.count, [], members[...]))
          tokens.append(JSONToken(.object, count: members.count, at: tokens.count))
        }
      }
      guard let top = open.indices.last else { break }
      if let element = open[top].pending.popFirst() {
        next = element
      } else if let member = open[top].members.popFirst() {
        Self.append(member.key, to: &tokens, &text, isKey: true)
        keyCount += 1
        next = member.value
      } else {
        tokens[open[top].token].end = UInt32(truncatingIfNeeded: tokens.count)
        open.removeLast()
      }
    }
    // Offsets are 32 bits; a value read by `JSONReader` always fits (its document did).
    precondition(text.count <= Int(UInt32.max), "a JSON value holds more than 4 GiB of text")
    firstRepeatedKey = text.withUnsafeBufferPointer { Self.firstRepeatedKey(in: tokens.elements, text: $0) }
    self.tokens = tokens
    self.keyCount = keyCount
    numberTexts = []
    bytes = .allocate(capacity: text.count)
    _ = bytes.initialize(fromContentsOf: text)
  }

  /// Appends a string's text and its token.
  private static func append(
    _ string: String, to tokens: inout GrowingBuffer<JSONToken>, _ text: inout [UInt8], isKey: Bool
  ) {
    let start = text.count
    text += string.utf8
    tokens.append(.string(start: start, count: text.count - start, at: tokens.count, isKey: isKey))
  }

  deinit { bytes.deallocate() }

  // MARK: Reading tokens

  func kind(_ token: Int) -> JSONToken.Kind { tokens[token].kind }

  /// The index just past a value and everything inside it.
  func end(_ token: Int) -> Int { Int(tokens[token].end) }

  /// The number of elements or members of a container.
  func count(_ token: Int) -> Int { Int(tokens[token].payload) }

  func number(_ token: Int) -> Double { Double(bitPattern: tokens[token].payload) }

  /// Whether a number token's text is kept (``JSONToken/hasText``).
  func hasText(_ token: Int) -> Bool { tokens[token].hasText }

  /// The text of a number token flagged ``JSONToken/hasText``, as written, valid as long as
  /// the tape; empty for any other token.
  func numberText(_ token: Int) -> UnsafeBufferPointer<UInt8> {
    // Binary search: the list is in token order.
    var (low, high) = (0, numberTexts.count)
    while low < high {
      let middle = (low + high) / 2
      if Int(numberTexts[middle].token) < token { low = middle + 1 } else { high = middle }
    }
    guard low < numberTexts.count, Int(numberTexts[low].token) == token else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    let start = Int(numberTexts[low].start)
    return UnsafeBufferPointer(rebasing: bytes[start..<start + Int(numberTexts[low].count)])
  }

  /// Whether a token is an object's key.
  func isKey(_ token: Int) -> Bool { tokens[token].isKey }

  /// The UTF-8 bytes of a string token (valid UTF-8, escapes resolved), for `body` to read.
  func withBytes<Result>(_ token: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(rebasing: bytes[tokens[token].stringRange]))
  }

  /// The bytes at `range` of the tape's text (a string token's ``JSONToken/stringRange``),
  /// valid as long as the tape.
  func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }

  func string(_ token: Int) -> String {
    withBytes(token) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether a string token holds exactly the bytes `text`.
  func string(_ token: Int, equals text: UnsafeBufferPointer<UInt8>) -> Bool {
    UnsafeBufferPointer(rebasing: bytes[tokens[token].stringRange]).hasSameBytes(as: text)
  }

  /// Whether a string token holds exactly `text`.
  func string(_ token: Int, equals text: String) -> Bool {
    guard tokens[token].stringRange.count == text.utf8.count else { return false }
    return text.utf8.withContiguousStorageIfAvailable { string(token, equals: $0) }
      ?? Array(text.utf8).withUnsafeBufferPointer { string(token, equals: $0) }
  }

  /// Whether two string tokens hold the same text.
  func string(_ token: Int, equals other: Int) -> Bool {
    string(token, equals: UnsafeBufferPointer(rebasing: bytes[tokens[other].stringRange]))
  }

  /// The JSON Pointer of a token, worked out by walking down from the root (only an error
  /// needs it, so nodes do not carry their paths).
  func pointer(to target: Int, from root: JSONPointer) -> JSONPointer {
    var pointer = root
    walk(to: target) { step in
      switch step {
      case .member(let key): pointer = pointer / string(key)
      case .element(let index): pointer = pointer / index
      }
    }
    return pointer
  }

  /// One step down from a container to the child that holds a token.
  enum Step {
    /// Into the value of the object member whose key is this token.
    case member(key: Int)
    /// Into the array element at this position.
    case element(index: Int)
  }

  /// Calls `visit` with each step from the root down to a token, in order.
  func walk(to target: Int, _ visit: (Step) -> Void) {
    var container = 0
    while container < target {
      var child = container + 1
      var index = 0
      let isObject = kind(container) == .object
      // Step over whole members until the one that holds the target.
      while true {
        let value = isObject ? child + 1 : child
        if target < end(value) {
          visit(isObject ? .member(key: child) : .element(index: index))
          container = value
          break
        }
        child = end(value)
        index += 1
      }
    }
  }

  // MARK: Building values

  /// The value a token starts, as a ``JSONValue`` tree.
  func value(at root: Int) -> JSONValue {
    // Tokens are in document order, so the tree is built in one walk with a stack of the
    // open containers, never by recursion.
    struct Frame {
      var isObject: Bool
      var end: Int
      var elements: [JSONValue] = []
      var members: [JSONMember] = []
      var key = ""
    }
    var stack: [Frame] = []
    var index = root
    while true {
      var value: JSONValue
      let token = tokens[index]
      switch token.kind {
      case .null: value = .null
      case .false: value = .bool(false)
      case .true: value = .bool(true)
      case .number: value = .number(number(index))
      case .string: value = .string(string(index))
      case .array where Int(token.end) > index + 1:
        var frame = Frame(isObject: false, end: Int(token.end))
        frame.elements.reserveCapacity(Int(token.payload))
        stack.append(frame)
        index += 1
        continue
      case .object where Int(token.end) > index + 1:
        var frame = Frame(isObject: true, end: Int(token.end), key: string(index + 1))
        frame.members.reserveCapacity(Int(token.payload))
        stack.append(frame)
        index += 2
        continue
      case .array: value = .array([])
      case .object: value = .object([])
      }
      index = Int(token.end)
      while true {
        guard let top = stack.indices.last else { return value }
        if stack[top].isObject {
          stack[top].members.append(JSONMember(stack[top].key, value))
        } else {
          stack[top].elements.append(value)
        }
        if index < stack[top].end {
          if stack[top].isObject {
            stack[top].key = string(index)
            index += 1
          }
          break
        }
        let frame = stack.removeLast()
        value = frame.isObject ? .object(frame.members) : .array(frame.elements)
      }
    }
  }
}

/// One token of a ``JSONTape``: 16 bytes of plain data.
struct JSONToken {
  enum Kind: UInt8 {
    case null
    case `false`
    case `true`
    case number
    case string
    case array
    case object
  }

  let kind: Kind
  /// Whether this string is an object's key (kept in what would be padding).
  var isKey = false
  /// Whether this number's text is kept in the tape's ``JSONTape/numberTexts`` (a flag kept
  /// in padding too): an integer written with 16 digits or more, or a number with a fraction
  /// or an exponent whose `Double` is an integer, either of which a `Double` may not hold
  /// exactly.
  var hasText = false
  /// The index just past this value and everything inside it.
  var end: UInt32
  /// A number's bits, a string's offset in the tape's bytes (low half) and length (high half), or a
  /// container's element or member count.
  var payload: UInt64

  /// A scalar or a container at index `index`, ending right after itself until it is closed.
  init(_ kind: Kind, count: Int = 0, at index: Int) {
    self.kind = kind
    self.end = UInt32(truncatingIfNeeded: index + 1)
    self.payload = UInt64(count)
  }

  init(number: Double, at index: Int) {
    self.init(.number, at: index)
    payload = number.bitPattern
  }

  private init(stringStart start: Int, count: Int, at index: Int, isKey: Bool) {
    kind = .string
    self.isKey = isKey
    end = UInt32(truncatingIfNeeded: index + 1)
    payload = UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(UInt32(truncatingIfNeeded: count)) << 32
  }

  /// A string whose text is `count` bytes at `start` of the tape's bytes.
  static func string(start: Int, count: Int, at index: Int, isKey: Bool = false) -> JSONToken {
    JSONToken(stringStart: start, count: count, at: index, isKey: isKey)
  }

  var stringRange: Range<Int> {
    let start = Int(payload & 0xFFFF_FFFF)
    return start..<start + Int(payload >> 32)
  }
}
