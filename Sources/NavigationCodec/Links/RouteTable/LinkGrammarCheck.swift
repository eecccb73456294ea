/// The checks a grammar's declaration must pass before it is built: every word one a link
/// carries (see ``LinkWordCheck``), a capture of the rest of the path only at the end, no
/// path read by two routes, aliases with their route's captures, no name declared twice.
enum LinkGrammarCheck {
  /// What the check reads of a route's declaration.
  struct Declaration {
    var pattern: [LinkSegment]
    var aliases: [[LinkSegment]]
    var query: [LinkQueryField]
    /// The enum case a typed route prints (`AppRoute.settings`), or `nil`.
    var caseName: String?
  }

  /// A pattern a route reads: its canonical one or an alias.
  private struct Readable {
    let route: Int
    let segments: [LinkSegment]
    let isAlias: Bool
    let caseName: String?

    var described: String {
      isAlias ? "the alias \(segments.patternText)" : "the route \(segments.patternText)"
    }

    /// ``described``, with the route's case when `other` is of another case (a pattern can
    /// print as another route's does: two value-less routes on `/`).
    func described(beside other: Readable) -> String {
      guard let caseName, caseName != other.caseName else { return described }
      return "\(described) (\(caseName))"
    }

    /// Whether the pattern ends with a capture of the rest of the path, which reads that
    /// segment and every one after it.
    var readsRest: Bool { segments.last?.captured?.kind == .path }
  }

  static func check(_ routes: [Declaration]) throws(LinkGrammarError) {
    var readable: [Readable] = []
    for (route, declaration) in routes.enumerated() {
      try LinkWordCheck.check(declaration.pattern, aliases: declaration.aliases, query: declaration.query)
      try checkNames(declaration.pattern, declaration.query)
      try checkRestOfPath(declaration.pattern, declaration.aliases, declaration.query)
      for alias in declaration.aliases {
        try checkCaptures(of: alias, against: declaration.pattern)
      }
      readable.append(
        Readable(route: route, segments: declaration.pattern, isAlias: false, caseName: declaration.caseName))
      readable += declaration.aliases.map {
        Readable(route: route, segments: $0, isAlias: true, caseName: declaration.caseName)
      }
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

  /// A capture of the rest of the path must be its pattern's last segment, and no query
  /// parameter can be one.
  private static func checkRestOfPath(
    _ pattern: [LinkSegment], _ aliases: [[LinkSegment]], _ query: [LinkQueryField]
  ) throws(LinkGrammarError) {
    for spelled in [pattern] + aliases {
      let misplaced = spelled.dropLast().contains { $0.captured?.kind == .path }
      guard misplaced else { continue }
      let patterns = spelled == pattern ? [pattern.patternText] : [pattern.patternText, spelled.patternText]
      let place = spelled == pattern ? "the route" : "the alias \(spelled.patternText) of the route"
      throw LinkGrammarError(
        problem: .misplacedRestOfPath, patterns: patterns, example: nil,
        message:
          "\(place) \(pattern.patternText) has a capture of the rest of the path before its end; it must be the last segment"
      )
    }
    if let field = query.first(where: { $0.kind == .path }) {
      throw LinkGrammarError(
        problem: .misplacedRestOfPath, patterns: [pattern.patternText], example: nil,
        message:
          "the route \(pattern.patternText) declares the query field \"\(field.name)\" as the rest of the path; only a path segment can be"
      )
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

  /// Compares every two patterns of one length from different routes, and every pattern
  /// that reads the rest of the path with every other; a grammar has tens of routes, and
  /// this runs once per grammar.
  private static func checkAmbiguity(_ readable: [Readable]) throws(LinkGrammarError) {
    let fixed = readable.indices.filter { !readable[$0].readsRest }
    let byLength = Dictionary(grouping: fixed) { readable[$0].segments.count }
    for indices in byLength.values {
      for (offset, first) in indices.enumerated() {
        for second in indices[(offset + 1)...] {
          try checkPair(readable[first], readable[second])
        }
      }
    }
    // Each pair once, in declaration order.
    for (offset, first) in readable.enumerated() {
      for second in readable[(offset + 1)...] where first.readsRest || second.readsRest {
        try checkPair(first, second)
      }
    }
  }

  /// Refuses two patterns of different routes that both read some path.
  private static func checkPair(_ a: Readable, _ b: Readable) throws(LinkGrammarError) {
    guard a.route != b.route, let path = commonPath(a.segments, b.segments) else { return }
    throw LinkGrammarError(
      problem: .ambiguousRoutes, patterns: [a.segments.patternText, b.segments.patternText], example: path,
      message:
        "\(a.described(beside: b)) and \(b.described(beside: a)) both read \(path); every path must belong to one route (make a word differ, or narrow a capture's kind)"
    )
  }

  /// A path both patterns read, or `nil` when there is none.
  ///
  /// A pattern ending with a capture of the rest of the path reads its segments before it
  /// followed by one or more segments of any text; the others read paths of their length.
  static func commonPath(_ first: [LinkSegment], _ second: [LinkSegment]) -> String? {
    let (firstRest, secondRest) = (first.last?.captured?.kind == .path, second.last?.captured?.kind == .path)
    let (a, b) = (firstRest ? first.dropLast() : first[...], secondRest ? second.dropLast() : second[...])
    // Beyond a pattern's fixed segments, its rest capture reads anything, if it has one and
    // at least one segment is left for it.
    switch (firstRest, secondRest) {
    case (false, false): guard a.count == b.count else { return nil }
    case (true, false): guard b.count > a.count else { return nil }
    case (false, true): guard a.count > b.count else { return nil }
    case (true, true): break
    }
    var segments: [String] = []
    for position in 0..<max(a.count, b.count) {
      let (x, y) = (a.dropFirst(position).first, b.dropFirst(position).first)
      if let x, let y {
        guard let segment = commonSegment(x, y) else { return nil }
        segments.append(segment)
      } else if let only = x ?? y, let segment = candidates(only).first {
        segments.append(segment)
      }
    }
    if firstRest && secondRest { segments.append("path") }
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
