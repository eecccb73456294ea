/// Strict percent-decoding and minimal percent-encoding for link components.
enum PercentEncoding {
  /// The part of a URL a piece of text sits in; each allows different raw characters.
  enum Component {
    case pathSegment
    case host
    case query
    /// Read only, never printed: allows what a query does, and reads `+` as itself.
    case fragment
  }

  /// Whether `byte` may appear unencoded in `component` of a link we read (RFC 3986), from a
  /// table built once: this runs for every byte of every link.
  static func isAllowedRaw(_ byte: UInt8, in component: Component) -> Bool {
    allowedRaw[Int(byte)] & mask(component) != 0
  }

  /// The bit of ``allowedRaw`` for a component.
  static func mask(_ component: Component) -> UInt8 {
    switch component {
    case .pathSegment: 1
    case .host: 2
    case .query, .fragment: 4
    }
  }

  /// One entry per byte value: bit 1 path segment, bit 2 host, bit 4 query.
  static let allowedRaw: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    return (computeAllowedRaw(byte, in: .pathSegment) ? 1 : 0) | (computeAllowedRaw(byte, in: .host) ? 2 : 0)
      | (computeAllowedRaw(byte, in: .query) ? 4 : 0)
  }

  private static func computeAllowedRaw(_ byte: UInt8, in component: Component) -> Bool {
    if isUnreserved(byte) { return true }
    switch byte {
    // sub-delims
    case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
      UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
      return true
    case UInt8(ascii: ":"), UInt8(ascii: "@"):
      return component != .host
    case UInt8(ascii: "/"), UInt8(ascii: "?"):
      return component == .query
    default:
      return false
    }
  }

  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  /// Whether `byte` is printed raw in `component`.
  ///
  /// Query text never prints `&`, `=`, `+`
  /// raw, so a printed link reads the same whether `+` is taken as a space or not.
  static func isPrintedRaw(_ byte: UInt8, in component: Component) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"):
      return component == .pathSegment
    default:
      return isAllowedRaw(byte, in: component)
    }
  }

  /// One entry per byte value, as ``allowedRaw`` but for printing (see ``isPrintedRaw(_:in:)``).
  static let printedRaw: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    return (isPrintedRaw(byte, in: .pathSegment) ? 1 : 0) | (isPrintedRaw(byte, in: .host) ? 2 : 0)
      | (isPrintedRaw(byte, in: .query) ? 4 : 0)
  }
}

extension PercentEncoding {
  /// `text` with every byte that `component` does not print raw percent-encoded, in
  /// uppercase hex.
  static func encode(_ text: String, in component: Component) -> String {
    var encoded: [UInt8] = []
    append(text, in: component, to: &encoded)
    return String(decoding: encoded, as: UTF8.self)
  }

  /// Appends `text` to `bytes`, every byte that `component` does not print raw
  /// percent-encoded, in uppercase hex.
  static func append(_ text: String, in component: Component, to bytes: inout [UInt8]) {
    let (table, mask) = (printedRaw, Self.mask(component))
    for byte in text.utf8 {
      if table[Int(byte)] & mask != 0 {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0x0F))
      }
    }
  }

  /// The uppercase hex digit of a value below 16.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
