/// A printed link's bytes, written into a buffer sized in advance.
///
/// What does not fit is not written and marks the writer overflowed; nothing is ever written
/// past the buffer.
struct LinkWriter {
  private let base: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private(set) var count = 0
  private(set) var overflowed = false

  /// A writer over `capacity` bytes from `base`.
  init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  /// The bytes written.
  var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Lets `body` write at most `length` bytes and keeps as many as it returns; `false` when
  /// they do not fit or `body` returns `nil`.
  @inline(__always)
  mutating func write(atMost length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int?) -> Bool {
    guard length <= capacity &- count else {
      overflowed = true
      return false
    }
    guard let written = body(base + count) else { return false }
    count &+= written
    return true
  }

  mutating func append(_ byte: UInt8) {
    _ = write(atMost: 1) { out in
      out[0] = byte
      return 1
    }
  }

  mutating func append(_ word: StaticString) {
    _ = write(atMost: word.utf8CodeUnitCount) { out in
      out.update(from: word.utf8Start, count: word.utf8CodeUnitCount)
      return word.utf8CodeUnitCount
    }
  }

  /// Appends query text, escaping (uppercase hex) every byte a query does not print raw: all
  /// but its plain bytes, so never "&", "=" or "+".
  mutating func appendQueryText(_ bytes: UnsafeBufferPointer<UInt8>) {
    let table = LinkBytes.shared
    _ = write(atMost: 3 &* bytes.count) { out in
      let hex: StaticString = "0123456789ABCDEF"
      var position = 0
      for byte in bytes {
        if table.classes(byte) & LinkBytes.plainQuery != 0 {
          out[position] = byte
          position &+= 1
        } else {
          out[position] = UInt8(ascii: "%")
          out[position &+ 1] = hex.utf8Start[Int(byte >> 4)]
          out[position &+ 2] = hex.utf8Start[Int(byte & 0x0F)]
          position &+= 3
        }
      }
      return position
    }
  }
}
