import Testing

@testable import NavigationCodec

@Suite struct WordKeyTests {
  private static func key(_ bytes: [UInt8]) -> WordKey {
    bytes.withUnsafeBufferPointer { WordKey($0) }
  }

  /// Up to the most bytes a key holds, a key tells apart every two words that differ in one
  /// byte, wherever it is; and a key is the same for the same bytes.
  @Test func aKeyHoldsEveryByteOfAShortWord() {
    for count in 1...WordKey.exactCount {
      let word = (0..<count).map { UInt8(ascii: "a") + UInt8($0) }
      #expect(Self.key(word) == Self.key(Array(word)))
      #expect(Self.key(word).holdsWholeWord)
      for position in 0..<count {
        var other = word
        other[position] = UInt8(ascii: "z")
        #expect(Self.key(other) != Self.key(word), "\(count) bytes, differing at \(position)")
        #expect(!other.withUnsafeBufferPointer { Self.key(word).isKey(of: $0) })
      }
    }
  }

  /// A longer word's key holds its first and last eight bytes: a word differing only between
  /// them has the same key, so matching compares its whole bytes.
  @Test func aLongWordsKeyHoldsItsEnds() {
    let word = Array("aaaaaaaaxbbbbbbbb".utf8)
    let other = Array("aaaaaaaaybbbbbbbb".utf8)
    #expect(!Self.key(word).holdsWholeWord)
    #expect(Self.key(word) == Self.key(other))
    #expect(Self.key(word) != Self.key(Array("aaaaaaaaxbbbbbbbc".utf8)))
    #expect(Self.key(word) != Self.key(Array("baaaaaaaxbbbbbbbb".utf8)))
    #expect(Self.key([]) != Self.key([0]))
    #expect(Self.key([]) != .unmatched)
  }
}
