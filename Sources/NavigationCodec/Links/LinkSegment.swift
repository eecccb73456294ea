/// One piece of a route's path pattern.
@usableFromInline package enum LinkSegment: Sendable, Hashable {
  /// A fixed lowercase word; `aliases` are legacy spellings that read and never print.
  case literal(String, aliases: [String] = [])
  /// A typed value captured from the segment, by its name; a capture of kind
  /// ``LinkFieldKind/path`` reads this segment and every one after it.
  case capture(String, LinkFieldKind)

  /// What the segment expects, for error messages.
  var expected: String {
    switch self {
    case .literal(let word, _): "\"\(word)\""
    case .capture(_, let kind): kind.expected
    }
  }

  /// The capture's name and kind; `nil` for a literal.
  package var captured: (name: String, kind: LinkFieldKind)? {
    if case .capture(let name, let kind) = self { return (name, kind) }
    return nil
  }

  /// Whether `text`, a decoded segment, spells this literal (its word or a legacy spelling)
  /// byte for byte; `false` for a capture.
  func spells(_ text: String) -> Bool {
    guard case .literal(let word, let aliases) = self else { return false }
    return word.hasSameUTF8(as: text) || aliases.contains { $0.hasSameUTF8(as: text) }
  }
}

/// A query parameter a route accepts.
@usableFromInline package struct LinkQueryField: Sendable, Hashable {
  /// The parameter's name, matched case-sensitively.
  package var name: String
  /// The parameter's type.
  package var kind: LinkFieldKind

  /// Declares a parameter.
  package init(_ name: String, _ kind: LinkFieldKind) {
    self.name = name
    self.kind = kind
  }
}
