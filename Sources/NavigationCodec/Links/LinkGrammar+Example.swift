extension LinkGrammar {
  /// The link of route `index` with the given captures and the query parameters it requires.
  ///
  /// The example then opens; optional parameters are left out. A required parameter takes
  /// `example`'s value for its name and kind.
  package func exampleLink(
    route index: Int, captures: [LinkValue], example: (_ name: String, _ kind: LinkFieldKind) -> LinkValue
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
        query[place] = example(field.name, field.kind)
      }
    }
    return printer.link(route.pattern, route.query, RouteValues(captures: captures, query: query))
  }
}
