/// The checks a grammar's declaration must pass before it is built: every word one a link
/// carries (see ``LinkWordCheck``), no path read by two routes, aliases with their route's
/// captures, no name declared twice.
enum LinkGrammarCheck {
  /// A pattern a route reads: its canonical one or an alias.
  private struct Readable {
    let route: Int
    let segments: [LinkSegment]
    let isAlias: Bool

    var described: String {
      isAlias ? "the alias \(segments.patternText)" : "the route \(segments.patternText)"
    }
  }

  static func check(
    _ routes: [(pattern: [LinkSegment], aliases: [[LinkSegment]], query: [LinkQueryField])]
  ) throws(LinkGrammarError) {
    var readable: [Readable] = []
    for (route, declaration) in routes.enumerated() {
      try LinkWordCheck.check(declaration.pattern, aliases: declaration.aliases, query: declaration.query)
      try checkNames(declaration.pattern, declaration.query)
      for alias in declaration.aliases {
        try checkCaptures(of: alias, against: declaration.pattern)
      }
      readable.append(Readable(route: route, segments: declaration.pattern, isAlias: false))
      readable += declaration.aliases.map { Readable(route: route, segments: $0, isAlias: true) }
    }
    try checkAmbiguity(readable)
  }

  private static func checkNames(_ pattern: [LinkSegment], _ query: [LinkQueryField]) throws(LinkGrammarError) {
    let captureNames = pattern.compactMap(\.captured).map(\.name).filter { !$0.isEmpty }
    if let name = firstDuplicate(captureNames) {
      throw LinkGrammarError(
        problem: .duplicateName, patterns: [pattern.patternText], example: nil,
        message: "the route \(pattern.patternText) names two captures \"\(name)\"")
    }
    if let name = firstDuplicate(query.map(\.name)) {
      throw LinkGrammarError(
        problem: .duplicateName, patterns: [pattern.patternText], example: nil,
        message: "the route \(pattern.patternText) declares the query field \"\(name)\" twice")
    }
  }

  private static func firstDuplicate(_ names: [String]) -> String? {
    var seen: Set<String> = []
    return names.first { !seen.insert($0).inserted }
  }

  private static func checkCaptures(of alias: [LinkSegment], against pattern: [LinkSegment]) throws(LinkGrammarError) {
    let expected = pattern.compactMap(\.captured)
    let found = alias.compactMap(\.captured)
    guard !expected.elementsEqual(found, by: { $0.name == $1.name && $0.kind == $1.kind }) else { return }
    throw LinkGrammarError(
      problem: .aliasCapturesDiffer, patterns: [pattern.patternText, alias.patternText], example: nil,
      message:
        "the alias \(alias.patternText) of the route \(pattern.patternText) must capture the same values in the same order"
    )
  }

  /// Compares every two patterns of one length from different routes; a grammar has tens of
  /// routes, and this runs once per grammar.
  private static func checkAmbiguity(_ readable: [Readable]) throws(LinkGrammarError) {
    let byLength = Dictionary(grouping: readable.indices) { readable[$0].segments.count }
    for indices in byLength.values {
      for (offset, first) in indices.enumerated() {
        for second in indices[(offset + 1)...] where readable[first].route != readable[second].route {
          guard let path = commonPath(readable[first].segments, readable[second].segments) else { continue }
          let (a, b) = (readable[first], readable[second])
          throw LinkGrammarError(
            problem: .ambiguousRoutes, patterns: [a.segments.patternText, b.segments.patternText], example: path,
            message:
              "\(a.described) and \(b.described) both read \(path); every path must belong to one route (make a word differ, or narrow a capture's kind)"
          )
        }
      }
    }
  }

  /// A path both patterns (of one length) read, or `nil` when there is none.
  static func commonPath(_ first: [LinkSegment], _ second: [LinkSegment]) -> String? {
    var segments: [String] = []
    for (a, b) in zip(first, second) {
      guard let segment = commonSegment(a, b) else { return nil }
      segments.append(segment)
    }
    return "/" + segments.joined(separator: "/")
  }

  /// A segment both read.
  ///
  /// Trying each one's representatives is complete: a literal's
  /// spellings and a keyword's words are all tried, text reads anything, and other kinds
  /// meet only their own kind.
  private static func commonSegment(_ a: LinkSegment, _ b: LinkSegment) -> String? {
    (candidates(a) + candidates(b)).first { reads(a, $0) && reads(b, $0) }
  }

  private static func candidates(_ segment: LinkSegment) -> [String] {
    segment.spellings ?? segment.captured.map(\.kind.representatives) ?? []
  }

  private static func reads(_ segment: LinkSegment, _ text: String) -> Bool {
    if let spellings = segment.spellings { return spellings.contains(text) }
    return segment.captured.map { $0.kind.accepts(text) } ?? false
  }
}
