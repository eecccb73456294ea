/// One of the eight data masks: a condition on a module's row and column under which its
/// data bit is flipped, so that no mask leaves large areas or finder-like runs unbroken.
struct QRMask: Hashable, Sendable {
  /// The mask's number, 0 to 7, as the format information names it.
  let number: Int

  /// The eight masks.
  static let all = (0..<8).map(QRMask.init(number:))

  /// Whether the mask flips the module at a row (i) and column (j).
  func flips(row i: Int, column j: Int) -> Bool {
    switch number {
    case 0: (i + j) % 2 == 0
    case 1: i % 2 == 0
    case 2: j % 3 == 0
    case 3: (i + j) % 3 == 0
    case 4: (i / 2 + j / 3) % 2 == 0
    case 5: (i * j) % 2 + (i * j) % 3 == 0
    case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
    default: ((i + j) % 2 + (i * j) % 3) % 2 == 0
    }
  }
}
