extension EncodingTree {
  /// Relinks an array's elements so that its entries, runs of `entrySize` elements, follow the
  /// order of their compact canonical text (compared element by element, as UTF-8 bytes);
  /// entries with the same text keep the order they had.
  ///
  /// Called once the collection's own `encode(to:)` has returned, so every element is whole
  /// and any set inside one is sorted already. An array whose length is not a whole number of
  /// entries is left as it is.
  ///
  /// - Throws: `invalid-value` at the later of two entries whose first elements (a set's
  ///   elements, a dictionary's keys) have the same text: distinct in Swift, the canonical
  ///   rules made them one (two dates in the same millisecond), and they would read back as
  ///   one.
  /// - Complexity: O(*n* log *n*) comparisons for *n* entries, and their text written once.
  func sortEntries(of array: Int, entrySize: Int) throws(NavigationError) {
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
    // Sorted, equal first elements are neighbours.
    for (earlier, later) in zip(order, order.dropFirst()) where texts[earlier * entrySize] == texts[later * entrySize] {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: codingPath(to: Int(elements[later * entrySize]))),
        entrySize == 1
          ? "two elements of the set are written as the same JSON text (dates in the same millisecond, say), and would read back as one"
          : "two keys of the dictionary are written as the same JSON text (dates in the same millisecond, say), and would read back as one"
      )
    }
  }

  /// Refuses a dictionary written as an object whose keys repeat: keys distinct in Swift that
  /// the key type's `codingKey` made one, which would read back as one.
  ///
  /// Called only for an object that may repeat a key (``Node/keysMayRepeat``); a large one is
  /// sorted here rather than when written.
  func refuseRepeatedKeys(of object: Int) throws(NavigationError) {
    if nodes[object].unsorted { sortMembers(of: object) }
    var member = nodes[object].firstChild
    while member >= 0 {
      if nodes[Int(member)].keyRepeatsNext {
        throw NavigationError(
          .invalidValue, at: JSONPointer(codingPath: codingPath(to: Int(nodes[Int(member)].next))),
          "two keys of the dictionary are written as the same key, and would read back as one")
      }
      member = nodes[Int(member)].next
    }
  }
}
