// Memory: the tree owns `text` and `nodes`; a pointer into them never outlives one call or an append.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The values an encoding has produced, as a tree in one array, written out as canonical JSON
/// once the top-level value has encoded.
///
/// `Codable` containers have no "end", and keys arrive in whatever order a type encodes them.
/// Nodes are linked by index (first child, next sibling), so a container costs no array of its
/// own, and an object keeps its members in key order as they arrive: a small object's new
/// member is linked into place, a large one's members are sorted once when it is written.
///
/// Nodes hold no references: keys and strings are UTF-8 bytes in one shared buffer, `text`,
/// and numbers are stored as their bits, so building the tree retains and releases nothing
/// and writing it copies bytes.
///
/// ```
/// nodes[i]: kind | depth | parent | first child | last child | next sibling | child count
///           | key (bytes in text) | payload (bits of a scalar, or string bytes in text)
/// ```
final class EncodingTree {
  /// What a node holds.
  enum Kind: UInt8 {
    /// A value whose encoder has not written anything yet; written as `{}`, as Foundation does.
    case pending
    case null, bool, number, integer, unsigned, string
    case array, object
  }

  struct Node {
    var kind = Kind.pending
    /// An object whose members arrived out of order past the sorted-insertion limit.
    var unsorted = false
    /// Whether the key, or a string value, has bytes that JSON writes escaped.
    var keyEscapes = false
    var stringEscapes = false
    /// Whether the next member has the same key: of equal keys, only the last is written.
    ///
    /// Set where members are linked (`place`, `sortMembers`), so writing compares no keys.
    var keyRepeatsNext = false
    /// Whether two members of an object may have the same key: one arrived equal to another,
    /// or the object is unsorted and not yet compared.
    var keysMayRepeat = false
    /// Whether ``memberIndexes`` holds this object's members by key.
    var indexed = false
    var depth: Int32
    var parent: Int32
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var count: Int32 = 0
    /// The key's bytes in `text`, for a member of an object; `keyStart` is -1 elsewhere.
    var keyStart: Int32 = -1
    var keyCount: Int32 = 0
    /// A Boolean (0 or 1), the bits of a `Double`, `Int64` or `UInt64`, or a string's bytes
    /// in `text` (where they start in the high half, how many in the low).
    var payload: UInt64 = 0

    init(depth: Int32, parent: Int32) {
      self.depth = depth
      self.parent = parent
    }
  }

  /// Objects with up to this many members keep them sorted as they arrive; larger ones (a big
  /// dictionary) are sorted once, when written, so that building stays linear.
  static let sortedInsertionLimit: Int32 = 16

  // Unchecked: the tree belongs to one encoding on one thread, and every access is a short
  // read or write that never overlaps another.
  @exclusivity(unchecked) var nodes: GrowingBuffer<Node>
  /// The UTF-8 bytes of every key and string, unescaped.
  @exclusivity(unchecked) private var storedText: GrowingBuffer<UInt8>
  /// The UTF-8 bytes of every key and string; valid until more text is appended.
  var text: UnsafeBufferPointer<UInt8> { storedText.elements }
  /// At least the number of bytes the tree writes: each node adds the most it can write.
  private(set) var sizeBound = 8
  /// Why the encoder refuses the value, when building found a reason: the first of the tree
  /// outgrowing its 32-bit indices (nothing it holds is then reliable), a container nested
  /// deeper than any reader accepts, or a value written over one already written (a container
  /// of another kind, a second single value, a super encoder for a key already written), which
  /// would otherwise drop what came first.
  private(set) var refusal: NavigationError?
  /// The member written last for each key, for a large object in which a member was looked up.
  ///
  /// Kept for an object in which a nested container was asked for by key, and up to date as
  /// members arrive, so that a type that opens a nested container for each of many keys stays
  /// linear.
  /// Keys are compared by their UTF-8 bytes, as everywhere in the tree. Members past the
  /// sorted-insertion limit are linked at the end, so the members after `last` are the ones
  /// that arrived since the index was brought up to date, and appending costs nothing more.
  var memberIndexes: [Int: (members: [[UInt8]: Int32], last: Int32)] = [:]

  /// The most containers one value may nest: what ``JSONReader`` and the canonical decoder
  /// read at most, so that nothing written is unreadable.
  static let maximumDepth = JSONReader.maximumNestingDepth
  /// The encoder's `userInfo`, as every encoder of a node hands it to the types it encodes.
  ///
  /// Kept as given: making it `[CodingUserInfoKey: Any]` copies the dictionary, so that waits
  /// for a type that asks.
  let userInfo: [CodingUserInfoKey: any Sendable]

