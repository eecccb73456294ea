/// The typed values of one link, in the fixed slots of its route: the pattern's captures, then
/// the route's query fields.
///
/// Reading lends a route's `read` function the values a link gave; printing lends its `write`
/// function the route's empty slots to fill. The slots are laid out when the grammar is built
/// and live on the stack of the call that reads or prints, so neither direction builds an
/// array or a dictionary for a link. The values cannot be copied, so they cannot outlive that
/// call.
///
/// ```swift
/// LinkRoute([.literal("items"), .capture("id", .uuid), .literal("edit")],
///           query: [LinkQueryField("title", .text)],
///           read: { values in values[capture: "id"]?.uuid.map { .edit($0, title: values[parameter: "title"]?.text) } },
///           write: { target, values in
///             guard case .edit(let id, let title) = target else { return false }
///             values[capture: "id"] = .uuid(id)
///             values[parameter: "title"] = title.map(LinkValue.text)
///             return true
///           })
/// ```
///
/// A value set under a name the route does not declare, or of another kind than its slot's,
/// makes the route print nothing, as a value it does not print.
public struct LinkValues: ~Copyable, @unchecked Sendable {
  // Unchecked: the slots are memory of the call that lends the values, and the values can be
  // neither copied nor made outside the package, so no other thread can reach them.

  /// The slots, as many as the grammar's largest route has: values to print, every one
  /// initialised, or, when the values were read from ``link``, memory holding `ReadValue?`s
  /// (``readSlots``), never read as these, of which the route's own are initialised.
  ///
  /// One buffer for both, rather than one of each: the values are passed and copied by the
  /// word, and a larger value would be copied by a call to `memcpy`.
  private let slots: UnsafeMutableBufferPointer<LinkValue?>
  /// The link the values were read from, whose bytes their text is; `nil` when printing.
  private let link: UnsafePointer<RawLink>?
  /// Every route's slot names and where each route's are (the matcher's tables), read
  /// without retaining them.
  private let names: UnsafeBufferPointer<String>
  @usableFromInline let routes: UnsafeBufferPointer<RouteCode>
  /// The route whose slots these are.
  @usableFromInline private(set) var route: Int
  /// Where the route's names start in `names`.
  @usableFromInline private(set) var firstName = 0
  /// The number of the route's slots: its captures, then its query fields.
  @usableFromInline private(set) var slotCount = 0
  /// The number of the route's captures, its prefix's included.
  @usableFromInline private(set) var captureCount = 0
  /// Where the captures of the route being served start: a mounted route's own captures come
  /// after its prefix's, and it reads and writes them as if it were not mounted.
  @usableFromInline var captureBase = 0
  /// One past the last slot written since the slots were last emptied: the slots from here
  /// on hold `nil`, so emptying them is skipped (a mount's prefix writes only its first).
  ///
  /// Kept for values to print only: values read from a link empty a route's slots by its
  /// layout.
  @usableFromInline private(set) var filledEnd = 0
  /// Where ``notLinkable`` is kept: memory of the call that lends the values, as the slots
  /// are, so that the values own nothing and are dropped without releasing anything.
  ///
  /// Values read from a link print nothing, and have none.
  private let reason: UnsafeMutablePointer<String?>?
  /// Whether a value was set under a name the route does not declare.
  ///
  /// Last: stored after the words, it takes no padding.
  @usableFromInline private(set) var hasStrayValue = false

  /// Why the last value a route declined to print has no link form, naming its field; the
  /// grammar reports it when no route prints the value.
  @usableFromInline var notLinkable: String? {
    get { reason?.pointee ?? nil }
    nonmutating set { reason?.pointee = newValue }
  }

  /// Values for no route yet: ``prepare(route:keepingCaptures:)`` names the route.
  init(
    slots: UnsafeMutableBufferPointer<LinkValue?>, names: UnsafeBufferPointer<String>,
    routes: UnsafeBufferPointer<RouteCode>, reason: UnsafeMutablePointer<String?>
  ) {
    self.init(storage: slots, link: nil, names: names, routes: routes, reason: reason)
  }

  /// Values read from `link` into `slots`, for no route yet.
  init(
    readSlots slots: UnsafeMutableBufferPointer<ReadValue?>, of link: UnsafePointer<RawLink>,
    names: UnsafeBufferPointer<String>, routes: UnsafeBufferPointer<RouteCode>
  ) {
    let storage = UnsafeMutableRawBufferPointer(slots).assumingMemoryBound(to: LinkValue?.self)
    self.init(storage: storage, link: link, names: names, routes: routes, reason: nil)
  }

  private init(
    storage: UnsafeMutableBufferPointer<LinkValue?>, link: UnsafePointer<RawLink>?, names: UnsafeBufferPointer<String>,
    routes: UnsafeBufferPointer<RouteCode>, reason: UnsafeMutablePointer<String?>?
  ) {
    slots = storage
    self.link = link
    self.names = names
    self.routes = routes
    self.reason = reason
    route = -1
  }

