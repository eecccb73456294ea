/// Strict UTF-8 validation of decoded link text (RFC 3629): no overlong forms, no surrogates,
/// nothing above U+10FFFF.
enum UTF8Check {
  /// Whether `bytes` are valid UTF-8.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index &+= 1
        continue
      }
      // The allowed range of the second byte depends on the lead; the rest are 80...BF.
      let length: Int
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, lowest) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, highest) = (3, 0x9F)
      case 0xF0: (length, lowest) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, highest) = (4, 0x8F)
      default: return false
      }
      guard count &- index >= length, (lowest...highest).contains(bytes[index &+ 1]) else { return false }
      for offset in 2..<length where bytes[index &+ offset] & 0xC0 != 0x80 { return false }
      index &+= length
    }
    return true
  }
}
