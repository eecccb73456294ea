extension UnsafeBufferPointer<UInt8> {
  /// Whether two buffers hold the same bytes.
  ///
  /// A plain loop: the words compared while reading links and snapshots (keys, literals,
  /// keywords) are a few bytes long, and `elementsEqual` costs more to set up than that.
  func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    for offset in 0..<count where self[offset] != other[offset] { return false }
    return true
  }
}
