import Foundation

/// UUIDs in a link's 36-character hyphenated form: read in either case, written lowercase.
enum UUIDBytes {
  /// The UUID `bytes` spell, or `nil` when they are not exactly one.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
      bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
    else { return nil }
    let table = LinkBytes.shared
    // A byte that is no hex digit looks up 0xFF: OR-ing every digit finds one at the end.
    var invalid: UInt8 = 0
    func pair(_ offset: Int) -> UInt8 {
      let high = table.hex(bytes[offset])
      let low = table.hex(bytes[offset &+ 1])
      invalid |= high | low
      return high << 4 | low & 0x0F
    }
    let uuid: uuid_t = (
      pair(0), pair(2), pair(4), pair(6), pair(9), pair(11), pair(14), pair(16),
      pair(19), pair(21), pair(24), pair(26), pair(28), pair(30), pair(32), pair(34)
    )
    return invalid & 0x80 == 0 ? UUID(uuid: uuid) : nil
  }

  /// Writes the 36 bytes of `uuid`'s lowercase form at `out`.
  static func write(_ uuid: UUID, to out: UnsafeMutablePointer<UInt8>) {
    let hex: StaticString = "0123456789abcdef"
    withUnsafeBytes(of: uuid.uuid) { raw in
      var position = 0
      for (index, byte) in raw.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 {
          out[position] = UInt8(ascii: "-")
          position &+= 1
        }
        out[position] = hex.utf8Start[Int(byte >> 4)]
        out[position &+ 1] = hex.utf8Start[Int(byte & 0x0F)]
        position &+= 2
      }
    }
  }
}
