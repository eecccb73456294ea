/// The square of modules being drawn: which are dark, and which belong to function patterns
/// (finders, separators, timing, alignment, format and version information) rather than data.
///
/// Rows and columns count from the top left, from 0; the modules are stored row by row.
struct QRMatrix: Equatable {
  /// Modules on a side.
  let size: Int
  /// Whether each module is dark.
  private(set) var dark: [Bool]
  /// Whether each module is part of a function pattern, which masks leave alone.
  private(set) var isFunction: [Bool]

  /// The function patterns of a version, with the format area reserved and the version
  /// information drawn; every data module is light.
  init(version: QRVersion) {
    size = version.size
    dark = Array(repeating: false, count: size * size)
    isFunction = Array(repeating: false, count: size * size)
    for (row, column) in [(0, 0), (0, size - 7), (size - 7, 0)] { drawFinder(row: row, column: column) }
    for index in 8..<size - 8 {
      set(row: 6, column: index, dark: index % 2 == 0)
      set(row: index, column: 6, dark: index % 2 == 0)
    }
    drawAlignments(version.alignmentPositions)
    // Reserved now so that data skips it; drawn with the chosen mask's bits at the end.
    drawFormat(bits: 0)
    if version.number >= 7 { drawVersion(QRFormatBits.version(version.number)) }
  }

  /// Whether the module at a row and column is dark.
  subscript(row: Int, column: Int) -> Bool { dark[row * size + column] }

  /// Sets a module and marks it as part of a function pattern.
  private mutating func set(row: Int, column: Int, dark isDark: Bool) {
    dark[row * size + column] = isDark
    isFunction[row * size + column] = true
  }

  /// A finder pattern with its light separator: rings of 7 × 7 dark, 5 × 5 light and a 3 × 3
  /// dark centre, and one light ring outside where it lies within the symbol.
  private mutating func drawFinder(row top: Int, column left: Int) {
    for row in top - 1...top + 7 where row >= 0 && row < size {
      for column in left - 1...left + 7 where column >= 0 && column < size {
        let ring = max(abs(row - top - 3), abs(column - left - 3))
        set(row: row, column: column, dark: ring != 2 && ring != 4)
      }
    }
  }

  /// The alignment patterns (5 × 5 dark, 3 × 3 light, a dark centre) at every pair of
  /// positions, except the three corners the finder patterns hold.
  private mutating func drawAlignments(_ positions: [Int]) {
    guard let first = positions.first, let last = positions.last else { return }
    for row in positions {
      for column in positions {
        let isFinderCorner =
          (row == first && column == first) || (row == first && column == last) || (row == last && column == first)
        if isFinderCorner { continue }
        for dy in -2...2 {
          for dx in -2...2 {
            set(row: row + dy, column: column + dx, dark: max(abs(dy), abs(dx)) != 1)
          }
        }
      }
    }
  }

  /// The 15 format bits, twice: bit 14 first, around the top-left finder (row 8 left to
  /// right, then column 8 upwards, skipping the timing lines), and again split between the
  /// bottom-left (column 8, upwards to the dark module) and top-right (row 8) corners.
  mutating func drawFormat(bits: Int) {
    func bit(_ index: Int) -> Bool { bits >> index & 1 == 1 }
    for index in 0...5 { set(row: index, column: 8, dark: bit(index)) }
    set(row: 7, column: 8, dark: bit(6))
    set(row: 8, column: 8, dark: bit(7))
    set(row: 8, column: 7, dark: bit(8))
    for index in 9...14 { set(row: 8, column: 14 - index, dark: bit(index)) }
    for index in 0...7 { set(row: 8, column: size - 1 - index, dark: bit(index)) }
    for index in 8...14 { set(row: size - 15 + index, column: 8, dark: bit(index)) }
    set(row: size - 8, column: 8, dark: true)
  }

  /// The 18 version bits in the two 6 × 3 blocks beside the top-right finder (bit 0 at its
  /// top left, filling rows of three) and beside the bottom-left finder (transposed).
  private mutating func drawVersion(_ bits: Int) {
    for index in 0..<18 {
      let isDark = bits >> index & 1 == 1
      let across = size - 11 + index % 3
      let down = index / 3
      set(row: down, column: across, dark: isDark)
      set(row: across, column: down, dark: isDark)
    }
  }

  /// Places the codewords' bits, most significant first, in the data modules: two columns
  /// at a time from the right edge, up then down in turn, right column before left, skipping
  /// the vertical timing column; modules past the last bit stay light (remainder bits).
  mutating func place(_ codewords: [UInt8]) {
    var bitIndex = 0
    var right = size - 1
    var upward = true
    while right > 0 {
      if right == 6 { right = 5 }
      for step in 0..<size {
        let row = upward ? size - 1 - step : step
        for column in stride(from: right, through: right - 1, by: -1) where !isFunction[row * size + column] {
          let byte = bitIndex / 8
          dark[row * size + column] = byte < codewords.count && codewords[byte] >> (7 - bitIndex % 8) & 1 == 1
          bitIndex += 1
        }
      }
      upward.toggle()
      right -= 2
    }
  }

  /// The matrix with a mask applied: each data module for which the mask's condition holds
  /// is flipped.
  func masked(by mask: QRMask) -> QRMatrix {
    var result = self
    for row in 0..<size {
      for column in 0..<size where !isFunction[row * size + column] && mask.flips(row: row, column: column) {
        result.dark[row * size + column].toggle()
      }
    }
    return result
  }
}
