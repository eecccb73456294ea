public import NavigationCodec

extension LinkGrammar {
  /// The grammar's routes as a table, in declaration order, each with an example link.
  ///
  /// - Parameter examples: The value an example gives a capture or a query parameter the
  ///   route requires, by its name and kind; `nil` takes the kind's own example (the first
  ///   word of a keyword, `example` for text, `1` for a number, 2025-01-01 for a date, the nil
  ///   UUID). Give values the app really holds, such as an id from its sample data, so that
  ///   the examples open.
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
        captures: captures.map { LinkRouteDescription.Field($0.name, $0.kind) },
        query: route.query.map { LinkRouteDescription.Field($0.name, $0.kind) },
        summary: route.summary,
        example: exampleLink(route: index, captures: values) { examples($0, $1) ?? $1.example })
    }
  }
}
