// Memory: the first `count` of `capacity` elements at `start` are initialized, owned and freed once.
/// Elements appended to one owned allocation that doubles when it fills.
///
/// An append is a capacity check and a copy, and an access an index check, with none of an
/// array's uniqueness checks or generic copying. The encoding tree keeps its nodes and text in
/// these.
///
/// Invariant: the first `count` of `capacity` elements at `start` are initialized.
struct GrowingBuffer<Element: BitwiseCopyable>: ~Copyable {
  private var start: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// How many elements have been appended.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` elements before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  /// A buffer of `count` copies of `element`.
  init(repeating element: Element, count: Int) {
    self.init(capacity: count)
    start.initialize(repeating: element, count: max(count, 0))
    self.count = max(count, 0)
  }

  deinit { start.deallocate() }

  /// The elements appended so far; valid until the next append.
  var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: start, count: count) }

  /// The element at `index`, which must be below `count`.
  subscript(index: Int) -> Element {
    get {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
      return start[index]
    }
    set {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
      start[index] = newValue
    }
  }

  /// Appends one element.
  @inline(__always)
  mutating func append(_ element: Element) {
    reserve(1)
    (start + count).initialize(to: element)
    count += 1
  }

  /// Appends a copy of `elements`.
  mutating func append(_ elements: UnsafeBufferPointer<Element>) {
    guard let source = elements.baseAddress else { return }
    reserve(elements.count)
    (start + count).initialize(from: source, count: elements.count)
    count += elements.count
  }

  /// Appends what `body` writes into room for `most` elements; `body` returns how many it
  /// wrote, at most `most`.
  mutating func append(atMost most: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Int) {
    reserve(most)
    let written = body(UnsafeMutableBufferPointer(start: start + count, count: most))
    count += min(max(written, 0), most)
  }

  /// Makes room for `extra` more elements.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if capacity - count < extra { grow(extra) }
  }

  /// Moves the elements to an allocation at least twice as large, with room for `extra` more.
  @inline(never)
  private mutating func grow(_ extra: Int) {
    let grownCapacity = max(capacity * 2, count + extra)
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: grownCapacity)
    grown.moveInitialize(from: start, count: count)
    start.deallocate()
    start = grown
    capacity = grownCapacity
  }
}