  /// Lends `body` values with no slots: every capture and parameter reads as `nil`.
  @usableFromInline
  static func withNoSlots<Result>(_ body: (borrowing LinkValues) -> Result) -> Result {
    var reason: String?
    return withUnsafeMutablePointer(to: &reason) { reason in
      let values = LinkValues(
        slots: UnsafeMutableBufferPointer(start: nil, count: 0), names: UnsafeBufferPointer(start: nil, count: 0),
        routes: UnsafeBufferPointer(start: nil, count: 0), reason: reason)
      return body(values)
    }
  }

  /// The slot of the route's own capture at `position`, counted from the route's first.
  @usableFromInline
  func slot(ofCapture position: Int) -> Int { captureBase + position }

  /// The slot of the route's query field at `index`, in declared order.
  @usableFromInline
  func slot(ofQueryField index: Int) -> Int { captureCount + index }

  /// The route's query field at `index`, in declared order.
  @usableFromInline
  subscript(queryField index: Int) -> LinkValue? {
    get { captureCount + index < slotCount ? value(inSlot: captureCount + index) : nil }
    set {
      guard captureCount + index < slotCount else {
        if newValue != nil { hasStrayValue = true }
        return
      }
      self[slot: captureCount + index] = newValue
    }
  }

  /// Empties the slots for `route`, but its first `kept` captures: they hold the values of a
  /// prefix it shares with the route the slots served before.
  @inlinable  // inlined where each route is asked: most leave no value to empty
  mutating func prepare(route: Int, keepingCaptures kept: Int = 0) {
    if filledEnd > kept { empty(keepingCaptures: kept) }
    serve(route)
  }

  /// Empties the query slots of `route` to read a link's values into.
  ///
  /// Only the route's own query slots are emptied (they may never have been initialised): no
  /// read reaches past the route's slots, and its captures are all read before any value is
  /// asked for, or the route is not offered.
  mutating func prepare(readingRoute route: Int) {
    assert(link != nil, "the values are to print: prepare(route:)")
    serve(route)
    // Plain data: initialised with plain stores, nothing destroyed.
    for slot in captureCount..<slotCount { readSlots.initializeElement(at: slot, to: nil) }
  }

  /// Makes the slots, emptied, serve `route`.
  @inlinable
  mutating func serve(_ route: Int) {
    hasStrayValue = false
    captureBase = 0
    self.route = route
    removeLimit()
  }

  /// Limits the values to the `count` captures from ``captureBase``, a mount's prefix: a
  /// value set under any other name or position is stray.
  @usableFromInline
  mutating func limit(toCaptures count: Int) {
    captureCount = min(captureBase + count, captureCount)
    slotCount = captureCount
  }

  /// The route's whole layout: every slot, after ``limit(toCaptures:)`` or for a new route.
  @inlinable  // a few loads, made for every route asked
  mutating func removeLimit() {
    let layout = routes[route].slots
    firstName = layout.firstName
    slotCount = layout.slotCount
    captureCount = layout.captureCount
  }

  /// Sets the slots of values to print written back to `nil`, but the first `kept` captures.
  @usableFromInline
  mutating func empty(keepingCaptures kept: Int = 0) {
    assert(link == nil, "the values were read from a link: prepare(readingRoute:)")
    guard filledEnd > kept else { return }
    for slot in max(kept, 0)..<filledEnd { slots[slot] = nil }
    filledEnd = max(kept, 0)
  }

  /// The same slots seen from `offset` captures further on: a mounted route's own.
  @usableFromInline
  func shifted(by offset: Int) -> LinkValues {
    var view = LinkValues(storage: slots, link: link, names: names, routes: routes, reason: reason)
    view.route = route
    view.firstName = firstName
    view.slotCount = slotCount
    view.captureCount = captureCount
    view.captureBase = captureBase + offset
    return view
  }

  // MARK: Values by name and position

  /// The capture at `position` among the route's own captures, in the order of its pattern;
  /// a mounted route does not count its prefix's.
  public subscript(capture position: Int) -> LinkValue? {
    get { value(in: captureSlot(at: position)) }
    set { set(newValue, in: captureSlot(at: position)) }
  }

  /// The capture named `name` in the route's pattern.
  public subscript(capture name: String) -> LinkValue? {
    get { value(in: captureSlot(named: name)) }
    set { set(newValue, in: captureSlot(named: name)) }
  }

  /// The query parameter named `name`; `nil` when the link does not give it (or, printing,
  /// when the link should not carry it).
  public subscript(parameter name: String) -> LinkValue? {
    get { value(in: parameterSlot(named: name)) }
    set { set(newValue, in: parameterSlot(named: name)) }
  }

