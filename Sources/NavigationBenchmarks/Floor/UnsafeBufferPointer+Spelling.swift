/// Comparing a piece of a link with one of the grammar's words.
extension UnsafeBufferPointer<UInt8> {
  /// Whether the bytes are exactly `word`'s.
  @inline(__always)
  func spells(_ word: StaticString) -> Bool {
    count == word.utf8CodeUnitCount && hasPrefix(word)
  }

  /// Whether the bytes begin with `word`'s.
  @inline(__always)
  func hasPrefix(_ word: StaticString) -> Bool {
    let length = word.utf8CodeUnitCount
    guard count >= length else { return false }
    var offset = 0
    while offset < length {
      guard self[offset] == word.utf8Start[offset] else { return false }
      offset &+= 1
    }
    return true
  }

  /// Whether the bytes spell `word`, which is lowercase, in any ASCII case.
  func spells(ignoringCase word: StaticString) -> Bool {
    guard count == word.utf8CodeUnitCount else { return false }
    // Links almost always spell their scheme and host in lowercase.
    if hasPrefix(word) { return true }
    for offset in 0..<count {
      let expected = word.utf8Start[offset]
      // Only a letter of the word may differ in case: folding any other byte would let a
      // control byte stand for a punctuation mark.
      let isLetter = expected &- UInt8(ascii: "a") < 26
      guard (isLetter ? self[offset] | 0x20 : self[offset]) == expected else { return false }
    }
    return true
  }
}
