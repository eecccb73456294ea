/// The byte-level half of a grammar: every pattern (canonical and alias) compiled once, so
/// that reading a link compares bytes and builds error text only when it fails.
@usableFromInline
struct LinkMatcher: Sendable {
  let origins: LinkOrigins
  let patterns: [CompiledPattern]
  let queries: [[LinkQueryField]]
  let queryNames: [[[UInt8]]]
  let queryKinds: [[CompiledKind]]
  /// For each path length, the patterns of that length, in declaration order.
  let candidates: [[Int]]
  let printedPatterns: [[LinkSegment]]

  init(_ routes: [(pattern: [LinkSegment], aliases: [[LinkSegment]], query: [LinkQueryField])], origins: LinkOrigins) {
    self.origins = origins
    patterns = routes.enumerated().flatMap { index, route in
      ([route.pattern] + route.aliases).map { CompiledPattern(route: index, $0) }
    }
    queries = routes.map(\.query)
    queryNames = routes.map { $0.query.map { Array($0.name.utf8) } }
    queryKinds = routes.map { $0.query.map { CompiledKind($0.kind) } }
    let lengths = patterns.map(\.segments.count)
    candidates = (0...(lengths.max() ?? 0)).map { length in lengths.indices.filter { lengths[$0] == length } }
    printedPatterns = routes.map(\.pattern)
  }

