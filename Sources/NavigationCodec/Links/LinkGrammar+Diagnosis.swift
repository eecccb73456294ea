extension LinkGrammar {
  /// How the grammar reads a link, step by step: the origin rule, the route and each typed
  /// value; for a refused link, the route it came closest to and the refusal that
  /// ``match(link:)`` throws.
  ///
  /// A second reading for tools that explain links: it runs the same steps as matching,
  /// offering the same routes in the same order, but records them, so matching itself
  /// records nothing.
  package func diagnosis(of link: String) -> LinkDiagnosis {
    var reading = LinkDiagnosis()
    do {
      try limits.checkLinkLength(link.utf8.count)
    } catch {
      reading.refusal = error
      return reading
    }
    var link = link
    let trace = link.withUTF8 { bytes in
      matcher.trace(bytes) { route, values throws(LinkFieldRefusal) in
        var target: Target?
        return try read(route: route, values, into: &target)
      }
    }
    reading.origin = trace.origin
    reading.ignoredParameters = trace.ignoredParameters
    reading.fragment = trace.fragment
    reading.refusal = trace.refusal
    guard let pattern = trace.pattern else { return reading }
    let route = matcher.patternRoute(pattern)
    let declared = routes[route]
    let spelled = matcher.spellingIndex(of: pattern)
    let segments = spelled == 0 ? declared.pattern : declared.aliases[spelled - 1]
    reading.route = LinkDiagnosis.Route(
      index: route, pattern: declared.pattern.patternText,
      spelling: Self.spelling(of: segments, words: trace.words), summary: declared.summary)
    let fields = declared.pattern.compactMap(\.captured).map { LinkQueryField($0.name, $0.kind) } + declared.query
    reading.values = trace.values.compactMap { found in
      guard fields.indices.contains(found.slot) else { return nil }
      let field = fields[found.slot]
      return LinkDiagnosis.Value(
        location: found.location, name: field.name, kind: field.kind, text: found.text, value: found.value)
    }
    return reading
  }

  /// A pattern's text with each literal spelled as the link spelled it.
  private static func spelling(of segments: [LinkSegment], words: [String?]) -> String {
    "/"
      + segments.enumerated().map { position, segment in
        position < words.count ? words[position] ?? segment.patternText : segment.patternText
      }.joined(separator: "/")
  }
}
