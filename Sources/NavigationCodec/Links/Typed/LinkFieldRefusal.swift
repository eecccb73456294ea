/// A link's value that its field's Swift type refuses, by the field's place; the grammar
/// turns it into `invalid-parameter` at the segment or parameter of that place, naming what
/// the field's kind expects.
struct LinkFieldRefusal: Error, Sendable {
  /// Where the refused value is.
  var place: LinkFieldPlace
  /// Whether the value is missing (a required query parameter the link leaves out) rather
  /// than refused.
  let isMissing: Bool
  /// What the field's type expects, where it says more than its kind.
  let expected: String?
}

/// Why a value does not print: a field's value with no link form, named in the message.
struct NotLinkable: Error, Sendable {
  let reason: String
}
