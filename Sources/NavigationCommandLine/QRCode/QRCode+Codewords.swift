// The codewords of a code: the byte-mode segment, padded to the version's data capacity,
// split into blocks, each block's error correction added, and all of it interleaved.
extension QRCode {
  /// The data codewords of a byte-mode segment: mode `0100`, the count, the bytes, a
  /// terminator of up to four zeros, zeros to the byte, then the pad bytes 0xEC and 0x11 in
  /// turn up to the capacity.
  ///
  /// With `utf8`, an ECI header comes first: mode `0111` and assignment 26, UTF-8. Byte mode
  /// alone names no character set, and decoders guess one (often Shift JIS for bytes that
  /// are not ASCII); the header makes them read the bytes as the UTF-8 they are.
  ///
  /// - Precondition: `version.byteCapacity(utf8: utf8) >= bytes.count`.
  static func dataCodewords(_ bytes: [UInt8], version: QRVersion, utf8: Bool = false) -> [UInt8] {
    var stream = QRBitStream()
    if utf8 {
      stream.append(0b0111, bits: 4)
      stream.append(26, bits: 8)
    }
    stream.append(0b0100, bits: 4)
    stream.append(bytes.count, bits: version.countBits)
    for byte in bytes { stream.append(Int(byte), bits: 8) }
    let capacity = version.dataCodewords * 8
    stream.append(0, bits: min(4, capacity - stream.count))
    stream.append(0, bits: (8 - stream.count % 8) % 8)
    var codewords = stream.bytes
    var pad: UInt8 = 0xEC
    while codewords.count < version.dataCodewords {
      codewords.append(pad)
      pad = pad == 0xEC ? 0x11 : 0xEC
    }
    return codewords
  }

  /// The data split into the version's blocks, shorter blocks first (the longer ones hold
  /// one codeword more), each with its error-correction codewords.
  static func blocks(of data: [UInt8], version: QRVersion) -> [(data: [UInt8], correction: [UInt8])] {
    let count = version.blockCount
    let shortLength = data.count / count
    let longBlocks = data.count % count
    let encoder = ReedSolomonEncoder(degree: version.errorCorrectionPerBlock)
    var start = 0
    return (0..<count).map { index in
      let length = shortLength + (index >= count - longBlocks ? 1 : 0)
      let block = Array(data[start..<start + length])
      start += length
      return (block, encoder.remainder(of: block))
    }
  }

  /// The codewords in the order they are placed: the first data codeword of every block,
  /// then the second, and so on (a short block has none for the last round), then the
  /// error-correction codewords the same way.
  static func interleaved(_ blocks: [(data: [UInt8], correction: [UInt8])]) -> [UInt8] {
    var codewords: [UInt8] = []
    let longest = blocks.map(\.data.count).max() ?? 0
    for index in 0..<longest {
      for block in blocks where index < block.data.count { codewords.append(block.data[index]) }
    }
    let correction = blocks.first?.correction.count ?? 0
    for index in 0..<correction {
      for block in blocks { codewords.append(block.correction[index]) }
    }
    return codewords
  }
}
