import Testing

@testable import NavigationCodec

/// The byte comparison behind snapshot keys and grammar words: every length and every position
/// of a difference must be seen.
@Suite struct ByteComparisonTests {
  private func same(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    lhs.withUnsafeBufferPointer { lhs in rhs.withUnsafeBufferPointer { lhs.hasSameBytes(as: $0) } }
  }

  @Test func equalBuffersOfEveryLengthAreTheSame() {
    for length in 0...40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
      // Separate arrays, so the comparison reads two buffers, not one twice.
      #expect(same(bytes, Array(bytes)), "length \(length)")
    }
  }

  @Test func aDifferenceAtAnyOffsetIsSeen() {
    for length in 1...40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
      for offset in 0..<length {
        for flip: UInt8 in [0x01, 0x20, 0x80] {
          var changed = bytes
          changed[offset] ^= flip
          #expect(!same(bytes, changed), "length \(length), offset \(offset), flip \(flip)")
        }
      }
    }
  }

  @Test func buffersOfDifferentLengthsDiffer() {
    #expect(!same([], [0]))
    #expect(!same(Array("exercise".utf8), Array("exercises".utf8)))
    #expect(!same(Array("exercises".utf8), Array("exercise".utf8)))
  }

  @Test func slicesAtAnyAlignmentCompareByContent() {
    let text = Array("xxdoexercise://history/running".utf8)
    let word = Array("history".utf8)
    text.withUnsafeBufferPointer { text in
      word.withUnsafeBufferPointer { word in
        for start in 0...(text.count - word.count) {
          let slice = UnsafeBufferPointer(rebasing: text[start..<start + word.count])
          #expect(slice.hasSameBytes(as: word) == (start == 15), "start \(start)")
        }
      }
    }
  }
}
