/// A snapshot document being migrated: the JSON value, and the parts refused so far.
///
/// Edits address nodes by JSON Pointer (`/path/0/book`). Parts refused under the lenient
/// policy are removed when the migration returns, not while it runs, so refusing shifts no
/// pointer; a refused part follows the migration's own edits (an element removed before it in
/// its array, a move of it or of what holds it), and exactly the parts refused are dropped.
public struct SnapshotDocument: Sendable {
  /// The whole document, envelope included.
  public var root: JSONValue
  /// What a refusal does: throw (strict), or drop the part and go on (lenient).
  public let policy: ResolutionPolicy
  /// The parts dropped by every migration so far, in the order they were refused.
  public private(set) var dropped: [DroppedPart] = []
  /// The migration running now.
  var migration = ""
  /// Parts refused by the running migration, by their tokens, removed when it returns; kept
  /// naming the same nodes as the migration's own edits shift arrays and move values.
  private var pendingRemovals: [[String]] = []

  /// Creates a document.
  public init(_ root: JSONValue, policy: ResolutionPolicy = .strict) {
    self.root = root
    self.policy = policy
  }

  /// The value a pointer names, or `nil` when nothing is there.
  public func value(at pointer: JSONPointer) -> JSONValue? {
    pointer.tokens.flatMap { value(at: $0[...]) }
  }

  /// The pointers of an array's elements, in order; none when the pointer names no array.
  public func elements(of pointer: JSONPointer) -> [JSONPointer] {
    guard case .array(let elements)? = value(at: pointer) else { return [] }
    return elements.indices.map { pointer / $0 }
  }

  /// The case name of the enum form (`{"name": payload}`) a pointer names, or `nil`.
  public func caseName(at pointer: JSONPointer) -> String? {
    guard case .object(let members)? = value(at: pointer), members.count == 1 else { return nil }
    return members[0].key
  }

  /// Replaces the value a pointer names, or adds it as a new member of its parent object;
  /// whether it was written (the parent must exist, and an array index must be in range).
  @discardableResult
  public mutating func set(_ value: JSONValue, at pointer: JSONPointer) -> Bool {
    guard let tokens = pointer.tokens else { return false }
    guard !tokens.isEmpty else {
      root = value
      return true
    }
    let written = root.update(tokens[...], creating: true) { node in
      node = value
      return true
    }
    return written ?? false
  }

  /// Removes the value a pointer names (an object member, or an array element, shifting the
  /// later ones) and returns it.
  @discardableResult
  public mutating func removeValue(at pointer: JSONPointer) -> JSONValue? {
    guard let tokens = pointer.tokens, let last = tokens.last,
      let removed = root.update(tokens.dropLast(), { parent in parent.removeChild(last) }) ?? nil
    else { return nil }
    // A refused part inside the removed value went with it; those after it in its array moved.
    pendingRemovals.removeAll { $0.starts(with: tokens) }
    if let index = Self.index(last), case .array? = value(at: tokens.dropLast()) {
      shiftRefusals(inArray: tokens.dropLast(), from: index, by: -1)
    }
    return removed
  }

  /// The value at tokens, or `nil`.
  private func value(at tokens: ArraySlice<String>) -> JSONValue? {
    var value = root
    for token in tokens {
      guard let next = value.child(token) else { return nil }
      value = next
    }
    return value
  }

  /// Moves the refused parts in an array at or after `index` by `delta` places.
  private mutating func shiftRefusals(inArray array: ArraySlice<String>, from index: Int, by delta: Int) {
    let depth = array.count
    for (offset, tokens) in pendingRemovals.enumerated()
    where tokens.count > depth && tokens.starts(with: array) {
      guard let position = Self.index(tokens[depth]), position >= index else { continue }
      pendingRemovals[offset][depth] = String(position + delta)
    }
  }

