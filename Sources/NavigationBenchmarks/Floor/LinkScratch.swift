/// Room for a link's decoded pieces, as long as the link: decoding never lengthens a piece,
/// and each byte of the link is decoded at most once.
struct LinkScratch {
  private let base: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var used = 0

  /// Scratch of `capacity` bytes from `base`, at least as many as the link has.
  init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  /// Lets `body` write at most `length` bytes after those already used, and keeps the piece
  /// of the length it returns; `nil` when `body` does, or when `length` bytes do not fit.
  mutating func piece(
    atMost length: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int?
  ) -> UnsafeBufferPointer<UInt8>? {
    guard length <= capacity &- used, let written = body(base + used) else { return nil }
    defer { used &+= written }
    return UnsafeBufferPointer(start: base + used, count: written)
  }
}
