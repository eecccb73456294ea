// Memory: the strings' UTF-8 bytes are lent for the comparison and never kept.
extension String {
  /// Whether the two strings have the same UTF-8 bytes.
  ///
  /// Links compare words byte for byte, as they are spelt: `==` would also equate two
  /// spellings of one character (a precomposed "é" and "e" with a combining accent), which
  /// print differently.
  func hasSameUTF8(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    var (left, right) = (self, other)
    return left.withUTF8 { left in right.withUTF8 { left.hasSameBytes(as: $0) } }
  }

  /// The string with its ASCII capitals lowered and every other character as it is: schemes
  /// and hosts compare without ASCII case, and no other character may change.
  var asciiLowercased: String {
    guard utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return self }
    return String(
      decoding: utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
