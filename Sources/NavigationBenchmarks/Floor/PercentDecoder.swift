/// Checks one piece of a link (a host, a path segment, a query name or value, the fragment)
/// and percent-decodes it.
enum PercentDecoder {
  /// How a part of a link reads.
  struct Part {
    /// The ``LinkBytes`` class of the bytes it allows raw.
    let allowed: UInt8
    /// The ``LinkBytes`` classes of the raw bytes it reads as other bytes: "+" in a query
    /// (a space), uppercase letters in a host (lowercase).
    let rewritten: UInt8

    static let host = Part(allowed: LinkBytes.host, rewritten: LinkBytes.upper)
    static let segment = Part(allowed: LinkBytes.path, rewritten: 0)
    static let query = Part(allowed: LinkBytes.query, rewritten: LinkBytes.plus)
    static let fragment = Part(allowed: LinkBytes.query, rewritten: 0)
  }

  /// The text of `piece`: the piece itself when it reads as it lies, else its decoded bytes
  /// in `scratch`; `nil` for a byte `part` does not allow raw, an escape that is not "%" and
  /// two hex digits, an escaped "/" or "\" in a host or segment (which it would split), or
  /// decoded bytes that are not UTF-8.
  @inline(__always)
  static func decode(
    _ piece: UnsafeBufferPointer<UInt8>, as part: Part, into scratch: inout LinkScratch
  ) -> UnsafeBufferPointer<UInt8>? {
    let table = LinkBytes.shared
    var isRewritten = false
    for byte in piece {
      let classes = table.classes(byte)
      if classes & part.allowed == 0 {
        guard byte == UInt8(ascii: "%") else { return nil }
        isRewritten = true
      } else if classes & part.rewritten != 0 {
        isRewritten = true
      }
    }
    return isRewritten ? unescape(piece, as: part, into: &scratch) : piece
  }

  /// Decodes a piece whose raw bytes were checked.
  private static func unescape(
    _ piece: UnsafeBufferPointer<UInt8>, as part: Part, into scratch: inout LinkScratch
  ) -> UnsafeBufferPointer<UInt8>? {
    let table = LinkBytes.shared
    let isQuery = part.rewritten == LinkBytes.plus
    let isHost = part.rewritten == LinkBytes.upper
    let decoded = scratch.piece(atMost: piece.count) { out in
      var written = 0
      var index = 0
      while index < piece.count {
        var byte = piece[index]
        index &+= 1
        if byte == UInt8(ascii: "%") {
          guard piece.count &- index >= 2 else { return nil }
          let high = table.hex(piece[index])
          let low = table.hex(piece[index &+ 1])
          guard high < 16, low < 16 else { return nil }
          byte = high << 4 | low
          index &+= 2
          // A host or segment (the parts that do not allow "/" raw) refuses it escaped too.
          let isSlash = byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")
          if isSlash && part.allowed != LinkBytes.query { return nil }
        } else if isQuery && byte == UInt8(ascii: "+") {
          byte = UInt8(ascii: " ")
        }
        // A host is lowered after decoding: "%41" reads as "a".
        out[written] = isHost && byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
        written &+= 1
      }
      return written
    }
    guard let decoded, UTF8Check.isValid(decoded) else { return nil }
    return decoded
  }
}
