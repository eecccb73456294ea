extension String {
  /// Whether two strings hold the same Unicode scalars: the equality of text that snapshots and
  /// links keep exactly, unlike `==`, which holds canonically equivalent text equal.
  ///
  /// - Complexity: O(*n*); strings of different UTF-8 lengths compare in O(1).
  func hasSameScalars(as other: String) -> Bool {
    // Valid UTF-8 encodes each scalar one way, so equal bytes are equal scalars. Native strings
    // are compared as buffers; bridged ones through their UTF-8 views.
    guard utf8.count == other.utf8.count else { return false }
    let compared = utf8.withContiguousStorageIfAvailable { lhs in
      // A copied title shares its storage: the same bytes, known without reading them.
      other.utf8.withContiguousStorageIfAvailable { rhs in lhs.baseAddress == rhs.baseAddress || lhs.elementsEqual(rhs)
      }
    }
    return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
  }
}