  private func value(in slot: Int?) -> LinkValue? {
    guard let slot else { return nil }
    return value(inSlot: slot)
  }

  private mutating func set(_ value: consuming LinkValue?, in slot: Int?) {
    guard let slot else {
      if value != nil { hasStrayValue = true }
      return
    }
    self[slot: slot] = value
  }

  // MARK: Slots, for the matcher

  /// The value in a slot: captures first, then the route's query fields in declared order.
  func value(inSlot slot: Int) -> LinkValue? {
    link == nil ? slots[slot] : linkValue(readInSlot: slot)
  }

  /// The value to print in a slot, for printing only (asserted); ``value(inSlot:)`` reads
  /// values read from a link too.
  ///
  /// Printing asks for a slot's value often, so this one does not ask which kind of values
  /// these are. A value read from a link is put in its slot with ``setRead(_:inSlot:)``.
  subscript(slot slot: Int) -> LinkValue? {
    get {
      assert(link == nil, "the values were read from a link: ask value(inSlot:)")
      return slots[slot]
    }
    set {
      assert(link == nil, "the values were read from a link: they are set with setRead(_:inSlot:)")
      // A slot from `filledEnd` on holds `nil`, which owns nothing: written over without being
      // destroyed first (most values, and a mount's prefix value).
      guard slot < filledEnd else {
        slots.initializeElement(at: slot, to: newValue)
        filledEnd = slot + 1
        return
      }
      slots[slot] = newValue
    }
  }

  /// The keyword's index a slot holds, read without copying the value out; `nil` for any
  /// other value, or none.
  func keyword(inSlot slot: Int) -> Int? {
    assert(link == nil, "the values were read from a link")
    guard case .keyword(let index)? = slots[slot], index >= 0 else { return nil }
    return index
  }

  /// The value read from the link for the route's own capture at `position`.
  func readValue(ofCapture position: Int) -> ReadValue? {
    assert(link != nil, "the values are to print")
    return captureSlot(at: position).flatMap { readSlots[$0] }
  }

  /// The value read from the link for the route's query field at `index`, in declared order.
  func readValue(ofQueryField index: Int) -> ReadValue? {
    assert(link != nil, "the values are to print")
    return captureCount + index < slotCount ? readSlots[captureCount + index] : nil
  }

  /// The text of a text value read from the link, made now; `nil` for any other value.
  func text(of value: ReadValue) -> String? { link?.pointee.text(of: value) }

  /// Puts a value read from the link in its slot, one of the route's.
  mutating func setRead(_ value: ReadValue, inSlot slot: Int) {
    assert(link != nil, "the values are to print: set them by subscript")
    // Initialised rather than assigned: a capture's slot may not have been before.
    readSlots.initializeElement(at: slot, to: value)
  }

  /// The ``LinkValue`` a value read from the link stands for.
  ///
  /// Not inlined: printing, which asks for a slot's value often, never reads this way.
  @inline(never)
  private func linkValue(readInSlot slot: Int) -> LinkValue? {
    guard let link, let value = readSlots[slot] else { return nil }
    return link.pointee.linkValue(of: value)
  }

  /// The slots of values read from ``link``.
  private var readSlots: UnsafeMutableBufferPointer<ReadValue?> {
    UnsafeMutableRawBufferPointer(slots).assumingMemoryBound(to: ReadValue?.self)
  }

  /// Whether a slot holds a value read from the link.
  func isRead(_ slot: Int) -> Bool {
    assert(link != nil, "the values are to print")
    if case .some = readSlots[slot] { return true }
    return false
  }

  /// The name of a slot: a capture's name (empty when positional) or a query field's.
  func name(ofSlot slot: Int) -> String { names[firstName + slot] }

  private func captureSlot(at position: Int) -> Int? {
    let slot = captureBase + position
    return position >= 0 && slot < captureCount ? slot : nil
  }

  private func captureSlot(named name: String) -> Int? {
    guard !name.isEmpty else { return nil }  // a positional capture has no name
    return slot(named: name, in: captureBase..<captureCount)
  }

  private func parameterSlot(named name: String) -> Int? {
    slot(named: name, in: captureCount..<slotCount)
  }

  private func slot(named name: String, in slots: Range<Int>) -> Int? {
    for slot in slots where Self.sameName(names[firstName + slot], name) { return slot }
    return nil
  }

  /// Names compare by length first: unequal short strings otherwise take the standard
  /// library's slow comparison path, and routes look names up for every field.
  private static func sameName(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.count == rhs.utf8.count && lhs == rhs
  }
}

/// Where a route's slots are named in a grammar's table of slot names, and how many of them
/// are captures.
@usableFromInline
struct SlotLayout: Sendable {
  @usableFromInline let firstName: Int
  @usableFromInline let slotCount: Int
  @usableFromInline let captureCount: Int
}
