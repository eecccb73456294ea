// Memory: reads both of the caller's buffers within the call, up to their counts.
extension UnsafeBufferPointer<UInt8> {
  /// Whether two buffers hold the same bytes.
  ///
  /// Eight bytes at a time, then byte by byte: the words compared while reading links and
  /// snapshots (keys, literals, keywords) are a few bytes long, and `elementsEqual` costs
  /// more to set up than that.
  func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    guard let start = baseAddress, let otherStart = other.baseAddress else { return true }  // both empty
    let (left, right) = (UnsafeRawPointer(start), UnsafeRawPointer(otherStart))
    // Four to seven bytes: two overlapping four-byte loads cover them.
    if count >= 4 && count < 8 {
      return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
        && left.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
          == right.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
    }
    var offset = 0
    while offset &+ 8 <= count {
      guard
        left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset &+= 8
    }
    while offset < count {
      guard start[offset] == otherStart[offset] else { return false }
      offset &+= 1
    }
    return true
  }
}
