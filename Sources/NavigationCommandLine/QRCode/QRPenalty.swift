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
  static func score(_ matrix: QRMatrix) -> Int {
    let size = matrix.size
    var total = 0
    for index in 0..<size {
      let row = (0..<size).map { matrix[index, $0] }
      let column = (0..<size).map { matrix[$0, index] }
      total += runs(row) + runs(column) + finderLike(row) + finderLike(column)
    }
    return total + blocks(matrix) + balance(matrix)
  }

  /// Rule 1 for one line.
  static func runs(_ line: [Bool]) -> Int {
    var penalty = 0
    var start = 0
    for index in 1...line.count where index == line.count || line[index] != line[start] {
      let length = index - start
      if length >= 5 { penalty += 3 + length - 5 }
      start = index
    }
    return penalty
  }

  /// Rule 2.
  static func blocks(_ matrix: QRMatrix) -> Int {
    var penalty = 0
    for row in 0..<matrix.size - 1 {
      for column in 0..<matrix.size - 1 {
        let colour = matrix[row, column]
        if matrix[row, column + 1] == colour && matrix[row + 1, column] == colour
          && matrix[row + 1, column + 1] == colour
        {
          penalty += 3
        }
      }
    }
    return penalty
  }

  private static let finderPattern = [true, false, true, true, true, false, true]

  /// Rule 3 for one line.
  static func finderLike(_ line: [Bool]) -> Int {
    guard line.count >= finderPattern.count else { return 0 }
    func isLight(_ range: Range<Int>) -> Bool {
      range.allSatisfy { $0 < 0 || $0 >= line.count || !line[$0] }
    }
    var penalty = 0
    for start in 0...line.count - finderPattern.count
    where line[start..<start + finderPattern.count].elementsEqual(finderPattern) {
      let end = start + finderPattern.count
      if isLight(start - 4..<start) || isLight(end..<end + 4) { penalty += 40 }
    }
    return penalty
  }

  /// Rule 4.
  static func balance(_ matrix: QRMatrix) -> Int {
    let total = matrix.size * matrix.size
    let darkCount = (0..<total).count { matrix[$0 / matrix.size, $0 % matrix.size] }
    return abs(darkCount * 2 - total) * 10 / total * 10
  }
}
