// Memory: escapes are written only into room reserved for the worst case, six bytes a byte.
/// How JSON writes the bytes of a string.
///
/// `"`, `\` and the control characters are escaped, in the short forms (`\n`, `\t`, …) where
/// JSON has one and as `\u00XX` with lowercase hex otherwise; every other byte, UTF-8 included,
/// is written as it is. This is `JSON.stringify`'s choice, and so the canonical one.
package enum JSONStringEscapes {
  /// Whether a byte is written escaped.
  @inline(__always)
  package static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The letter after the backslash of a byte's short escape, if it has one.
  ///
  /// `nil` for a control character written `\u00XX`. Only for bytes that need escaping.
  private static func shortEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""): UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): UInt8(ascii: "\\")
    case 0x08: UInt8(ascii: "b")
    case 0x0C: UInt8(ascii: "f")
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    default: nil
    }
  }

  /// Hands `emit` the bytes JSON writes for one byte of a string: the byte itself, or its
  /// escape (two bytes, or six for `\u00XX`).
  @inline(__always)
  package static func write(_ byte: UInt8, _ emit: (UInt8) -> Void) {
    guard needsEscape(byte) else { return emit(byte) }
    emit(UInt8(ascii: "\\"))
    if let letter = shortEscape(byte) { return emit(letter) }
    for ascii in "u00".utf8 { emit(ascii) }
    emit(hexDigit(byte >> 4))
    emit(hexDigit(byte & 0xF))
  }

  /// The lowercase hex digit of a nibble.
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  /// Whether any byte is written escaped.
  static func anyNeedsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = bytes.baseAddress else { return false }
    let count = bytes.count
    let raw = UnsafeRawPointer(start)
    guard count >= 8 else {
      // Most keys: four to seven bytes are two four-byte words that overlap, checked as one
      // eight-byte word (each byte is tested on its own, so a byte seen twice changes nothing).
      guard count >= 4 else {
        for offset in 0..<count where needsEscape(start[offset]) { return true }
        return false
      }
      let first = UInt64(raw.loadUnaligned(as: UInt32.self))
      let last = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
      return anyNeedsEscape(first | last << 32)
    }
    // Eight bytes at a time: almost all text has nothing to escape. The last word overlaps
    // the one before it instead of ending in a byte loop.
    var offset = 0
    while offset &+ 8 < count {
      if anyNeedsEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
      offset &+= 8
    }
    return anyNeedsEscape(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
  }

  /// Whether any of a word's eight bytes is below 0x20, a quote or a backslash.
  @inline(__always)
  private static func anyNeedsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // (word - n × ones) & ~word has a byte's high bit set exactly when some byte is below n
    // (n ≤ 0x80); a byte equal to c is a zero byte, below 1, after XOR with c × ones.
    func hasByteBelow(_ word: UInt64, _ bound: UInt64) -> Bool { (word &- ones &* bound) & ~word & highBits != 0 }
    return hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x22), 1) || hasByteBelow(word ^ (ones &* 0x5C), 1)
  }
}
