/// The error-correction codewords of one block: the remainder of the block's data, as a
/// polynomial times x^degree, divided by the generator (x − α⁰)(x − α¹)…(x − α^(degree−1)).
struct ReedSolomonEncoder {
  /// The generator's coefficients after its leading 1, highest power first.
  let generator: [UInt8]

  /// An encoder that adds `degree` codewords to a block.
  init(degree: Int) {
    // Multiplies out the factors one by one; `coefficients` holds the product so far,
    // highest power first, with its leading 1 implied.
    var coefficients = [UInt8](repeating: 0, count: degree)
    if degree > 0 { coefficients[degree - 1] = 1 }
    for factor in 0..<degree {
      let root = GaloisField256.power(factor)
      for index in 0..<degree {
        coefficients[index] = GaloisField256.multiply(coefficients[index], root)
        if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
      }
    }
    generator = coefficients
  }

  /// The error-correction codewords for a block of data codewords.
  func remainder(of data: [UInt8]) -> [UInt8] {
    var remainder = [UInt8](repeating: 0, count: generator.count)
    guard !remainder.isEmpty else { return [] }
    for byte in data {
      let factor = byte ^ remainder[0]
      remainder.removeFirst()
      remainder.append(0)
      for index in remainder.indices {
        remainder[index] ^= GaloisField256.multiply(generator[index], factor)
      }
    }
    return remainder
  }
}
