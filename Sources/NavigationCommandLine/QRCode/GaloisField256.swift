/// Arithmetic in GF(2⁸) as QR codes use it: bytes are polynomials over GF(2) reduced by
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), whose root α = 2 generates every non-zero element.
///
/// Multiplication goes through logarithms: α^(log a + log b). Both tables are built once
/// from that one polynomial, so there is no table of magic numbers to get wrong.
enum GaloisField256 {
  /// `exponents[i]` is αⁱ for i in 0..<255.
  static let exponents: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 255)
    var value = 1
    for power in 0..<255 {
      table[power] = UInt8(value)
      value <<= 1
      if value & 0x100 != 0 { value ^= 0x11D }
    }
    return table
  }()

  /// `logarithms[a]` is the power i with αⁱ = a, for a non-zero byte; entry 0 is unused.
  static let logarithms: [Int] = {
    var table = [Int](repeating: 0, count: 256)
    for (power, value) in exponents.enumerated() { table[Int(value)] = power }
    return table
  }()

  /// The product of two elements.
  static func multiply(_ lhs: UInt8, _ rhs: UInt8) -> UInt8 {
    guard lhs != 0 && rhs != 0 else { return 0 }
    return exponents[(logarithms[Int(lhs)] + logarithms[Int(rhs)]) % 255]
  }

  /// αⁱ for any non-negative power.
  static func power(_ exponent: Int) -> UInt8 {
    exponents[exponent % 255]
  }
}
