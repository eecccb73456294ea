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
    let mask = Self.mask(component)
    guard text.utf8.contains(where: { printedRaw[Int($0)] & mask == 0 }) else { return text }
    let hex = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count * 3)
    for byte in text.utf8 {
      if printedRaw[Int(byte)] & mask != 0 {
        encoded.append(byte)
      } else {
        encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }
}
