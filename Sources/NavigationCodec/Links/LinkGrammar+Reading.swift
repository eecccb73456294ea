extension LinkGrammar {
  /// A link a route read: the route, which of its spellings, the link's pieces and values,
  /// and the value the route made.
  struct Reading {
    let route: Int
    let spelling: Int
    let link: SplitLink
    let values: RouteValues
    let target: Target
  }

  /// Reads a link: checks its length, splits it, then offers it to each route in turn.
  func reading(_ link: String) throws(NavigationError) -> Reading {
    try limits.checkLinkLength(link.utf8.count)
    let split = try URLReader.split(link, origins: origins, ignoring: ignoredParameters)
    var tried = 0
    return try reading(split, tried: &tried)
  }

  /// Offers a split link to each route whose path reads it, in order, until one makes a
  /// value; `tried` counts the spellings whose path read, for the diagnosis.
  ///
  /// A route whose path reads the link refuses it at once for a query parameter it does not
  /// take or a value its field's type refuses: no other route reads the same path (the
  /// grammar's check makes sure), so none could read it instead.
  func reading(_ link: SplitLink, tried: inout Int) throws(NavigationError) -> Reading {
    for (index, route) in routes.enumerated() {
      for (spelling, pattern) in route.spellings.enumerated() {
        guard let captures = LinkPath.captures(of: link.segments, by: pattern) else { continue }
        tried += 1
        var query: [LinkValue?] = []
        try LinkQueryReader(fields: route.query, ignoring: ignoredParameters).read(link.query, into: &query)
        let values = RouteValues(captures: captures, query: query)
        let target: Target?
        do throws(LinkFieldRefusal) {
          target = try route.read(values)
        } catch {
          throw LinkPath.refusal(error, pattern: pattern, query: route.query, link: link)
        }
        if let target { return Reading(route: index, spelling: spelling, link: link, values: values, target: target) }
      }
    }
    throw MatchFailure.explaining(link, patterns: routes.flatMap(\.spellings))
  }
}
