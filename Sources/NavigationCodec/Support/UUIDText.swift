// Memory: reads exactly 36 bytes after checking the count; writes exactly 36 into room the caller reserved.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading and writing UUIDs in their 36-character hyphenated form.
///
/// Reading accepts hex digits in either case and nothing else (no braces, no `urn:uuid:`, no
/// missing hyphens); writing is lowercase, the canonical form of snapshots and links.
enum UUIDText {
  /// Reads a UUID, or returns `nil` when the text is not exactly one.
  static func parse(_ text: some StringProtocol) -> UUID? {
    var text = String(text)
    return text.withUTF8 { parse(utf8: $0) }
  }

  /// Reads a UUID from UTF-8 bytes, or returns `nil` when they are not exactly one.
  static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
    guard bytes.count == 36, let start = bytes.baseAddress, bytes[8] == UInt8(ascii: "-"),
      bytes[13] == UInt8(ascii: "-"), bytes[18] == UInt8(ascii: "-"), bytes[23] == UInt8(ascii: "-")
    else { return nil }
    // Eight digits at a time, from loads that all lie within the 36 bytes just counted:
    // 0..<8, 9..<13 with 14..<18, 19..<23 with 24..<28, and 28..<36.
    let text = UnsafeRawPointer(start)
    func load8(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    func load4(_ offset: Int) -> UInt64 {
      UInt64(UInt32(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }
    guard let first = bytes8(load8(0)), let second = bytes8(load4(9) | load4(14) << 32),
      let third = bytes8(load4(19) | load4(24) << 32), let fourth = bytes8(load8(28))
    else { return nil }
    return make(low: UInt64(first) | UInt64(second) << 32, high: UInt64(third) | UInt64(fourth) << 32)
  }

  /// The UUID whose 16 bytes are those of `low` then `high`, each lowest first.
  ///
  /// Copied whole where a UUID is stored as its bytes in order (checked once, below):
  /// `UUID(uuid:)` takes them as sixteen one-byte arguments, which costs more than reading
  /// the 36 characters they came from.
  @inline(__always)
  static func make(low: UInt64, high: UInt64, copyingBytes: Bool = storesItsBytes) -> UUID {
    let words = (low.littleEndian, high.littleEndian)
    return copyingBytes ? unsafeBitCast(words, to: UUID.self) : UUID(uuid: unsafeBitCast(words, to: uuid_t.self))
  }

  /// Whether a UUID is stored as its 16 bytes, in the order `uuid` gives them.
  static let storesItsBytes: Bool = {
    let bytes: uuid_t = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    guard MemoryLayout<UUID>.size == 16, MemoryLayout<UUID>.stride == 16 else { return false }
    return withUnsafeBytes(of: UUID(uuid: bytes)) { Array($0) } == Array(0..<16)
  }()

  /// The four bytes eight hex digits spell, the first digit in the lowest byte of `digits`;
  /// `nil` when any byte is not a hex digit.
  ///
  /// All eight at once, in one word: a byte is checked against the digit and letter ranges by
  /// adding to it and testing its top bit, which no sum carries past (every byte is ASCII,
  /// below 0x80, and each sum stays below 0x100).
  @inline(__always)
  private static func bytes8(_ digits: UInt64) -> UInt32? {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let tops = ones &* 0x80
    guard digits & tops == 0 else { return nil }
    let isDigit = (digits &+ ones &* (0x80 - 0x30)) & ~(digits &+ ones &* (0x80 - 0x3A))
    let lowered = digits | ones &* 0x20
    let isLetter = (lowered &+ ones &* (0x80 - 0x61)) & ~(lowered &+ ones &* (0x80 - 0x67))
    guard (isDigit | isLetter) & tops == tops else { return nil }
    // A digit's value is its low four bits, a letter's (bit 6 set) those plus nine.
    let values = (digits & 0x0F0F_0F0F_0F0F_0F0F) &+ (digits >> 6 & ones) &* 9
    // Each pair of digits into one byte, then the four bytes together.
    let pairs = (values & 0x00FF_00FF_00FF_00FF) << 4 | (values >> 8 & 0x00FF_00FF_00FF_00FF)
    let packed = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
    return UInt32(truncatingIfNeeded: packed | packed >> 16)
  }

  /// Writes a UUID in lowercase hyphenated form.
  static func format(_ uuid: UUID) -> String {
    String(unsafeUninitializedCapacity: 36) { write(uuid, into: $0) }
  }

  /// The 36 bytes of the lowercase hyphenated form, into a buffer of at least that size.
  ///
  /// Four bytes at a time become eight digits in one word (see ``digits(_:)``), stored
  /// whole or in halves around the hyphens.
  ///
  /// - Returns: How many bytes were written: 36, or 0 into a shorter buffer.
  @discardableResult
  static func write(_ uuid: UUID, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard buffer.count >= 36, let start = buffer.baseAddress else { return 0 }
    let out = UnsafeMutableRawPointer(start)
    withUnsafeBytes(of: uuid.uuid) { raw in
      func word(_ offset: Int) -> UInt64 {
        digits(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      }
      let (first, second, third, fourth) = (word(0), word(4), word(8), word(12))
      let hyphen = UInt8(ascii: "-")
      out.storeBytes(of: first.littleEndian, toByteOffset: 0, as: UInt64.self)
      out.storeBytes(of: hyphen, toByteOffset: 8, as: UInt8.self)
      out.storeBytes(of: UInt32(truncatingIfNeeded: second).littleEndian, toByteOffset: 9, as: UInt32.self)
      out.storeBytes(of: hyphen, toByteOffset: 13, as: UInt8.self)
      out.storeBytes(of: UInt32(truncatingIfNeeded: second >> 32).littleEndian, toByteOffset: 14, as: UInt32.self)
      out.storeBytes(of: hyphen, toByteOffset: 18, as: UInt8.self)
      out.storeBytes(of: UInt32(truncatingIfNeeded: third).littleEndian, toByteOffset: 19, as: UInt32.self)
      out.storeBytes(of: hyphen, toByteOffset: 23, as: UInt8.self)
      out.storeBytes(of: UInt32(truncatingIfNeeded: third >> 32).littleEndian, toByteOffset: 24, as: UInt32.self)
      out.storeBytes(of: fourth.littleEndian, toByteOffset: 28, as: UInt64.self)
    }
    return 36
  }

  /// The eight lowercase hex digits of four bytes (the first in the lowest byte of `bytes`),
  /// the first digit in the lowest byte of the result.
  ///
  /// Each byte is spread over two, its high nibble first; a nibble `n` becomes `"0" + n`,
  /// plus the distance from `":"` to `"a"` when `n + 6` carries into bit 4 (`n` ≥ 10).
  @inline(__always)
  private static func digits(_ bytes: UInt32) -> UInt64 {
    var spread = UInt64(bytes)
    spread = (spread | spread << 16) & 0x0000_FFFF_0000_FFFF
    spread = (spread | spread << 8) & 0x00FF_00FF_00FF_00FF
    let nibbles = (spread >> 4 & 0x000F_000F_000F_000F) | (spread & 0x000F_000F_000F_000F) << 8
    let letters = (nibbles &+ 0x0606_0606_0606_0606) >> 4 & 0x0101_0101_0101_0101
    return nibbles &+ 0x3030_3030_3030_3030 &+ letters &* UInt64(UInt8(ascii: "a") - UInt8(ascii: ":"))
  }
}
