extension LinkGrammar {
  /// The grammar's routes as a table, in declaration order, each with an example link.
  ///
  /// - Parameter examples: The value an example gives a capture or a query parameter the
  ///   route requires, by its name and kind; `nil` takes the kind's own example (the first word of a keyword, `example` for text,
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
        example: example(route: index, captures: values, examples: examples))
    }
  }

  /// The link of a route with the given captures and the query parameters it requires, so
  /// that the example opens; optional parameters are left out.
  private func example(
    route index: Int, captures: [LinkValue], examples: (_ name: String, _ kind: LinkFieldKind) -> LinkValue?
  ) -> String? {
    let route = routes[index]
    var query = [LinkValue?](repeating: nil, count: route.query.count)
    // Reading refuses the first required parameter left out, naming it; each gets a value
    // once, so this ends after at most one read per parameter.
    for _ in 0...route.query.count {
      do throws(LinkFieldRefusal) {
        _ = try route.read(RouteValues(captures: captures, query: query))
        break
      } catch {
        let place = error.place.index
        guard error.isMissing, error.place.part == .query, query.indices.contains(place), query[place] == nil
        else { break }
        let field = route.query[place]
        query[place] = examples(field.name, field.kind) ?? field.kind.example
      }
    }
    return printer.link(route.pattern, route.query, RouteValues(captures: captures, query: query))
  }
}
