/// A JSON Pointer (RFC 6901) naming a node of a document, such as `/path/1/detail`.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The pointer's text; the empty string names the whole document.
  public private(set) var rawValue: String

  /// The pointer to the whole document.
  public static let root = JSONPointer(rawValue: "")

  /// Creates a pointer from its already-escaped text.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a pointer from its already-escaped text.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The pointer's text.
  public var description: String { rawValue }

  /// The pointer to a member of the object this pointer names, its key escaped.
  func appending(_ key: String) -> JSONPointer {
    var escaped = key
    if key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
      escaped = key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
    return JSONPointer(rawValue: rawValue + "/" + escaped)
  }

  /// The pointer to an element of the array this pointer names.
  func appending(_ index: Int) -> JSONPointer {
    JSONPointer(rawValue: rawValue + "/" + String(index))
  }

  /// The pointer to a member of the object this pointer names: `pointer / "draft"`, the key
  /// escaped (`~` as `~0`, `/` as `~1`).
  public static func / (pointer: JSONPointer, key: String) -> JSONPointer { pointer.appending(key) }

  /// The pointer to an element of the array this pointer names: `pointer / 0`.
  public static func / (pointer: JSONPointer, index: Int) -> JSONPointer {
    pointer.appending(index)
  }
}

extension NavigationError {
  /// Creates an error located at a JSON Pointer; the whole document is located as `input`.
  public init(_ code: Code, at pointer: JSONPointer, _ message: String) {
    self.init(code, at: pointer.rawValue.isEmpty ? Location.input : .pointer(pointer), message)
  }
}

extension JSONPointer {
  /// The pointer to the value a `Codable` coding path names: keyed containers' keys by their
  /// text, unkeyed containers' positions by index.
  ///
  /// A position is a key with an integer value whose text is `Index N` (as `JSONDecoder` and
  /// this package's coders make them) or is the integer itself.
  public init(codingPath: [any CodingKey]) {
    var pointer = JSONPointer.root
    for key in codingPath {
      if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
        pointer = pointer / index
      } else {
        pointer = pointer / key.stringValue
      }
    }
    self = pointer
  }
}
