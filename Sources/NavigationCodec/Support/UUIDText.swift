#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Reading and writing UUIDs in their 36-character hyphenated form.
///
/// Reading accepts hex digits in either case and nothing else (no braces, no `urn:uuid:`, no
/// missing hyphens); writing is lowercase, the canonical form of snapshots and links.
public enum UUIDText {
  /// Reads a UUID, or returns `nil` when the text is not exactly one.
  public static func parse(_ text: some StringProtocol) -> UUID? {
    var text = String(text)
    return text.withUTF8 { parse(utf8: $0) }
  }

  /// Reads a UUID from UTF-8 bytes, or returns `nil` when they are not exactly one.
  static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard bytes.count == 36, bytes[8] == UInt8(ascii: "-"), bytes[13] == UInt8(ascii: "-"),
      bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
    else { return nil }
    return hexDigits.withUnsafeBufferPointer { digits in
      // Invalid digits have the high bit set; OR-ing every digit finds one at the end.
      var invalid: UInt8 = 0
      // Unrolled at the pairs' fixed offsets: no hyphen test per byte.
      func pair(_ offset: Int) -> UInt8 {
        let high = digits[Int(bytes[offset])]
        let low = digits[Int(bytes[offset + 1])]
        invalid |= high | low
        return high << 4 | low & 0x0F
      }
      let uuid: uuid_t = (
        pair(0), pair(2), pair(4), pair(6), pair(9), pair(11), pair(14), pair(16),
        pair(19), pair(21), pair(24), pair(26), pair(28), pair(30), pair(32), pair(34)
      )
      return invalid & 0x80 == 0 ? UUID(uuid: uuid) : nil
    }
  }

  /// The value of each byte as a hex digit, or 0xFF: a UUID is read on every link and
  /// snapshot, and a table lookup per digit is cheaper than a range test.
  private static let hexDigits: [UInt8] = (0...255).map { hexValue(UInt8($0)) ?? 0xFF }

  /// Writes a UUID's lowercase hyphenated form to link output.
  static func write(_ uuid: UUID, to output: inout ByteSink) {
    output.write(36) { write(uuid, into: $0) }
  }

  /// Writes a UUID in lowercase hyphenated form.
  public static func format(_ uuid: UUID) -> String {
    String(unsafeUninitializedCapacity: 36) { buffer in
      write(uuid, into: buffer)
      return 36
    }
  }

  /// The 36 bytes of the lowercase hyphenated form, into a buffer of at least that size.
  static func write(_ uuid: UUID, into buffer: UnsafeMutableBufferPointer<UInt8>) {
    let hex: StaticString = "0123456789abcdef"
    withUnsafeBytes(of: uuid.uuid) { raw in
      var out = 0
      for (position, byte) in raw.enumerated() {
        if position == 4 || position == 6 || position == 8 || position == 10 {
          buffer[out] = UInt8(ascii: "-")
          out += 1
        }
        buffer[out] = hex.utf8Start[Int(byte >> 4)]
        buffer[out + 1] = hex.utf8Start[Int(byte & 0xF)]
        out += 2
      }
    }
  }
}
