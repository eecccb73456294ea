extension LinkGrammar {
  /// Checks every route with its sample value: the route prints it (no route before it
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
      let values: RouteValues?
      do throws(NotLinkable) {
        values = try route.print(PrintedValue(sample))
      } catch {
        throw failure(error.reason)
      }
      guard let values, let printed = printer.link(route.pattern, route.query, values) else {
        throw failure("the route does not print it")
      }
      if let first = try? link(for: sample), first != printed {
        throw failure(earlierRoute(printing: sample, before: index) + " prints it first, as \(first)", printed)
      }
      let read: Reading
      do throws(NavigationError) {
        read = try reading(printed)
      } catch {
        throw failure("its link \(printed) does not read: \(error)", printed)
      }
      guard read.route == index else {
        throw failure("its link \(printed) is read by \(routes[read.route].pattern.patternText)", printed)
      }
      guard let again = try? link(for: read.target), again == printed else {
        throw failure("its link \(printed) reads as a value that does not print the same link", printed)
      }
    }
  }

  /// The first route before `index` that prints `sample`, as printing chooses it, named by
  /// its pattern, and said to declare the same case when it does: each case has one route,
  /// and its legacy spellings are that route's `alsoReading` patterns.
  private func earlierRoute(printing sample: Target, before index: Int) -> String {
    let printed = RouteShape.firstLink(of: PrintedValue(sample), in: shapes[..<index], printer: printer)
    guard let earlier = printed.route else { return "an earlier route" }
    let named = "the earlier route \(routes[earlier].pattern.patternText)"
    let cases = routes[index].cases
    guard !cases.isEmpty, routes[earlier].cases == cases else { return named }
    let name = ([String(describing: Target.self)] + cases.map(\.name)).joined(separator: ".")
    return named + " (of the same case, \(name): declare a case once, with alsoReading for its legacy spellings)"
  }
}
