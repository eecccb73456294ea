import TestSupport
import Testing

@testable import NavigationCodec

/// The encoding tree's buffers keep every element appended across the times they grow.
@Suite struct GrowingBufferTests {
  @Test func keepsEveryByteAcrossGrowth() {
    var random = SplitMix64(seed: 21)
    var buffer = GrowingBuffer<UInt8>(capacity: 1)
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
    #expect(Array(buffer.elements) == expected)
  }

  @Test func elementsAppendedOneByOneCanBeRewrittenInPlace() {
    var buffer = GrowingBuffer<Int64>(capacity: 2)
    for value in 0..<100 as Range<Int64> { buffer.append(value) }
    for index in stride(from: 0, to: 100, by: 7) { buffer[index] *= -1 }
    let expected = (0..<100 as Range<Int64>).map { $0 % 7 == 0 ? -$0 : $0 }
    #expect(Array(buffer.elements) == expected)
    #expect(buffer[99] == 99)
  }

  @Test func anEmptyAppendChangesNothing() {
    var buffer = GrowingBuffer<UInt8>(capacity: 0)
    [UInt8]().withUnsafeBufferPointer { buffer.append($0) }
    buffer.append(atMost: 0) { _ in 0 }
    #expect(buffer.count == 0)
    #expect(Array(buffer.elements).isEmpty)
  }
}
