// Memory: writes only within the caller's buffer, which outlives it; what does not fit is not written.
/// Canonical JSON output written into a buffer sized in advance.
///
/// What does not fit is not written and marks the sink as overflowed, so that the caller can
/// write again with more room; nothing is ever written past the buffer.
struct ByteSink {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 0
  private(set) var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

  /// Lets `body` fill the next `length` bytes, or marks the sink overflowed when they do not fit.
  mutating func write(_ length: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
    guard length <= buffer.count - count else {
      overflowed = true
      return
    }
    // From the base address rather than a slice of the buffer: the bounds are checked above,
    // and a slice checks them again on every write.
    body(UnsafeMutableBufferPointer(start: buffer.baseAddress.map { $0 + count }, count: length))
    count &+= length
  }

  /// Lets `body` write at most `length` bytes and keeps as many as it returns; marks the sink
  /// overflowed, and returns 0, when `length` do not fit.
  mutating func write(atMost length: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> Int {
    guard length <= buffer.count - count else {
      overflowed = true
      return 0
    }
    let written = body(UnsafeMutableBufferPointer(start: buffer.baseAddress.map { $0 + count }, count: length))
    count &+= written
    return written
  }

  /// Drops what was written after the first `kept` bytes (a query parameter whose value turns
  /// out to be left out, after its name).
  mutating func truncate(to kept: Int) {
    count = min(kept, count)
  }

  mutating func append(_ byte: UInt8) {
    guard count < buffer.count else {
      overflowed = true
      return
    }
    buffer[count] = byte
    count &+= 1
  }

  /// Appends `bytes` as they are, or nothing when they do not all fit.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    write(bytes.count) { _ = $0.initialize(fromContentsOf: bytes) }
  }
}