  /// The printed link of a match of route `index`, or `nil` when a value does not print.
  @usableFromInline
  func render(_ index: Int, _ match: LinkMatch) -> String? {
    let pattern = printedPatterns[index]
    var output: [UInt8] = []
    output.reserveCapacity(128)
    let hostForm: Bool
    switch origins.printed {
    case .customScheme(let scheme):
      output.append(contentsOf: scheme.utf8)
      output.append(contentsOf: "://".utf8)
      hostForm = true
    case .web(let host):
      output.append(contentsOf: "https://".utf8)
      output.append(contentsOf: host.utf8)
      hostForm = false
    }
    var captureIndex = 0
    for (position, segment) in pattern.enumerated() {
      // In the custom-scheme form the first segment is the URL's host.
      if position > 0 || !hostForm { output.append(UInt8(ascii: "/")) }
      let component: PercentEncoding.Component = position == 0 && hostForm ? .host : .pathSegment
      switch segment {
      case .literal(let word, _):
        PercentEncoding.encode(word, in: component, into: &output)
      case .capture(let kind):
        guard let value = match.capture(captureIndex) else { return nil }
        captureIndex += 1
        if case .uuid = kind, case .uuid(let uuid) = value {
          UUIDText.append(uuid, to: &output)  // hex digits and hyphens need no encoding
          continue
        }
        // An empty segment, a dot segment or a slash inside a segment would not read back
        // (they are refused, encoded or not), so such a value has no link form.
        guard let text = kind.print(value), !text.isEmpty, text != ".", text != "..",
          !text.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") })
        else { return nil }
        PercentEncoding.encode(text, in: component, into: &output)
      }
    }
    var separator = UInt8(ascii: "?")
    if !match.parameters.isEmpty {
      for field in queries[index] {
        guard let value = match.parameters[field.name] else { continue }
        guard let text = field.kind.print(value) else { return nil }
        output.append(separator)
        separator = UInt8(ascii: "&")
        PercentEncoding.encode(field.name, in: .query, into: &output)
        output.append(UInt8(ascii: "="))
        PercentEncoding.encode(text, in: .query, into: &output)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Offers each matching route to `accept` until it takes one; throws the most specific
  /// error when none matches.
  @usableFromInline
  func match(
    _ bytes: UnsafeBufferPointer<UInt8>, accept: (Int, LinkMatch) -> Bool
  ) throws(NavigationError) {
    let link = try URLReader.read(bytes, origins: origins)
    if link.segments.count < candidates.count {
      for index in candidates[link.segments.count] {
        guard let captures = patterns[index].captures(link, bytes) else { continue }
        let route = patterns[index].route
        let parameters = try matchQuery(route, link, bytes)
        if accept(route, LinkMatch(captures: captures, parameters: parameters)) { return }
      }
    }
    throw explainFailure(link, bytes)
  }

  private func matchQuery(
    _ route: Int, _ link: RawLink, _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(NavigationError) -> LinkParameters {
    guard !link.query.isEmpty else { return [:] }
    let fields = queries[route]
    let names = queryNames[route]
    var parameters = LinkParameters(capacity: link.query.count)
    var given: UInt64 = 0
    for (nameText, valueText) in link.query {
      guard let index = nameText.withBytes(in: bytes, { name in names.firstIndex { $0.elementsEqual(name) } }) else {
        let name = nameText.string(in: bytes)
        let accepted =
          fields.isEmpty
          ? "this route takes no parameters" : "this route takes " + fields.map(\.name).joined(separator: ", ")
        throw NavigationError(.unknownParameter, at: "query/\(name)", "unknown parameter \"\(name)\"; \(accepted)")
      }
      let field = fields[index]
      let bit: UInt64 = index < 64 ? 1 << UInt64(index) : 0
      guard given & bit == 0 else {
        throw NavigationError(
          .duplicateParameter, at: "query/\(field.name)", "the parameter \"\(field.name)\" is given more than once")
      }
      given |= bit
      let kind = queryKinds[route][index]
      guard let value = valueText.withBytes(in: bytes, { kind.parse($0) }) else {
        let found = valueText.string(in: bytes)
        let shown = found.count <= 40 ? "\"\(found)\"" : "\(found.utf8.count) bytes"
        throw NavigationError(
          .invalidParameter, at: "query/\(field.name)", "expected \(field.kind.expected) but found \(shown)")
      }
      parameters[field.name] = value
    }
    return parameters
  }

  /// The most specific reason no route matched, worked out only once matching has failed.
  private func explainFailure(_ link: RawLink, _ bytes: UnsafeBufferPointer<UInt8>) -> NavigationError {
    var failure = MatchFailure()
    for pattern in patterns {
      pattern.explain(link, bytes, &failure)
    }
    return failure.error(link, bytes)
  }
}

/// A field kind with its keywords as bytes, so a keyword is found by comparing bytes.
struct CompiledKind: Sendable {
  let kind: LinkFieldKind
  let keywords: [[UInt8]]

  init(_ kind: LinkFieldKind) {
    self.kind = kind
    if case .keyword(let words) = kind { keywords = words.map { Array($0.utf8) } } else { keywords = [] }
  }

  func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> LinkValue? {
    kind.parse(bytes, keywords: keywords)
  }
}

/// A route pattern as bytes.
struct CompiledPattern: Sendable {
  enum Segment: Sendable {
    case literal([[UInt8]], expected: String)
    case capture(CompiledKind)
  }

  let route: Int
  let segments: [Segment]
  let captureCount: Int

  init(route: Int, _ pattern: [LinkSegment]) {
    self.route = route
    segments = pattern.map { segment in
      switch segment {
      case .literal(let word, let aliases):
        .literal(([word] + aliases).map { Array($0.utf8) }, expected: segment.expected)
      case .capture(let kind): .capture(CompiledKind(kind))
      }
    }
    captureCount = segments.count { if case .capture = $0 { true } else { false } }
  }

  /// The captures when every segment matches (the caller checked the segment count).
  func captures(_ link: RawLink, _ bytes: UnsafeBufferPointer<UInt8>) -> [LinkValue]? {
    // Literals first: most candidate patterns fail on a word, before anything is allocated.
    for (index, segment) in segments.enumerated() {
      guard case .literal(let words, _) = segment else { continue }
      let matches = link.segments[index].withBytes(in: bytes) { found in words.contains { $0.elementsEqual(found) } }
      guard matches else { return nil }
    }
    var captures: [LinkValue] = []
    guard captureCount > 0 else { return captures }
    captures.reserveCapacity(captureCount)
    for (index, segment) in segments.enumerated() {
      guard case .capture(let kind) = segment else { continue }
      guard let value = link.segments[index].withBytes(in: bytes, { kind.parse($0) }) else { return nil }
      captures.append(value)
    }
    return captures
  }

  /// Records how far into the link this pattern gets, for the error message.
  func explain(_ link: RawLink, _ bytes: UnsafeBufferPointer<UInt8>, _ failure: inout MatchFailure) {
    for (index, segment) in segments.enumerated() {
      guard index < link.segments.count else {
        let expected =
          switch segment {
          case .literal(_, let expected): expected
          case .capture(let kind): kind.kind.expected
          }
        failure.record(progress: index, expected: expected, isCapture: false)
        return
      }
      let text = link.segments[index]
      switch segment {
      case .literal(let words, let expected):
        guard text.withBytes(in: bytes, { found in words.contains { $0.elementsEqual(found) } }) else {
          failure.record(progress: index, expected: expected, isCapture: false)
          return
        }
      case .capture(let kind):
        guard text.withBytes(in: bytes, { kind.parse($0) }) != nil else {
          failure.record(progress: index, expected: kind.kind.expected, isCapture: true)
          return
        }
      }
    }
    if link.segments.count != segments.count {
      failure.record(progress: segments.count, expected: MatchFailure.endOfPath, isCapture: false)
    }
  }
}

/// The most specific reason no route matched: the one that got furthest into the path, with
/// everything the routes expected at that segment.
struct MatchFailure {
  private var progress = -1
  private var expected: [String] = []
  private var triedCapture = false

  static let endOfPath = "the end of the path"

  mutating func record(progress: Int, expected description: String, isCapture: Bool) {
    if progress > self.progress {
      self.progress = progress
      expected = [description]
      triedCapture = isCapture
    } else if progress == self.progress {
      if !expected.contains(description) { expected.append(description) }
      triedCapture = triedCapture || isCapture
    }
  }

  func error(_ link: RawLink, _ bytes: UnsafeBufferPointer<UInt8>) -> NavigationError {
    let index = max(progress, 0)
    let location = "path/\(index)"
    // "The end of the path" is implied when other routes go on; naming it only adds noise.
    let options = expected.count > 1 ? expected.filter { $0 != Self.endOfPath } : expected
    var wanted = options.first ?? "a known route"
    if options.count > 1, let last = options.last {
      wanted = options.dropLast().joined(separator: ", ") + " or " + last
    }
    guard index < link.segments.count else {
      return NavigationError(.unknownRoute, at: location, "the path ends too early; expected \(wanted)")
    }
    let found = link.segments[index].string(in: bytes)
    let shown = found.count <= 40 ? "\"\(found)\"" : "a segment of \(found.utf8.count) bytes"
    // A segment where some route takes a value is a bad value; elsewhere it is an unknown route.
    return NavigationError(
      triedCapture ? .invalidParameter : .unknownRoute, at: location, "expected \(wanted) but found \(shown)")
  }
}
