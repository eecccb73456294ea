import NavigationCodec

/// A pattern's spellings: each literal by each of its words, the canonical word first.
enum PatternSpellings {
  /// Every pattern of single-word literals the pattern reads, canonical first.
  ///
  /// A declaration has a few alias words, so the product stays small.
  static func all(_ pattern: [LinkSegment]) -> [[LinkSegment]] {
    product(pattern.map { segment in segment.spellings.map { $0.map { LinkSegment.literal($0) } } ?? [segment] })
  }

  /// Every sequence taking one choice at each position, in order (the first choices first).
  static func product<Choice>(_ choices: [[Choice]]) -> [[Choice]] {
    choices.reduce(into: [[]]) { partial, options in
      partial = partial.flatMap { prefix in options.map { prefix + [$0] } }
    }
  }
}
