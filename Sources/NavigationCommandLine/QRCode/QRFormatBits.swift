/// The BCH-protected words a code carries besides its data: the format information (error
/// correction level and mask) and, from version 7, the version information.
enum QRFormatBits {
  /// The 15 format bits for level M (level bits `00`) and a mask: the 5 data bits, their
  /// BCH(15,5) remainder by x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1 (0x537), XORed with 0x5412 so
  /// that no format word is all light.
  static func format(mask: Int) -> Int {
    let data = 0b00 << 3 | mask
    return (data << 10 | remainder(data << 10, generator: 0x537, degree: 10)) ^ 0x5412
  }

  /// The 18 version bits: the 6-bit version and its BCH(18,6) remainder by
  /// x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1 (0x1F25).
  static func version(_ number: Int) -> Int {
    number << 12 | remainder(number << 12, generator: 0x1F25, degree: 12)
  }

  /// The remainder of the polynomial `value` divided by `generator`, of degree `degree`,
  /// over GF(2).
  private static func remainder(_ value: Int, generator: Int, degree: Int) -> Int {
    var value = value
    var bit = Int.bitWidth - value.leadingZeroBitCount - 1
    while bit >= degree {
      if value >> bit & 1 == 1 { value ^= generator << (bit - degree) }
      bit -= 1
    }
    return value
  }
}
