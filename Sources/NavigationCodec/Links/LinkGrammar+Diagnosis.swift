extension LinkGrammar {
  /// How the grammar reads a link, step by step: the origin rule, the route and each typed
  /// value; for a refused link, the route it came closest to and the refusal that
  /// ``match(link:)`` throws.
  ///
  /// A second reading for tools that explain links: it runs the same steps as matching, in
  /// the same order, and looks again at where they stopped, so matching itself records
  /// nothing.
  package func diagnosis(of link: String) -> LinkDiagnosis {
    var diagnosis = LinkDiagnosis()
    let split: SplitLink
    do {
      split = try self.split(link)
    } catch {
      diagnosis.refusal = error
      return diagnosis
    }
    diagnosis.origin = split.origin
    diagnosis.fragment = split.fragment
    do {
      let reading = try reading(split)
      diagnosis.record(route: reading.route, spelling: reading.spelling, of: self, in: split, read: reading.values)
      diagnosis.ignoredParameters = split.ignoredParameters(declaring: shapes[reading.route].query)
    } catch {
      diagnosis.refusal = error
      recordRefused(split, into: &diagnosis)
    }
    return diagnosis
  }

  /// Records, for a refused link, the route whose path read it (whose values or query were
  /// refused), or else the one it came closest to.
  private func recordRefused(_ link: SplitLink, into diagnosis: inout LinkDiagnosis) {
    for (index, route) in routes.enumerated() {
      for (spelling, pattern) in route.spellings.enumerated() {
        guard let captures = LinkPath.captures(of: link.segments, by: pattern) else { continue }
        var query: [LinkValue?] = []
        try? LinkQueryReader(fields: route.query, ignoring: ignoredParameters).read(link.query, into: &query)
        let values = RouteValues(captures: captures, query: query)
        diagnosis.record(route: index, spelling: spelling, of: self, in: link, read: values)
        return
      }
    }
    guard let closest = closestSpelling(to: link) else { return }
    let pattern = routes[closest.route].spellings[closest.spelling]
    let prefix = Array(pattern.prefix(closest.progress))
    let captures = LinkPath.captures(of: Array(link.segments.prefix(closest.progress)), by: prefix) ?? []
    diagnosis.record(
      route: closest.route, spelling: closest.spelling, of: self, in: link,
      read: RouteValues(captures: captures, query: []), upTo: closest.progress)
  }

  /// The spelling a link that no route reads came closest to: the one that reads the most
  /// leading segments, then the one whose literal words match the most segments, then one of
  /// the link's length, then the first declared; `nil` when none reads a segment.
  private func closestSpelling(to link: SplitLink) -> (route: Int, spelling: Int, progress: Int)? {
    var best: (route: Int, spelling: Int, score: (Int, Int, Int))?
    for (index, route) in routes.enumerated() {
      for (spelling, pattern) in route.spellings.enumerated() {
        let score = Self.closeness(of: pattern, to: link.segments)
        guard score.0 > 0 || score.1 > 0 else { continue }
        if best.map({ score > $0.score }) ?? true { best = (index, spelling, score) }
      }
    }
    return best.map { ($0.route, $0.spelling, $0.score.0) }
  }

  /// How close a pattern comes to a path: the leading segments it reads, the literals that
  /// match anywhere in it, and whether it has the path's length (1) or not (0).
  private static func closeness(of pattern: [LinkSegment], to segments: [String]) -> (Int, Int, Int) {
    var (progress, literals, reading) = (0, 0, true)
    for (segment, text) in zip(pattern, segments) {
      let matches: Bool
      switch segment {
      case .literal:
        matches = segment.spells(text)
        if matches { literals += 1 }
      case .capture(_, .path): matches = true
      case .capture(_, let kind): matches = LinkValueText.read(text, as: kind) != nil
      }
      reading = reading && matches
      if reading { progress += 1 }
    }
    return (progress, literals, pattern.count == segments.count ? 1 : 0)
  }
}

extension LinkDiagnosis {
  /// Records a route's spelling and the values it read: its captures in pattern order (of its
  /// first `count` segments), then its query fields in link order.
  fileprivate mutating func record<Target>(
    route index: Int, spelling: Int, of grammar: LinkGrammar<Target>, in link: SplitLink, read values: RouteValues,
    upTo count: Int = .max
  ) {
    let declared = grammar.routes[index]
    let pattern = declared.spellings[spelling]
    let words = pattern.enumerated().map { position, segment -> String? in
      guard position < min(count, link.segments.count), segment.spells(link.segments[position]) else { return nil }
      return link.segments[position]
    }
    route = Route(
      index: index, pattern: declared.pattern.patternText,
      spelling: "/" + zip(pattern, words).map { $1 ?? $0.patternText }.joined(separator: "/"),
      summary: declared.summary)
    self.values = []
    var capture = 0
    for (position, segment) in pattern.enumerated() {
      guard let (name, kind) = segment.captured, capture < values.captures.count else { continue }
      let value = values.captures[capture]
      let text = if kind == .path, case .text(let path) = value { path } else { link.segments[position] }
      self.values.append(Value(location: "path/\(position)", name: name, kind: kind, text: text, value: value))
      capture += 1
    }
    var seen: Set<Int> = []
    for item in link.query {
      guard let field = declared.query.firstIndex(where: { $0.name.hasSameUTF8(as: item.name) }),
        let value = values.query.indices.contains(field) ? values.query[field] : nil, seen.insert(field).inserted
      else { continue }
      let declaration = declared.query[field]
      self.values.append(
        Value(
          location: "query/\(declaration.name)", name: declaration.name, kind: declaration.kind,
          text: item.value ?? "", value: value))
    }
  }
}