  /// An empty tree, its root pending, with room for `capacity` nodes before it grows.
  init(capacity: Int, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.userInfo = userInfo
    nodes = GrowingBuffer(capacity: capacity)
    nodes.append(Node(depth: 0, parent: -1))
    storedText = GrowingBuffer(capacity: 8 * capacity)
  }

  // MARK: Building

  /// Adds a pending child to a container node, with its key when the container is an object.
  func append(to parent: Int, key: String? = nil) -> Int {
    guard let index = Int32(exactly: nodes.count) else {
      refuseTooLarge()
      return parent
    }
    var node = Node(depth: nodes[parent].depth &+ 1, parent: Int32(parent))
    if let key {
      let (start, count, escapes) = store(key)
      node.keyStart = start
      node.keyCount = count
      node.keyEscapes = escapes
      sizeBound += Self.writtenBound(count, escapes: escapes) + 4
    }
    // A separator, a newline and indentation before it, and as much again to close it.
    sizeBound += 4 * Int(node.depth) + 6
    nodes.append(node)
    // A container whose value has since been made something else (a type that asked its
    // encoder for two kinds of container, or wrote a single value over one) keeps the new
    // child out of the tree, and the encoder refuses the value rather than write bad JSON.
    guard nodes[parent].kind == (key == nil ? Kind.array : Kind.object) else {
      refuse(.invalidValue, at: parent, Self.twoKinds)
      return Int(index)
    }
    nodes[parent].count += 1
    place(index, in: parent)
    return Int(index)
  }

  func setNull(at node: Int) { set(.null, 0, at: node, bound: 4) }
  func setBool(_ value: Bool, at node: Int) { set(.bool, value ? 1 : 0, at: node, bound: 5) }
  /// A finite number, written as ECMAScript writes it (25 bytes at most).
  func setNumber(_ value: Double, at node: Int) { set(.number, value.bitPattern, at: node, bound: 32) }
  func setInteger(_ value: Int64, at node: Int) { set(.integer, UInt64(bitPattern: value), at: node, bound: 20) }
  func setUnsigned(_ value: UInt64, at node: Int) { set(.unsigned, value, at: node, bound: 20) }

  func setString(_ value: String, at node: Int) {
    let (start, count, escapes) = store(value)
    setString(start, count, escapes: escapes, at: node, bound: Self.writtenBound(count, escapes: escapes) + 2)
  }

