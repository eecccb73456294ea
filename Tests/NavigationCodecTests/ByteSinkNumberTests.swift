import TestSupport
import Testing

@testable import NavigationCodec

/// A link prints a number from its own digits when it can; the text must be byte for byte
/// what `ECMAScriptNumber` writes, escaped in the same component.
@Suite struct ByteSinkNumberTests {
  private func printed(_ body: (inout ByteSink) -> Void) -> [UInt8] {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
      var sink = ByteSink(buffer)
      body(&sink)
      return Array(buffer[..<sink.count])
    }
  }

  private func mismatches(_ values: [Double]) -> [Double] {
    values.filter { value in
      [PercentEncoding.Component.query, .pathSegment, .host].contains { component in
        printed { $0.append(number: value, in: component) }
          != printed { $0.append(ECMAScriptNumber.format(value), in: component) }
      }
    }
  }

  @Test func edgesPrintAsECMAScriptDoes() {
    let values: [Double] = [
      0, -0.0, 1, -1, 5.2, 12.5, 1.25, 0.1, 0.2, 0.1 + 0.2, 0.3, 1e-6, 1.5e-6, 1e-7, 9.999999e-7, 0.000001,
      123.456, 999_999_999.999999, 999_999_999.9999999, 1e9, 1e9 + 0.5, -1e9, 999_999_999, 4_503_599_627_370_496.5,
      9_007_199_254_740_994, 1e21, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .leastNormalMagnitude,
      2.675, 1.005,
      0.07, 100.0000001, 0.5e-6, 3.0000000000000004, 123_456_789.123456, -0.000123,
    ]
    #expect(mismatches(values) == [])
  }

  @Test func decimalsOfEveryLengthPrintAsECMAScriptDoes() {
    var random = SplitMix64(seed: 37)
    var values: [Double] = []
    for decimals in 0...9 {
      for _ in 0..<2_000 {
        let digits = Double(random.next() % 1_000_000_000_000_000)
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        values.append((random.next() % 2 == 0 ? 1 : -1) * digits / scale)
        values.append(Double(random.next() % 100_000) / scale)
      }
    }
    #expect(mismatches(values) == [])
  }

  @Test func anyBitsPrintAsECMAScriptDoes() {
    var random = SplitMix64(seed: 41)
    var values = (0..<20_000).map { _ in Double(bitPattern: random.next()) }.filter(\.isFinite)
    // Doubles of every spacing below 10^9, where numbers print from their own digits.
    values += (0..<20_000).map { index in
      Double(random.next() >> 11) / 9_007_199_254_740_992 * [1e9, 1e3, 1, 1e-4][index % 4]
    }
    #expect(mismatches(values) == [])
  }
}
