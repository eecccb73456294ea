/// A link's value that its field's Swift type refuses, by the slot it is in; the matcher
/// turns it into `invalid-parameter` at the segment or parameter of that slot, naming what
/// the slot's kind expects.
@usableFromInline
struct LinkFieldRefusal: Error, Sendable {
  /// The slot: a capture's, counted from the first of the whole route, or a query field's.
  @usableFromInline let slot: Int
  /// Whether the value is missing (a required query parameter the link leaves out) rather
  /// than refused.
  @usableFromInline let isMissing: Bool

  @usableFromInline
  init(slot: Int, isMissing: Bool) {
    self.slot = slot
    self.isMissing = isMissing
  }
}
