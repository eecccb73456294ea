extension NavigationError {
  /// Where a refusal is: a structured value, whose text is the stable form users match on.
  ///
  /// | case | text |
  /// |---|---|
  /// | ``pointer(_:)`` | a JSON Pointer into the snapshot form, `/path/1/detail` |
  /// | ``urlComponent(_:)`` | `scheme`, `host`, `path/<i>`, `query/<name>`, `query`, `fragment` |
  /// | ``text(line:column:)`` | `line 3, column 14`, for malformed JSON |
  /// | ``input`` | `input`, the input as a whole |
  ///
  /// A location compares equal to a string literal of its text, so `error.location == "/tab"`
  /// reads as it always did.
  public enum Location: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A node of the snapshot form of the state; never the root, which is ``input``.
    case pointer(JSONPointer)
    /// A component of a link: `scheme`, `host`, `path/2`, `query/title`, `query`, `fragment`.
    case urlComponent(String)
    /// A position in JSON text, both counted from 1, the column in Unicode scalars.
    case text(line: Int, column: Int)
    /// The input as a whole.
    case input

    /// The location a text names, read as it is written: `input`, a pointer (starting with
    /// `/`), a text position (`line L, column C`), or otherwise a URL component.
    public init(_ text: String) {
      if text == "input" || text.isEmpty {
        self = .input
      } else if text.utf8.first == UInt8(ascii: "/") {
        self = .pointer(JSONPointer(rawValue: text))
      } else if let position = Self.textPosition(text) {
        self = .text(line: position.line, column: position.column)
      } else {
        self = .urlComponent(text)
      }
    }

    /// Creates a location from its text.
    public init(stringLiteral text: String) { self.init(text) }

    /// The location's stable text.
    public var description: String {
      switch self {
      case .pointer(let pointer): pointer.rawValue.isEmpty ? "input" : pointer.rawValue
      case .urlComponent(let component): component
      case .text(let line, let column): "line \(line), column \(column)"
      case .input: "input"
      }
    }

    private static func textPosition(_ text: String) -> (line: Int, column: Int)? {
      guard text.hasPrefix("line ") else { return nil }
      let parts = text.dropFirst("line ".count).split(separator: ", column ")
      guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
      return (line, column)
    }
  }
}
