// Memory: the bytes are lent for the read and never kept.
/// Reads JSON text (RFC 8259) into a ``JSONValue``, with errors that give a line and column.
///
/// The reader never recurses, so nesting is bounded by ``Limits/nestingDepth`` and not by the
/// stack; input larger than ``Limits/snapshotSize`` is refused before it is looked at.
struct JSONReader: Sendable {
  /// The limits applied to every document.
  var limits: Limits

  /// Creates a reader with the given limits.
  init(limits: Limits = .default) {
    self.limits = limits
  }

  /// The deepest nesting ever read, whatever the limits say: a ``JSONValue`` is a recursive
  /// enum, and comparing or destroying one recurses once per level.
  static let maximumNestingDepth = 1000

  /// Parses a whole document.
  ///
  /// - Throws: ``NavigationError`` with code `limit-exceeded` (size or depth) or
  ///   `malformed-json`, located as `line L, column C`; `unexpected-field` at the JSON Pointer
  ///   of the first key, in document order, that an object repeats (the value would be
  ///   ambiguous, and a reader must not pick one).
  func read(_ bytes: some Collection<UInt8>) throws(NavigationError) -> JSONValue {
    try Self.value(of: JSONTape.read(bytes, limits: limits))
  }

  /// Parses a whole document from a byte buffer.
  func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(NavigationError) -> JSONValue {
    try Self.value(of: JSONTape.read(bytes, limits: limits))
  }

  /// Parses a whole document from a byte array.
  func read(_ bytes: [UInt8]) throws(NavigationError) -> JSONValue {
    try Self.value(of: JSONTape.read(bytes, limits: limits))
  }

  private static func value(of tape: JSONTape) throws(NavigationError) -> JSONValue {
    try tape.refuseRepeatedKeys(in: 0, base: .root)
    return tape.value(at: 0)
  }

  /// Parses a whole document given as text.
  func read(_ text: String) throws(NavigationError) -> JSONValue {
    try read(Array(text.utf8))
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
