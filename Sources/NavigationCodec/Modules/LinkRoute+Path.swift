extension LinkRoute where Target: ModuleElement {
  /// The route as one of its module's links: it reads the path of the one screen it opens,
  /// and prints a path of exactly that screen.
  ///
  /// ```swift
  /// NavigationModule(
  ///   "dashboard", elements: [.element(DashboardRoute.self)],
  ///   links: [LinkRoute(DashboardRoute.details) { "details"; LinkCapture<UUID>("id") }.asPath()])
  /// ```
  public func asPath() -> LinkRoute<[PathElement]> {
    let (read, print) = (self.read, self.print)
    var route = LinkRoute<[PathElement]>(
      pattern: pattern, query: query, places: places, summary: summary,
      read: { values throws(LinkFieldRefusal) in try read(values).map { [PathElement($0)] } },
      print: { printed throws(NotLinkable) in
        guard let path = printed.value as? [PathElement], path.count == 1, let element = path[0].value(as: Target.self)
        else { return nil }
        return try print(PrintedValue(element))
      })
    route.aliases = aliases
    route.caseName = caseName
    route.problem = problem
    if let sample { route.sample = { sample().map { [PathElement($0)] } } }
    return route
  }
}

extension LinkRoute {
  /// The route with words in front of its pattern and its aliases.
  ///
  /// A module's links where the app mounts them: the words hold no values, so reading and
  /// printing are unchanged.
  func prefixed(by words: [LinkSegment]) -> LinkRoute {
    var route = self
    route.pattern = words + pattern
    route.aliases = aliases.map { words + $0 }
    return route
  }
}
