extension LinkSegment {
  /// The segment in a pattern's text: the word, `{kind}`, or `{name:kind}`.
  package var patternText: String {
    switch self {
    case .literal(let word, _): word
    case .capture(let name, let kind): name.isEmpty ? "{\(kind.name)}" : "{\(name):\(kind.name)}"
    }
  }

  /// Every spelling a literal reads (the canonical word first); `nil` for a capture.
  package var spellings: [String]? {
    if case .literal(let word, let aliases) = self { return [word] + aliases }
    return nil
  }
}

extension Sequence<LinkSegment> {
  /// The text of a path pattern, as the route table and errors show it:
  /// `/history/{type:keyword}/{exercise:uuid}/edit`, and `/` for the empty path.
  package var patternText: String {
    "/" + map(\.patternText).joined(separator: "/")
  }
}
