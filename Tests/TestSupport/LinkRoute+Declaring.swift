@testable package import NavigationCodec

extension LinkRoute {
  /// A route of its declaration alone, for tests of what the grammar checks and derives from
  /// declarations: it reads every link its pattern reads as `value` (with no value given,
  /// none), and prints no value.
  package init(
    declaring pattern: [LinkSegment], aliases: [[LinkSegment]] = [], query: [LinkQueryField] = [],
    summary: String = "", reading value: Target? = nil
  ) {
    self.init(
      pattern: pattern, query: query, places: [], summary: summary, read: { _ in value }, print: { _ in nil })
    self.aliases = aliases
  }
}

extension LinkRoute {
  /// A route whose values are read and printed by hand, over the values the grammar reads
  /// (captures in pattern order, query fields in declared order), for tests that build odd
  /// declarations no typed route would.
  package init(
    testing pattern: [LinkSegment], aliases: [[LinkSegment]] = [], query: [LinkQueryField] = [],
    summary: String = "", read: @escaping @Sendable (RouteValues) -> Target?,
    print: @escaping @Sendable (Target) -> RouteValues?
  ) {
    self.init(
      pattern: pattern, query: query, places: [], summary: summary, read: { read($0) },
      print: { printed in (printed.value as? Target).flatMap(print) })
    self.aliases = aliases
  }
}
