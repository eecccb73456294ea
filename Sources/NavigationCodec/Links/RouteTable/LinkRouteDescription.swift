#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One row of a grammar's route table: what a route reads and opens, all taken from its
/// declaration, for documentation, tooling and review.
///
/// ```swift
/// for route in grammar.routeTable() {
///   print(route.pattern, route.summary, route.example ?? "")
///   // /items/{id:uuid}  the item's page  app://items/00000000-0000-0000-0000-000000000000
/// }
/// ```
public struct LinkRouteDescription: Sendable, Hashable {
  /// The canonical pattern, such as `/history/{type:keyword}/{exercise:uuid}/edit`.
  public var pattern: String
  /// Every legacy spelling the route also reads (whole-path aliases and alias words), in
  /// declaration order.
  public var aliases: [String]
  /// The path captures, in order: a positional capture's name is empty.
  public var captures: [LinkQueryField]
  /// The query fields the route accepts, in the order links print them.
  public var query: [LinkQueryField]
  /// What the route opens, as declared with it.
  public var summary: String
  /// A link of this route, printed with the grammar's printed origin; `nil` when the values
  /// given for it do not print.
  public var example: String?

  /// Creates a row; ``LinkGrammar/routeTable(examples:)`` builds them from a grammar.
  public init(
    pattern: String, aliases: [String], captures: [LinkQueryField], query: [LinkQueryField], summary: String,
    example: String?
  ) {
    self.pattern = pattern
    self.aliases = aliases
    self.captures = captures
    self.query = query
    self.summary = summary
    self.example = example
  }
}

extension LinkGrammar {
  /// The grammar's routes as a table, in declaration order, each with an example link.
  ///
  /// - Parameter examples: The value an example gives a capture, by its name and kind;
  ///   `nil` takes the kind's own example (the first word of a keyword, `example` for text,
  ///   `1` for a number, 2025-01-01 for a date, the nil UUID). Give values the app really
  ///   holds, such as an id from its sample data, so that the examples open.
  /// - Returns: One description per route, in the order the routes are tried.
  public func routeTable(
    examples: (_ name: String, _ kind: LinkFieldKind) -> LinkValue? = { _, _ in nil }
  ) -> [LinkRouteDescription] {
    routes.indices.map { index in
      let route = routes[index]
      let captures = route.pattern.compactMap(\.captured)
      let values = captures.map { examples($0.name, $0.kind) ?? $0.kind.example }
      let canonical = route.pattern.patternText
      let spellings = ([route.pattern] + route.aliases).flatMap(PatternSpellings.all).map(\.patternText)
      var seen: Set<String> = [canonical]
      return LinkRouteDescription(
        pattern: canonical,
        aliases: spellings.filter { seen.insert($0).inserted },
        captures: captures.map { LinkQueryField($0.name, $0.kind) },
        query: route.query,
        summary: route.summary,
        example: matcher.render(index, LinkMatch(captures: values)))
    }
  }
}

extension LinkFieldKind {
  /// The value an example link gives a capture of this kind when the app names none.
  var example: LinkValue {
    switch self {
    case .uuid: .uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
    case .keyword: .keyword(0)
    case .text: .text("example")
    case .number: .number(1)
    case .date: .date(Date(timeIntervalSince1970: 1_735_689_600))
    }
  }
}

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