  /// Moves a value to another place (a renamed or moved field), as JSON Patch's `move` does
  /// (RFC 6902): the value is removed, then added at `destination`, where an array index
  /// inserts it before the element there and `-` appends it.
  ///
  /// The destination's parent must exist after the removal, an array index may be at most
  /// the array's count, and `destination` may not lie inside `source`. A move that cannot be
  /// made changes nothing.
  ///
  /// - Returns: Whether the value was moved.
  @discardableResult
  public mutating func moveValue(from source: JSONPointer, to destination: JSONPointer) -> Bool {
    guard let from = source.tokens, let to = destination.tokens else { return false }
    if from == to { return value(at: source) != nil }
    // A value cannot be moved into itself.
    guard to.count < from.count || Array(to.prefix(from.count)) != from else { return false }
    let (original, originalRefusals) = (root, pendingRemovals)
    // The refused parts inside the value move with it.
    let carried = pendingRemovals.filter { $0.starts(with: from) }.map { $0.dropFirst(from.count) }
    guard let value = removeValue(at: source), let placed = add(value, at: to) else {
      (root, pendingRemovals) = (original, originalRefusals)
      return false
    }
    pendingRemovals += carried.map { placed + $0 }
    return true
  }

  /// Adds a value as JSON Patch's `add` does: a member of an object (replacing one of the same
  /// name), or an element inserted into an array (`-` appends); the tokens of where it went,
  /// or `nil` when it could not be added.
  private mutating func add(_ value: JSONValue, at tokens: [String]) -> [String]? {
    guard let last = tokens.last else {
      // The whole document replaced: no refused part of the old one is left.
      root = value
      pendingRemovals = []
      return []
    }
    let parent = tokens.dropLast()
    guard root.update(parent, { node in node.insertChild(value, at: last) }) == true else { return nil }
    guard case .array(let elements)? = self.value(at: parent) else { return tokens }
    let index = last == "-" ? elements.count - 1 : Self.index(last) ?? elements.count - 1
    shiftRefusals(inArray: parent, from: index, by: 1)
    return Array(parent) + [String(index)]
  }

  /// Renames the case of the enum form at a pointer, keeping its payload; nothing happens when
  /// the node is not that case.
  public mutating func renameCase(at pointer: JSONPointer, from old: String, to new: String) {
    guard caseName(at: pointer) == old, case .object(let members)? = value(at: pointer) else { return }
    set(.object([JSONMember(new, members[0].value)]), at: pointer)
  }

  /// Refuses a part the migration cannot carry forward.
  ///
  /// Under the strict policy this throws the refusal; under the lenient one it records the
  /// part as dropped by this migration and removes it when the migration returns.
  public mutating func refuse(
    at pointer: JSONPointer, _ code: NavigationError.Code, _ message: String
  ) throws(NavigationError) {
    let refusal = NavigationError(code, at: pointer, message)
    guard policy == .lenient else { throw refusal }
    var part = DroppedPart(refusal: refusal, pointer: pointer, part: value(at: pointer) ?? .null)
    part.migration = migration
    dropped.append(part)
    if let tokens = pointer.tokens { pendingRemovals.append(tokens) }
  }

  /// Removes the parts the finished migration refused, whatever order it refused them in:
  /// a part inside another refused part goes with it, and the rest are removed from the last
  /// in document order to the first, so that removing an array element never shifts the
  /// index of another refused part.
  mutating func removeRefusedParts() {
    let refused = Set(pendingRemovals)
    let outermost = refused.filter { tokens in
      !(1..<max(tokens.count, 1)).contains { refused.contains(Array(tokens.prefix($0))) }
    }
    for tokens in outermost.sorted(by: Self.followsInDocument) {
      guard let last = tokens.last else {
        root = .null
        continue
      }
      _ = root.update(tokens.dropLast()) { parent in parent.removeChild(last) }
    }
    pendingRemovals = []
  }

  /// Whether one part comes after another in document order, by their tokens: canonical
  /// array indexes compare as numbers and come before other tokens, which compare by their
  /// bytes (a total order, whatever an object's keys look like); a part comes after its
  /// ancestors.
  private static func followsInDocument(_ left: [String], _ right: [String]) -> Bool {
    for (a, b) in zip(left, right) where a != b {
      switch (index(a), index(b)) {
      case (let x?, let y?): return x > y
      case (nil, _?): return true
      case (_?, nil): return false
      case (nil, nil): return b.utf8.lexicographicallyPrecedes(a.utf8)
      }
    }
    return left.count > right.count
  }

  /// A token's array index: digits without a leading zero.
  private static func index(_ token: String) -> Int? { JSONValue.index(token, count: .max) }
}
