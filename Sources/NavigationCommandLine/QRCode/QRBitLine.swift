/// One row or column of a symbol as bits, so that the penalty rules test 64 modules at a time.
///
/// ```
/// bit:    0 1 2 3 | 4 5 … 4+n−1 | 4+n … 191
/// holds:  light   | the modules  | light
/// ```
///
/// Module `i` of the line is bit `i + 4` (bit 0 is the lowest bit of `low`); the four light
/// bits before and the light bits after stand for the quiet zone, which the rules count as
/// light. A line is at most 177 modules, so 192 bits hold it with its margins.
struct QRBitLine: Equatable {
  /// Bits 0 to 63.
  var low: UInt64 = 0
  /// Bits 64 to 127.
  var middle: UInt64 = 0
  /// Bits 128 to 191.
  var high: UInt64 = 0

  /// The light margin before the first module, in bits.
  static let margin = 4

  /// A line of modules, `true` for dark.
  init(_ modules: [Bool]) {
    for (index, isDark) in modules.enumerated() where isDark { setModule(index) }
  }

  private init(_ low: UInt64, _ middle: UInt64, _ high: UInt64) {
    self.low = low
    self.middle = middle
    self.high = high
  }

  /// Makes module `index` (0-based) dark.
  mutating func setModule(_ index: Int) {
    let bit = index + Self.margin
    switch bit >> 6 {
    case 0: low |= 1 << UInt64(bit & 63)
    case 1: middle |= 1 << UInt64(bit & 63)
    default: high |= 1 << UInt64(bit & 63)
    }
  }

  /// The bits from `lower` up to, not including, `upper`.
  static func bits(_ lower: Int, _ upper: Int) -> QRBitLine {
    func word(_ start: Int) -> UInt64 {
      let from = min(max(lower - start, 0), 64)
      let to = min(max(upper - start, 0), 64)
      guard from < to else { return 0 }
      let ones: UInt64 = to - from == 64 ? .max : (1 << UInt64(to - from)) - 1
      return ones << UInt64(from)
    }
    return QRBitLine(word(0), word(64), word(128))
  }

  /// The number of bits set.
  var count: Int { low.nonzeroBitCount + middle.nonzeroBitCount + high.nonzeroBitCount }

  /// Calls `body` with the position of each bit set, lowest first.
  func forEachPosition(_ body: (Int) -> Void) {
    Self.forEachPosition(in: low, base: 0, body)
    Self.forEachPosition(in: middle, base: 64, body)
    Self.forEachPosition(in: high, base: 128, body)
  }

  private static func forEachPosition(in word: UInt64, base: Int, _ body: (Int) -> Void) {
    var rest = word
    while rest != 0 {
      body(base + rest.trailingZeroBitCount)
      rest &= rest - 1
    }
  }

  /// The positions of the bits set, lowest first.
  var positions: [Int] {
    var result: [Int] = []
    forEachPosition { result.append($0) }
    return result
  }

  /// Bit `i` of the result is bit `i + shift` of the line (`0 < shift < 64`).
  static func >> (line: QRBitLine, shift: Int) -> QRBitLine {
    let right = UInt64(shift)
    let left = UInt64(64 - shift)
    return QRBitLine(
      line.low >> right | line.middle << left, line.middle >> right | line.high << left, line.high >> right)
  }

  /// Bit `i` of the result is bit `i − shift` of the line (`0 < shift < 64`).
  static func << (line: QRBitLine, shift: Int) -> QRBitLine {
    let left = UInt64(shift)
    let right = UInt64(64 - shift)
    return QRBitLine(
      line.low << left, line.middle << left | line.low >> right, line.high << left | line.middle >> right)
  }

  static func & (lhs: QRBitLine, rhs: QRBitLine) -> QRBitLine {
    QRBitLine(lhs.low & rhs.low, lhs.middle & rhs.middle, lhs.high & rhs.high)
  }

  static func | (lhs: QRBitLine, rhs: QRBitLine) -> QRBitLine {
    QRBitLine(lhs.low | rhs.low, lhs.middle | rhs.middle, lhs.high | rhs.high)
  }

  static func ^ (lhs: QRBitLine, rhs: QRBitLine) -> QRBitLine {
    QRBitLine(lhs.low ^ rhs.low, lhs.middle ^ rhs.middle, lhs.high ^ rhs.high)
  }

  static prefix func ~ (line: QRBitLine) -> QRBitLine {
    QRBitLine(~line.low, ~line.middle, ~line.high)
  }
}
