/// A table a ``LinkMatcher`` builds once and keeps unchanged, in memory of its own that the
/// matcher frees when it goes.
///
/// Lending an array's storage to the closures a link is read in retains and releases the
/// array for every link; this table's memory is reached without reference counting. Its
/// owner keeps it alive: every use is inside a method of the owner, so the memory outlives
/// every pointer handed out, and nothing writes to it after it is made.
struct FixedTable<Element: Sendable>: @unchecked Sendable {
  // Unchecked: the memory is written once, by `init`, and only read after; it is freed by the
  // owner's `deinit`, when no other thread can hold the owner.

  /// The elements, in the order of the array the table was made from.
  let elements: UnsafeBufferPointer<Element>

  /// A table holding a copy of `array`'s elements.
  init(_ array: [Element]) {
    let memory = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
    _ = memory.initialize(fromContentsOf: array)
    elements = UnsafeBufferPointer(memory)
  }

  /// The element at `index`, which is an index of the array the table was made from.
  subscript(index: Int) -> Element {
    // Checked as an array's index is: an index past the end is a bug of the matcher.
    precondition(elements.indices.contains(index), "index out of range")
    return elements[index]
  }

  /// Frees the elements; called once, by the owner's `deinit`.
  func free() {
    let memory = UnsafeMutableBufferPointer(mutating: elements)
    memory.deinitialize()
    memory.deallocate()
  }
}
