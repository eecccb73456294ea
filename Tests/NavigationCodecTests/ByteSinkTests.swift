import Testing

@testable import NavigationCodec

/// Canonical JSON is written into a buffer sized in advance, and again with more room when the
/// sink overflows; the sink must never write past its buffer and must say when it ran short.
@Suite struct ByteSinkTests {
  private func written(capacity: Int, _ body: (inout ByteSink) -> Void) -> (text: String, overflowed: Bool) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity + 4) { buffer in
      // Guard bytes after the sink's part of the buffer show any write past its end.
      buffer.initialize(repeating: UInt8(ascii: "#"))
      var sink = ByteSink(UnsafeMutableBufferPointer(rebasing: buffer[..<capacity]))
      body(&sink)
      #expect(buffer[capacity...].allSatisfy { $0 == UInt8(ascii: "#") })
      return (String(decoding: buffer[..<sink.count], as: UTF8.self), sink.overflowed)
    }
  }

  @Test func bytesThatDoNotAllFitAreNotWrittenAndOverflow() {
    let bytes = Array("abc".utf8)
    let short = written(capacity: 3) { sink in
      sink.append(UInt8(ascii: "x"))
      bytes.withUnsafeBufferPointer { sink.append($0) }
    }
    #expect(short.text == "x")
    #expect(short.overflowed)
    let enough = written(capacity: 4) { sink in
      sink.append(UInt8(ascii: "x"))
      bytes.withUnsafeBufferPointer { sink.append($0) }
    }
    #expect(enough.text == "xabc")
    #expect(!enough.overflowed)
  }

  @Test func aWriterKeepsTheBytesItSaysItWroteAndNeedsRoomForItsMost() {
    var counts: [Int] = []
    let result = written(capacity: 5) { sink in
      counts.append(sink.write(atMost: 4) { $0.initialize(from: "abcd".utf8).1 == 4 ? 2 : 0 })
      counts.append(sink.write(atMost: 4) { _ in 4 })
    }
    #expect(counts == [2, 0])
    #expect(result.text == "ab")
    #expect(result.overflowed)
  }

  @Test func aByteThatDoesNotFitOverflows() {
    let result = written(capacity: 2) { sink in
      for byte in "abc".utf8 { sink.append(byte) }
    }
    #expect(result.text == "ab")
    #expect(result.overflowed)
  }
}
