extension EncodingTree {
  /// Relinks an array's elements so that its entries, runs of `entrySize` elements, follow the
  /// order of their compact canonical text (compared element by element, as UTF-8 bytes);
  /// entries with the same text keep the order they had.
  ///
  /// Called once the collection's own `encode(to:)` has returned, so every element is whole
  /// and any set inside one is sorted already. An array whose length is not a whole number of
  /// entries is left as it is.
  ///
  /// - Complexity: O(*n* log *n*) comparisons for *n* entries, and their text written once.
  func sortEntries(of array: Int, entrySize: Int) {
    let elements = children(of: array)
    guard entrySize > 0, elements.count > entrySize, elements.count % entrySize == 0 else { return }
    let texts = elements.map { written(from: Int($0), compact: true, newline: false, capacity: 64) }
    let order = (0..<elements.count / entrySize).sorted { lhs, rhs in
      for offset in 0..<entrySize {
        let (left, right) = (texts[lhs * entrySize + offset], texts[rhs * entrySize + offset])
        if left != right { return left.lexicographicallyPrecedes(right) }
      }
      return lhs < rhs
    }
    relink(array, order.flatMap { elements[$0 * entrySize..<($0 + 1) * entrySize] })
  }
}
