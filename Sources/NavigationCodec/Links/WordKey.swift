/// A word's byte count and its bytes packed into two integers, so that a segment is compared
/// with a literal by a few loads of its own bytes rather than byte by byte against the pool.
///
/// `head` and `tail` hold the first and the last eight bytes (four, for four to seven bytes,
/// overlapping as the count requires; for fewer, the first, middle and last byte in `head`).
/// For a word of at most ``exactCount`` bytes, equal keys are equal bytes; a longer word is
/// equal only if its whole bytes are too.
struct WordKey: Equatable {
  let count: Int
  let head: UInt64
  let tail: UInt64

  /// The most bytes a key holds all of.
  static let exactCount = 16

  /// A key no bytes have, for an entry that no segment is.
  static let unmatched = WordKey(count: -1, head: 0, tail: 0)

  private init(count: Int, head: UInt64, tail: UInt64) {
    (self.count, self.head, self.tail) = (count, head, tail)
  }

  /// The key of `bytes`.
  @inline(__always)
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    count = bytes.count
    guard let start = bytes.baseAddress, count > 0 else {
      (head, tail) = (0, 0)
      return
    }
    let raw = UnsafeRawPointer(start)
    if count >= 8 {
      head = raw.loadUnaligned(as: UInt64.self)
      tail = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    } else if count >= 4 {
      head = UInt64(raw.loadUnaligned(as: UInt32.self))
      tail = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
    } else {
      head = UInt64(start[0]) | UInt64(start[count &>> 1]) &<< 8 | UInt64(start[count &- 1]) &<< 16
      tail = 0
    }
  }

  /// Whether `bytes` have this key: for a key that ``holdsWholeWord``, whether they are its
  /// word.
  @inline(__always)
  func isKey(of bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    count == bytes.count && self == WordKey(bytes)
  }

  /// Whether the key holds all of its word's bytes.
  var holdsWholeWord: Bool { count <= Self.exactCount }
}
