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
    JSONPointer(rawValue: rawValue + "/" + Self.escaped(key))
  }

  /// A key as a reference token: `~` written `~0` and `/` written `~1`, byte by byte, so that
  /// a `/` followed by a combining mark is escaped too.
  static func escaped(_ key: String) -> String {
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(key.utf8.count + 4)
    for byte in key.utf8 {
      switch byte {
      case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
      case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A reference token's key: `~1` read as `/` and `~0` as `~`, byte by byte; any other `~`
  /// is kept.
  static func unescaped(_ token: some Collection<UInt8>) -> String {
    var bytes: [UInt8] = []
    var afterTilde = false
    for byte in token {
      if afterTilde {
        afterTilde = false
        switch byte {
        case UInt8(ascii: "0"): bytes.append(UInt8(ascii: "~"))
        case UInt8(ascii: "1"): bytes.append(UInt8(ascii: "/"))
        default: bytes += [UInt8(ascii: "~"), byte]
        }
      } else if byte == UInt8(ascii: "~") {
        afterTilde = true
      } else {
        bytes.append(byte)
      }
    }
    if afterTilde { bytes.append(UInt8(ascii: "~")) }
    return String(decoding: bytes, as: UTF8.self)
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
