// The matcher's second reading: the same steps as `match`, recording what they decide, for
// `LinkGrammar.diagnosis(of:)`. It shares the steps rather than the loop, so `match` itself
// records nothing and costs nothing more.
extension LinkMatcher {
  /// What the matcher found in a link, in slots: the grammar names and types them.
  struct Trace {
    var origin: LinkDiagnosis.Origin?
    /// The pattern that read the link, or the one it came closest to.
    var pattern: Int?
    /// The words the link used for the pattern's literals, by position.
    var words: [String?] = []
    var values: [(slot: Int, location: String, text: String, value: LinkValue)] = []
    /// The query items the grammar ignored, in link order, for a link a route read; and the
    /// link's fragment.
    var ignoredParameters: [LinkExtras.Parameter] = []
    var fragment: String?
    var refusal: NavigationError?
  }

  /// Reads a link as ``match(_:accept:)`` does, offering the same routes to `accept` in the
  /// same order, and records each step; refuses it with the same error.
  func trace(
    _ bytes: UnsafeBufferPointer<UInt8>, accept: (Int, borrowing LinkValues) throws(LinkFieldRefusal) -> Bool
  ) -> Trace {
    var trace = Trace()
    do {
      try URLReader.read(bytes, origins: origins) { link throws(NavigationError) in
        trace.origin = origin(of: link)
        trace.fragment = link.fragment.map(\.string)
        let accepted = try withValues(readFrom: link) { values throws(NavigationError) in
          try self.trace(link, into: &values, trace: &trace, accept: accept)
        }
        if accepted, let index = trace.pattern {
          trace.ignoredParameters = extras(of: link, route: patterns[index].route).ignoredParameters
        }
        guard !accepted else { return }
        if trace.pattern == nil { record(closestPattern(to: link), reading: link, into: &trace) }
        throw explainFailure(link)
      }
    } catch {
      trace.refusal = error
    }
    return trace
  }

  /// Offers the routes that may match the link in turn, as matching does.
  ///
  /// Returns `true` once one is accepted. The pattern recorded is the accepted one, the one
  /// that refused a value, or the first that declined.
  private func trace(
    _ link: RawLink, into values: inout LinkValues, trace: inout Trace,
    accept: (Int, borrowing LinkValues) throws(LinkFieldRefusal) -> Bool
  ) throws(NavigationError) -> Bool {
    let fixed = candidates(of: link).map { candidates.candidate(at: $0).pattern }
    let rest = restCandidates.filter { patterns[$0].segments.count <= link.segmentCount }
    for index in fixed + rest {
      let pattern = patterns[index]
      guard literalsMatch(index, link) else { continue }
      values.prepare(readingRoute: pattern.route)
      guard readCaptures(index, link, into: &values) else { continue }
      do {
        try readQuery(pattern.route, link, into: &values)
      } catch {
        record(index, values, link, into: &trace)
        throw error
      }
      let accepted: Bool
      do {
        accepted = try accept(pattern.route, values)
      } catch {
        record(index, values, link, into: &trace)
        throw refusal(error, pattern, link)
      }
      if accepted || trace.pattern == nil { record(index, values, link, into: &trace) }
      if accepted { return true }
    }
    return false
  }

  /// Records a pattern and the values in its slots: its captures in pattern order, then the
  /// query fields in link order.
  private func record(_ index: Int, _ values: borrowing LinkValues, _ link: RawLink, into trace: inout Trace) {
    let pattern = patterns[index]
    trace.pattern = index
    trace.words = words(of: pattern, in: link, upTo: pattern.segments.count)
    trace.values = []
    var slot = 0
    for position in 0..<pattern.segments.count {
      let segment = segments[pattern.segments.lowerBound + position]
      if case .literal = segment { continue }
      if let value = values.value(inSlot: slot) {
        let text = if case .restOfPath = segment { value.text ?? "" } else { link.segment(position).string }
        trace.values.append((slot, "path/\(position)", text, value))
      }
      slot += 1
    }
    let routeFields = routes[pattern.route].fields
    let firstSlot = routes[pattern.route].slots.captureCount
    for item in 0..<link.queryCount {
      let (nameText, valueText) = link.queryItem(item)
      let name = nameText.bytes
      guard let field = routeFields.first(where: { equals(fields[$0].name, name) }) else { continue }
      let slot = firstSlot + field - routeFields.lowerBound
      // A repeated parameter was refused; the value kept is the first one.
      guard let value = values.value(inSlot: slot), !trace.values.contains(where: { $0.slot == slot }) else { continue }
      let location = "query/\(fieldDeclarations[field].name)"
      trace.values.append((slot, location, valueText.string, value))
    }
  }

