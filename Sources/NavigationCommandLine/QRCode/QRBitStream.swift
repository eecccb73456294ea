/// Bits appended most significant first and read back as bytes: the data segment of a code.
struct QRBitStream {
  private(set) var bits: [Bool] = []

  /// The number of bits appended.
  var count: Int { bits.count }

  /// Appends the low `count` bits of `value`, most significant first.
  mutating func append(_ value: Int, bits count: Int) {
    for shift in stride(from: count - 1, through: 0, by: -1) {
      bits.append((value >> shift) & 1 == 1)
    }
  }

  /// The bits in bytes, the last one padded with zeros.
  var bytes: [UInt8] {
    stride(from: 0, to: bits.count, by: 8).map { start in
      var byte: UInt8 = 0
      for offset in 0..<8 {
        byte <<= 1
        if start + offset < bits.count && bits[start + offset] { byte |= 1 }
      }
      return byte
    }
  }
}
