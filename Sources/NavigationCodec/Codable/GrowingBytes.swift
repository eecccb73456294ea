/// Bytes appended to one owned allocation that doubles when it fills: an append is a capacity
/// check and a copy, with none of an array's uniqueness checks or generic copying.
///
/// Invariant: the first `count` of `capacity` bytes at `start` are initialized.
struct GrowingBytes: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes have been appended.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The bytes appended so far; valid until the next append.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Appends a copy of `bytes`.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    reserve(bytes.count)
    (start + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends what `body` writes into room for `most` bytes; `body` returns how many it wrote,
  /// at most `most`.
  mutating func append(atMost most: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    reserve(most)
    let written = body(UnsafeMutableBufferPointer(start: start + count, count: most))
    count += min(max(written, 0), most)
  }

  /// Makes room for `extra` more bytes, doubling the allocation at least.
  private mutating func reserve(_ extra: Int) {
    guard capacity - count < extra else { return }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + extra))
    grown.moveInitialize(from: start, count: count)
    start.deallocate()
    start = grown
    capacity = max(capacity * 2, count + extra)
  }
}