  /// Records the pattern a link that no route reads came closest to, with the captures it
  /// read before it failed.
  private func record(_ closest: (index: Int, progress: Int)?, reading link: RawLink, into trace: inout Trace) {
    guard let closest else { return }
    let pattern = patterns[closest.index]
    trace.pattern = closest.index
    trace.words = words(of: pattern, in: link, upTo: closest.progress)
    var slot = 0
    for position in 0..<closest.progress {
      guard case .capture(let kind) = segments[pattern.segments.lowerBound + position] else { continue }
      if let value = parse(kind, link.segment(position)).map(link.linkValue) {
        trace.values.append((slot, "path/\(position)", link.segment(position).string, value))
      }
      slot += 1
    }
  }

  /// The pattern a link that no route reads came closest to: the one that reads the most
  /// leading segments, then the one whose literal words match the most segments, then one of
  /// the link's length, then the first declared; `nil` when no pattern reads a segment.
  func closestPattern(to link: RawLink) -> (index: Int, progress: Int)? {
    var best: (index: Int, score: (Int, Int, Int))?
    for (index, pattern) in patterns.enumerated() {
      let score = closeness(of: pattern, to: link)
      guard score.0 > 0 || score.1 > 0 else { continue }
      if best.map({ score > $0.score }) ?? true { best = (index, score) }
    }
    return best.map { ($0.index, $0.score.0) }
  }

  /// How close a pattern comes to a link: the leading segments it reads, the literals that
  /// match anywhere in the link, and whether it has the link's length (1) or not (0).
  private func closeness(of pattern: PatternCode, to link: RawLink) -> (Int, Int, Int) {
    var progress = 0
    var reading = true
    var literals = 0
    for position in 0..<min(pattern.segments.count, link.segmentCount) {
      let text = link.segment(position).bytes
      let matches: Bool
      switch segments[pattern.segments.lowerBound + position] {
      case .literal(let words):
        matches = contains(words, text)
        if matches { literals += 1 }
      case .capture(let kind):
        matches = parse(kind, link.segment(position)) != nil
      case .restOfPath:
        matches = true
      }
      reading = reading && matches
      if reading { progress += 1 }
    }
    return (progress, literals, pattern.segments.count == link.segmentCount ? 1 : 0)
  }

  /// The words the link used for the literals among a pattern's first `count` segments, by
  /// position; `nil` for a capture and for a segment the link does not spell.
  private func words(of pattern: PatternCode, in link: RawLink, upTo count: Int) -> [String?] {
    (0..<pattern.segments.count).map { position in
      guard position < count, case .literal(let words) = segments[pattern.segments.lowerBound + position] else {
        return nil
      }
      let text = link.segment(position).bytes
      return words.first { equals($0, text) }.map { String(decoding: pool[self.words[$0].bytes], as: UTF8.self) }
    }
  }

  /// Where a pattern stands among its route's spellings: 0 for the canonical pattern, `k`
  /// for its `k`th whole-path alias.
  func spellingIndex(of index: Int) -> Int { index - routes[patterns[index].route].printedPattern }

  /// The route a pattern reads for.
  func patternRoute(_ index: Int) -> Int { patterns[index].route }

  /// The origin rule that accepted a link the reader split: its scheme, or for `https` its
  /// host, as the grammar declares it.
  private func origin(of link: RawLink) -> LinkDiagnosis.Origin? {
    let source = link.source
    guard let colon = source.firstIndex(of: UInt8(ascii: ":")) else { return nil }
    let scheme = String(decoding: source[..<colon], as: UTF8.self).lowercased()
    guard scheme == "https" else {
      return origins.declared.customSchemes.first { $0 == scheme }.map(LinkDiagnosis.Origin.customScheme)
    }
    // The reader accepted `//` and a host on the allow-list, compared without case.
    let start = min(colon + 3, source.count)
    let end = source[start...].firstIndex { "/?#:".utf8.contains($0) } ?? source.count
    let host = String(decoding: source[start..<end], as: UTF8.self).lowercased()
    return origins.declared.webHosts.first { $0 == host }.map(LinkDiagnosis.Origin.webHost)
  }
}
