/// What each byte value is in the exercise app's links, looked up once per byte: which parts
/// of a link may carry it raw (RFC 3986), and its value as a hex digit.
///
/// One table of 512 bytes, allocated once and never freed, so that a lookup is a load with no
/// bounds or lifetime check around it.
struct LinkBytes: @unchecked Sendable {
  // Unchecked: written once, when built, and only read after.
  /// Allowed raw in a path segment: unreserved, sub-delims, ":" and "@".
  static let path: UInt8 = 1
  /// Allowed raw in a host: unreserved and sub-delims.
  static let host: UInt8 = 2
  /// Allowed raw in a query or fragment: a path segment's bytes, "/" and "?".
  static let query: UInt8 = 4
  /// A query byte that neither splits an item ("&", "=") nor decodes ("+"): read as it
  /// lies, and printed raw.
  static let plainQuery: UInt8 = 8
  /// Allowed in a scheme: letters, digits, "+", "-" and ".".
  static let scheme: UInt8 = 16
  /// "+", which a query reads as a space.
  static let plus: UInt8 = 32
  /// An uppercase ASCII letter, which a host reads in lowercase.
  static let upper: UInt8 = 64

  /// The table: 256 class masks, then 256 hex values (0xFF for a byte that is no hex digit).
  let entries: UnsafeMutablePointer<UInt8>

  /// The one table, built when first used.
  static let shared = LinkBytes()

  private init() {
    entries = .allocate(capacity: 512)
    for value in 0...255 {
      let byte = UInt8(value)
      entries[value] = Self.classes(of: byte)
      entries[256 + value] = Self.hexValue(of: byte)
    }
  }

  /// The classes of `byte`.
  @inline(__always)
  func classes(_ byte: UInt8) -> UInt8 { entries[Int(byte)] }

  /// The value of `byte` as a hex digit, or 0xFF.
  @inline(__always)
  func hex(_ byte: UInt8) -> UInt8 { entries[256 &+ Int(byte)] }

  private static func classes(of byte: UInt8) -> UInt8 {
    let isLetter = (byte | 0x20) &- UInt8(ascii: "a") < 26
    let isDigit = byte &- UInt8(ascii: "0") < 10
    let isUnreserved = isLetter || isDigit || "-._~".utf8.contains(byte)
    let isSubDelimiter = "!$&'()*+,;=".utf8.contains(byte)
    var classes: UInt8 = 0
    if isUnreserved || isSubDelimiter { classes |= host | path | query }
    if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") { classes |= path | query }
    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") { classes |= query }
    if classes & query != 0 && !"&=+".utf8.contains(byte) { classes |= plainQuery }
    if isLetter || isDigit || "+-.".utf8.contains(byte) { classes |= scheme }
    if byte == UInt8(ascii: "+") { classes |= plus }
    if byte &- UInt8(ascii: "A") < 26 { classes |= upper }
    return classes
  }

  private static func hexValue(of byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: 0xFF
    }
  }
}
