import NavigationCodec

/// Splits a stream into lines without holding more than `limit` bytes of one line: a longer
/// line is skipped to its end and reported as too long.
struct LineReader {
  enum Line: Equatable {
    case text(String)
    case tooLong
  }

  let limit: Int
  let read: () throws(IOFailure) -> [UInt8]
  private var buffer: [UInt8] = []
  private var position = 0
  private var ended = false

  init(limit: Int, read: @escaping () throws(IOFailure) -> [UInt8]) {
    self.limit = limit
    self.read = read
  }

  /// The next line, or `nil` at the end of the stream.
  ///
  /// - Throws: The failure of a read; the lines before it have been returned.
  mutating func next() throws(IOFailure) -> Line? {
    var line: [UInt8] = []
    var tooLong = false
    var sawAnything = false
    while true {
      if position == buffer.count {
        if ended { break }
        buffer = try read()
        position = 0
        if buffer.isEmpty {
          ended = true
          break
        }
      }
      sawAnything = true
      let byte = buffer[position]
      position += 1
      if byte == 0x0A { return finish(line, tooLong) }
      if tooLong { continue }
      if line.count == limit {
        tooLong = true
        line = []
      } else {
        line.append(byte)
      }
    }
    return sawAnything ? finish(line, tooLong) : nil
  }

  private func finish(_ line: [UInt8], _ tooLong: Bool) -> Line {
    if tooLong { return .tooLong }
    var bytes = line[...]
    if bytes.last == 0x0D { bytes = bytes.dropLast() }
    return .text(String(decoding: bytes, as: UTF8.self))
  }
}
