extension RawLink {
  /// The link's segments from `position` on, joined with `/`.
  ///
  /// Each segment is already decoded and holds no `/` (the reader refuses an encoded slash),
  /// so the value splits back into the same segments when printed.
  func path(from position: Int) -> String {
    var count = segmentCount - position - 1
    for index in position..<segmentCount { count += segment(index).bytes.count }
    return String(unsafeUninitializedCapacity: max(count, 0)) { buffer in
      var written = 0
      for index in position..<segmentCount {
        if index > position {
          buffer[written] = UInt8(ascii: "/")
          written += 1
        }
        let bytes = segment(index).bytes
        _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: bytes)
        written += bytes.count
      }
      return written
    }
  }
}
