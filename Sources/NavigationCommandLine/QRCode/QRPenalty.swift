/// The penalty of a masked symbol by the four rules of ISO/IEC 18004: the mask with the
/// lowest total is the one a code uses.
///
/// 1. Each run of five or more modules of one colour in a row or column: 3, plus 1 for each
///    module past five.
/// 2. Each 2 × 2 block of one colour (blocks may overlap): 3.
/// 3. Each dark-light-dark-dark-dark-light-dark run (1:1:3:1:1, like a finder pattern) in a
///    row or column with four light modules before or after it: 40. Beyond the symbol's edge
///    counts as light, as the quiet zone is.
/// 4. The share of dark modules: 10 for each whole 5 % it lies away from 50 %.
enum QRPenalty {
  /// The total penalty of a symbol.
  ///
  /// The rows are packed into bits once; the rules along the rows test a row's bits against
  /// its own shifts, and the rules along the columns test neighbouring rows against each
  /// other, every column at once.
  ///
  /// - Complexity: O(n²) in the symbol's side to pack the rows, then O(n) word operations.
  static func score(_ matrix: QRMatrix) -> Int {
    let size = matrix.size
    let modules = matrix.dark
    var rows: [QRBitLine] = []
    rows.reserveCapacity(size)
    for row in 0..<size {
      var line = QRBitLine([])
      for column in 0..<size where modules[row * size + column] { line.setModule(column) }
      rows.append(line)
    }
    var total = 0
    for row in rows { total += runs(row, count: size) + finderLike(row) }
    total += columnRuns(rows) + columnFinderLike(rows)
    return total + blocks(rows, size: size) + balance(rows, size: size)
  }

  /// Rule 1 along every column: a run of length n ≥ 5 holds n − 4 windows of five equal
  /// modules, one of them at its start, so the run's penalty, n − 2, is its windows plus two
  /// for the window that starts it.
  static func columnRuns(_ rows: [QRBitLine]) -> Int {
    let size = rows.count
    let inside = QRBitLine.bits(QRBitLine.margin, QRBitLine.margin + size)
    // `agree[k]`: the columns where row k equals row k + 1.
    let agree = (0..<max(size - 1, 0)).map { ~(rows[$0] ^ rows[$0 + 1]) & inside }
    var penalty = 0
    for row in 0..<max(size - 4, 0) {
      let windows = agree[row] & agree[row + 1] & agree[row + 2] & agree[row + 3]
      let starts = row == 0 ? windows : windows & ~agree[row - 1]
      penalty += windows.count + 2 * starts.count
    }
    return penalty
  }

  /// Rule 3 along every column: the columns where `1011101` runs down from a row, with four
  /// light rows above or below it (beyond the symbol being light).
  static func columnFinderLike(_ rows: [QRBitLine]) -> Int {
    let size = rows.count
    func row(_ index: Int) -> QRBitLine { index >= 0 && index < size ? rows[index] : QRBitLine([]) }
    var count = 0
    for top in 0..<max(size - 6, 0) {
      let starts =
        row(top) & ~row(top + 1) & row(top + 2) & row(top + 3) & row(top + 4) & ~row(top + 5) & row(top + 6)
      guard starts.count > 0 else { continue }
      let lightAbove = ~(row(top - 4) | row(top - 3) | row(top - 2) | row(top - 1))
      let lightBelow = ~(row(top + 7) | row(top + 8) | row(top + 9) | row(top + 10))
      count += (starts & (lightAbove | lightBelow)).count
    }
    return count * 40
  }

  /// Rule 1 for a line of `count` modules: the run lengths follow from where a module
  /// differs from the next.
  static func runs(_ line: QRBitLine, count: Int) -> Int {
    let first = QRBitLine.margin
    let last = first + count - 1
    let changes = (line ^ (line >> 1)) & QRBitLine.bits(first, last)
    var penalty = 0
    var runStart = first
    for (base, word) in [(0, changes.low), (64, changes.middle), (128, changes.high)] {
      var rest = word
      while rest != 0 {
        let end = base + rest.trailingZeroBitCount
        if end + 1 - runStart >= 5 { penalty += end - 1 - runStart }
        runStart = end + 1
        rest &= rest - 1
      }
    }
    if last + 1 - runStart >= 5 { penalty += last - 1 - runStart }
    return penalty
  }

  /// Rule 3 for a line: where `1011101` starts, and four light modules lie before it or
  /// after it (the margins being light).
  static func finderLike(_ line: QRBitLine) -> Int {
    let light = ~line
    let starts = line & light >> 1 & line >> 2 & line >> 3 & line >> 4 & light >> 5 & line >> 6
    let fourLight = light & light >> 1 & light >> 2 & light >> 3
    return (starts & (fourLight << 4 | fourLight >> 7)).count * 40
  }

  /// Rule 2, over pairs of neighbouring rows: a block starts where the two rows agree at
  /// a module and at the next, and the upper row's module equals its next.
  static func blocks(_ rows: [QRBitLine], size: Int) -> Int {
    let starts = QRBitLine.bits(QRBitLine.margin, QRBitLine.margin + size - 1)
    var count = 0
    for index in 0..<max(size - 1, 0) {
      let upper = rows[index]
      let agree = ~(upper ^ rows[index + 1])
      count += (agree & agree >> 1 & ~(upper ^ upper >> 1) & starts).count
    }
    return count * 3
  }

  /// Rule 4.
  static func balance(_ rows: [QRBitLine], size: Int) -> Int {
    let darkCount = rows.reduce(0) { $0 + $1.count }
    let total = size * size
    return abs(darkCount * 2 - total) * 10 / total * 10
  }
}