  /// A date's `Timestamp` text, written in place.
  ///
  /// - Throws: `invalid-value` at the node for a date outside the years 0000 to 9999, whose
  ///   only text (ISO 8601's expanded form) no reader accepts; the node is left as it was.
  func setDate(_ date: Date, at node: Int) throws(NavigationError) {
    let start = storedText.count
    // Writing refuses such a date by writing nothing: the range check costs no second
    // conversion of the date.
    storedText.append(atMost: 24) { Timestamp.write(date, into: $0) }
    guard storedText.count > start else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: codingPath(to: node)),
        "the date is outside the years 0000 to 9999, which a snapshot cannot hold")
    }
    let (start32, count32) = checkedRange(start)
    setString(start32, count32, escapes: false, at: node, bound: Int(count32) + 2)
  }

  /// A UUID's lowercase text, written in place.
  func setUUID(_ id: UUID, at node: Int) {
    setASCII(at: node, capacity: 36) { UUIDText.write(id, into: $0) }
  }

  /// A string of ASCII bytes that need no escaping (a UUID's or a date's text), written by
  /// `body` into room for `capacity` bytes; `body` returns how many it wrote.
  private func setASCII(at node: Int, capacity: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    let start = storedText.count
    storedText.append(atMost: capacity, body)
    let (start32, count32) = checkedRange(start)
    setString(start32, count32, escapes: false, at: node, bound: Int(count32) + 2)
  }

  /// Makes a node a container of the given kind.
  ///
  /// A pending node becomes one; a container of that kind is kept with what it holds, so that asking for it again merges its members, as
  /// Foundation's encoder does. A node that holds anything else (a single value, a container of
  /// the other kind) is left as it is and the value refused: making it this container would
  /// drop what was written.
  func makeContainer(_ node: Int, object: Bool) {
    let kind = object ? Kind.object : Kind.array
    let current = nodes[node].kind
    guard current != kind else { return }
    guard current == .pending else { return refuse(.invalidValue, at: node, Self.twoKinds) }
    if nodes[node].depth >= Self.maximumDepth {
      refuse(
        .limitExceeded, at: node, "the value nests deeper than \(Self.maximumDepth) levels, which no reader accepts")
    }
    // A pending node has no children yet, as it was made.
    nodes[node].kind = kind
  }

  /// The member that a nested container for `key` writes into: the one already written for
  /// that key, when there is one, so that reopening a container merges into it (or, when it
  /// holds another kind of value, `makeContainer` refuses it); a new one otherwise.
  func containerMember(of object: Int, key: String) -> Int {
    // A new object, the usual case (an enum case's fields), has nothing to look through.
    if nodes[object].firstChild >= 0, let member = member(of: object, key: key) { return member }
    return append(to: object, key: key)
  }

  /// A new member for a super encoder; a key already written is refused, since whatever the
  /// super encoder writes would replace it.
  func superEncoderMember(of object: Int, key: String) -> Int {
    if let member = member(of: object, key: key) {
      refuse(
        .invalidValue, at: member,
        "a super encoder was asked for a key already written, and would replace what it holds")
    }
    return append(to: object, key: key)
  }

  /// Refuses a single value written where one, or a container, is already written, and
  /// returns the refusal to throw.
  func refuseSecondValue(at node: Int) -> NavigationError {
    refuse(
      .invalidValue, at: node,
      "a value was written twice at the same place (a single value over a value or a container); "
        + "a type's encode(to:) must write one")
    return refusal ?? NavigationError(.invalidValue, at: JSONPointer.root, "a value was written twice")
  }

  /// Takes out a member or element whose value threw.
  ///
  /// A type that catches the error then keeps what it wrote before, as Foundation's encoder
  /// does, rather than a half-written value or `{}`. A child that was never linked (its parent
  /// had been refused) is left alone.
  func remove(_ child: Int, from parent: Int) {
    var previous: Int32 = -1
    var current = nodes[parent].firstChild
    while current >= 0 && Int(current) != child {
      previous = current
      current = nodes[Int(current)].next
    }
    guard current >= 0 else { return }
    let next = nodes[child].next
    if previous < 0 {
      nodes[parent].firstChild = next
    } else {
      nodes[Int(previous)].next = next
      // The member before may have been marked as repeated by this one.
      nodes[Int(previous)].keyRepeatsNext =
        nodes[Int(previous)].keyStart >= 0 && next >= 0 && compareKeys(Int(previous), Int(next)) == 0
    }
    if next < 0 { nodes[parent].lastChild = previous }
    nodes[parent].count -= 1
    // The index would name the member taken out; it is made again when next needed.
    dropIndex(of: parent)
  }

  private static let twoKinds =
    "the value was written as two kinds of value (object, array or single value); "
    + "a type's encode(to:) must ask its encoder for one"

  /// Records why the value is refused, located at `node`, unless a reason came first.
  private func refuse(_ code: NavigationError.Code, at node: Int, _ message: @autoclosure () -> String) {
    guard refusal == nil else { return }
    refusal = NavigationError(code, at: JSONPointer(codingPath: codingPath(to: node)), message())
  }

  private func refuseTooLarge() {
    guard refusal == nil else { return }
    refusal = NavigationError(
      .limitExceeded, at: JSONPointer.root, "the value is too large to encode (over 2 GiB of text)")
  }

  // MARK: Internals

  private func set(_ kind: Kind, _ payload: UInt64, at node: Int, bound: Int) {
    nodes[node].kind = kind
    nodes[node].payload = payload
    sizeBound += bound
  }

  private func setString(_ start: Int32, _ count: Int32, escapes: Bool, at node: Int, bound: Int) {
    set(.string, UInt64(UInt32(bitPattern: start)) << 32 | UInt64(UInt32(bitPattern: count)), at: node, bound: bound)
    nodes[node].stringEscapes = escapes
  }

  /// Appends a string's bytes to `text`: where they start, how many, and whether JSON
  /// writes any of them escaped.
  private func store(_ string: String) -> (start: Int32, count: Int32, escapes: Bool) {
    let start = storedText.count
    // Contiguous UTF-8 (a copy on the stack for a small string) is one memcpy and one scan;
    // the generic `append(contentsOf: string.utf8)` copies byte by byte.
    var string = string
    let escapes = string.withUTF8 { bytes in
      storedText.append(bytes)
      return JSONStringEscapes.anyNeedsEscape(bytes)
    }
    let (start32, count32) = checkedRange(start)
    return (start32, count32, escapes)
  }

  /// The most bytes a string's JSON form takes between its quotes: six per byte (`\u00XX`)
  /// when any byte is escaped.
  private static func writtenBound(_ count: Int32, escapes: Bool) -> Int { Int(count) * (escapes ? 6 : 1) }

  /// The text appended since `start`, as 32-bit indices; empty, with the tree marked too
  /// large, when they do not fit.
  private func checkedRange(_ start: Int) -> (start: Int32, count: Int32) {
    guard let start32 = Int32(exactly: start), let end = Int32(exactly: storedText.count) else {
      refuseTooLarge()
      return (0, 0)
    }
    return (start32, end - start32)
  }

  func string(_ start: Int, _ count: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: text[start..<start + count]), as: UTF8.self)
  }
}
