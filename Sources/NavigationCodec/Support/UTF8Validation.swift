// Memory: reads the caller's bytes within the call, each index checked against the count.
/// Strict UTF-8 validation (RFC 3629): no overlong forms, no surrogates, nothing above
/// U+10FFFF.
///
/// Specialised for byte buffers, so it costs a pass over the bytes and no more.
enum UTF8Validation {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstInvalidOffset(bytes) == nil
  }

  /// The offset of the first byte that does not begin a valid sequence (a stray continuation
  /// byte, or the lead of a sequence that is cut short, overlong or out of range), or `nil`
  /// when the bytes are valid: where an error about invalid UTF-8 should point.
  static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lowest = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        highest = 0x9F
      case 0xF0:
        length = 4
        lowest = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        highest = 0x8F
      default: return index
      }
      // A sequence cut short, overlong or out of range is reported at its lead byte.
      guard count - index >= length else { return index }
      let second = bytes[index + 1]
      guard second >= lowest && second <= highest else { return index }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
      index += length
    }
    return nil
  }

  /// The string of valid UTF-8 bytes, or `nil`.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
  }
}
