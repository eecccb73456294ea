extension LinkGrammar {
  /// Checks every typed route with its sample value: the route prints it (no route before it
  /// does), its link reads through the same route, and the value read prints the same link.
  func checkSamples() throws(LinkGrammarError) {
    for (index, route) in routes.enumerated() {
      let pattern = route.pattern.patternText
      if let problem = route.problem {
        throw LinkGrammarError(
          problem: .notACase, patterns: [pattern], example: nil,
          message: "the route \(pattern) cannot be typed: \(problem)")
      }
      guard let sample = route.sample?() else { continue }
      func failure(_ why: String, _ link: String? = nil) -> LinkGrammarError {
        LinkGrammarError(
          problem: .sampleDoesNotReadBack, patterns: [pattern], example: link,
          message: "the route \(pattern) does not read back its sample value: \(why)")
      }
      var reason: String?
      let printed = matcher.link { values in
        defer { reason = values.notLinkable }
        values.prepare(route: index)
        return storage.writers[index].function(sample, &values) ? matcher.render(values) : nil
      }
      guard let printed else { throw failure(reason ?? "the route does not print it") }
      if let first = try? link(for: sample), first != printed {
        throw failure("an earlier route prints it first, as \(first)", printed)
      }
      let read: (route: Int, value: Target)
      do throws(NavigationError) {
        read = try matchRoute(link: printed)
      } catch {
        throw failure("its link \(printed) does not read: \(error)", printed)
      }
      guard read.route == index else {
        throw failure("its link \(printed) is read by \(routes[read.route].pattern.patternText)", printed)
      }
      guard let again = try? link(for: read.value), again == printed else {
        throw failure("its link \(printed) reads as a value that does not print the same link", printed)
      }
    }
  }

  /// Reads a link, with the index of the route that read it.
  private func matchRoute(link: String) throws(NavigationError) -> (route: Int, value: Target) {
    var found: (route: Int, value: Target)?
    _ = try matcher.match(link: link, limits: limits, readingExtras: false) { route, values throws(LinkFieldRefusal) in
      var value: Target?
      guard try read(route: route, values, into: &value), let value else { return false }
      found = (route, value)
      return true
    }
    guard let found else { throw NavigationError(.unknownRoute, at: "path/0", "no route builds a value for this link") }
    return found
  }
}
