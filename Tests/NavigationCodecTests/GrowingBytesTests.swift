import TestSupport
import Testing

@testable import NavigationCodec

/// The encoding tree's text buffer keeps every byte appended across the times it grows.
@Suite struct GrowingBytesTests {
  @Test func keepsEveryByteAcrossGrowth() {
    var random = SplitMix64(seed: 21)
    var buffer = GrowingBytes(capacity: 1)
    var expected: [UInt8] = []
    for round in 0..<200 {
      let chunk = (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      if round % 3 == 0 {
        // Room for more than is written: only what the body says it wrote counts.
        buffer.append(atMost: chunk.count + 7) { room in
          for (offset, byte) in chunk.enumerated() { room[offset] = byte }
          return chunk.count
        }
      } else {
        chunk.withUnsafeBufferPointer { buffer.append($0) }
      }
      expected += chunk
      #expect(buffer.count == expected.count)
    }
    #expect(Array(buffer.bytes) == expected)
  }

  @Test func anEmptyAppendChangesNothing() {
    var buffer = GrowingBytes(capacity: 0)
    [UInt8]().withUnsafeBufferPointer { buffer.append($0) }
    buffer.append(atMost: 0) { _ in 0 }
    #expect(buffer.count == 0)
    #expect(Array(buffer.bytes).isEmpty)
  }
}
