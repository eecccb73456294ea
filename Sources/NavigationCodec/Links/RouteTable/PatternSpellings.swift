/// A pattern's spellings: each literal by each of its words, the canonical word first.
enum PatternSpellings {
  /// Every pattern of single-word literals the pattern reads, canonical first.
  ///
  /// A declaration has a few alias words, so the product stays small.
  static func all(_ pattern: [LinkSegment]) -> [[LinkSegment]] {
    pattern.reduce(into: [[]]) { partial, segment in
      let choices = segment.spellings.map { $0.map { LinkSegment.literal($0) } } ?? [segment]
      partial = partial.flatMap { prefix in choices.map { prefix + [$0] } }
    }
  }
}
