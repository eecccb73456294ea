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
  /// What the field's type expects, where it says more than its kind.
  @usableFromInline let expected: String?

  @usableFromInline
  init(slot: Int, isMissing: Bool, expected: String? = nil) {
    self.slot = slot
    self.isMissing = isMissing
    self.expected = expected
  }
}
