/// A link's value that its field's Swift type refuses, by the field's place; the grammar
/// turns it into `invalid-parameter` at the segment or parameter of that place, naming what
/// the field's kind expects.
@usableFromInline struct LinkFieldRefusal: Error, Sendable {
  /// Where the refused value is.
  @usableFromInline var place: LinkFieldPlace
  /// Whether the value is missing (a required query parameter the link leaves out) rather
  /// than refused.
  @usableFromInline let isMissing: Bool
  /// What the field's type expects, where it says more than its kind.
  @usableFromInline let expected: String?

  @inlinable init(place: LinkFieldPlace, isMissing: Bool, expected: String?) {
    self.place = place
    self.isMissing = isMissing
    self.expected = expected
  }
}

/// Why a value does not print: a field's value with no link form, named in the message.
@usableFromInline struct NotLinkable: Error, Sendable {
  @usableFromInline let reason: String

  @inlinable init(reason: String) {
    self.reason = reason
  }
}
