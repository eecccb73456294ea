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
    try reading(split(link))
  }

  /// Checks a link's length and splits it.
  func split(_ link: String) throws(NavigationError) -> SplitLink {
    try limits.checkLinkLength(link.utf8.count)
    return try URLReader.split(link, origins: origins, ignoring: ignoredParameters)
  }

  /// The value the first route that reads `link` makes, with none of the record that
  /// a reading keeps.
  func target(of link: SplitLink) throws(NavigationError) -> Target {
    try targetAndRoute(of: link).target
  }

  /// The app's value of a split link, and the index of the route that read it.
  func targetAndRoute(of link: SplitLink) throws(NavigationError) -> (target: Target, route: Int) {
    var target: Target?
    let found = try firstReading(of: link, into: &target)
    guard let found, let target else { throw MatchFailure.explaining(link, patterns: shapes.flatMap(\.spellings)) }
    return (target, found.route)
  }

  /// Offers a split link to each route whose path reads it, in order, until one makes a
  /// value.
  func reading(_ link: SplitLink) throws(NavigationError) -> Reading {
    var target: Target?
    let found = try firstReading(of: link, into: &target)
    guard let found, let target else { throw MatchFailure.explaining(link, patterns: shapes.flatMap(\.spellings)) }
    return Reading(route: found.route, spelling: found.spelling, link: link, values: found.values, target: target)
  }

  /// The route that reads `link`, its spelling and values, with the value it made in `target`.
  private func firstReading(
    of link: SplitLink, into target: inout Target?
  ) throws(NavigationError) -> (route: Int, spelling: Int, values: RouteValues)? {
    try RouteShape.firstReading(of: link, in: shapes, ignoring: ignoredParameters) {
      route, values throws(LinkFieldRefusal) in
      target = try readers[route](values)
      return target != nil
    }
  }
}
