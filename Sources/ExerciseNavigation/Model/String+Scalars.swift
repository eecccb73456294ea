extension String {
  /// Whether two strings hold the same Unicode scalars: the equality of text that snapshots and
  /// links keep exactly, unlike `==`, which holds canonically equivalent text equal.
  ///
  /// - Complexity: O(*n*); strings of different UTF-8 lengths compare in O(1).
  func hasSameScalars(as other: String) -> Bool {
    // Valid UTF-8 encodes each scalar one way, so equal bytes are equal scalars.
    guard utf8.count == other.utf8.count else { return false }
    let compared = utf8.withContiguousStorageIfAvailable { lhs in
      other.utf8.withContiguousStorageIfAvailable { rhs in Self.sameBytes(lhs, rhs) }
    }
    // Bridged strings have no contiguous storage; their views are compared instead.
    return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
  }

  /// Whether two buffers of equal length hold the same bytes; a copied title shares its
  /// storage, which tells without reading it.
  private static func sameBytes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    lhs.baseAddress == rhs.baseAddress || lhs.elementsEqual(rhs)
  }
}
