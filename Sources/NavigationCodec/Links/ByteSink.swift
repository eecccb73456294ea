// Memory: writes only within the caller's buffer, which outlives it; what does not fit is not written.
/// Output (a printed link, canonical JSON) written into a buffer sized in advance.
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

  mutating func append(_ text: String, in component: PercentEncoding.Component) {
    var text = text
    text.withUTF8 { append($0, in: component) }
  }

  /// Appends `bytes`, percent-encoding (uppercase hex) whatever `component` does not print
  /// raw; with no component, as they are.
  ///
  /// Needs room for the worst case, every byte escaped, so that no byte needs its own check;
  /// the sizes worked out before writing always leave that much.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, in component: PercentEncoding.Component?) {
    guard let component else {
      write(bytes.count) { _ = $0.initialize(fromContentsOf: bytes) }
      return
    }
    guard 3 * bytes.count <= buffer.count - count else {
      overflowed = true
      return
    }
    let hex: StaticString = "0123456789ABCDEF"
    let mask = PercentEncoding.mask(component)
    var out = count
    PercentEncoding.printedRaw.withUnsafeBufferPointer { table in
      for byte in bytes {
        if table[Int(byte)] & mask != 0 {
          buffer[out] = byte
          out += 1
        } else {
          buffer[out] = UInt8(ascii: "%")
          buffer[out + 1] = hex.utf8Start[Int(byte >> 4)]
          buffer[out + 2] = hex.utf8Start[Int(byte & 0xF)]
          out += 3
        }
      }
    }
    count = out
  }
}
