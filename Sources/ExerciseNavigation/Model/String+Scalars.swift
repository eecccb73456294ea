extension String {
  /// Whether two strings hold the same Unicode scalars: the equality of text that snapshots and
  /// links keep exactly, unlike `==`, which holds canonically equivalent text equal.
  ///
  /// - Complexity: O(*n*); strings of different UTF-8 lengths compare in O(1).
  func hasSameScalars(as other: String) -> Bool {
    // Valid UTF-8 encodes each scalar one way, so equal bytes are equal scalars.
    utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
  }
}
