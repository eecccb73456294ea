/// A snapshot document being migrated: the JSON value, and the parts refused so far.
///
/// Edits address nodes by JSON Pointer (`/path/0/book`). Pointers stay valid for the whole of
/// one migration: parts refused under the lenient policy are removed when the migration
/// returns, not while it runs.
public struct SnapshotDocument: Sendable {
  /// The whole document, envelope included.
  public var root: JSONValue
  /// What a refusal does: throw (strict), or drop the part and go on (lenient).
  public let policy: ResolutionPolicy
  /// The parts dropped by every migration so far, in the order they were refused.
  public private(set) var dropped: [DroppedPart] = []
  /// The migration running now.
  var migration = ""
  /// Parts refused by the running migration, removed when it returns.
  private var pendingRemovals: [JSONPointer] = []

  /// Creates a document.
  public init(_ root: JSONValue, policy: ResolutionPolicy = .strict) {
    self.root = root
    self.policy = policy
  }

  /// The value a pointer names, or `nil` when nothing is there.
  public func value(at pointer: JSONPointer) -> JSONValue? {
    guard let tokens = pointer.tokens else { return nil }
    var value = root
    for token in tokens {
      guard let next = value.child(token) else { return nil }
      value = next
    }
    return value
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
    guard let tokens = pointer.tokens, let last = tokens.last else { return nil }
    return root.update(tokens.dropLast()) { parent in parent.removeChild(last) } ?? nil
  }

  /// Moves a value to another place (a renamed or moved field); whether there was one to move.
  @discardableResult
  public mutating func moveValue(from source: JSONPointer, to destination: JSONPointer) -> Bool {
    guard let value = value(at: source) else { return false }
    removeValue(at: source)
    return set(value, at: destination)
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
    pendingRemovals.append(pointer)
  }

  /// Removes the parts the finished migration refused, later ones first so that array indexes
  /// stay valid.
  mutating func removeRefusedParts() {
    for pointer in pendingRemovals.reversed() { removeValue(at: pointer) }
    pendingRemovals = []
  }
}
