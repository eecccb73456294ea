/// A declarative link grammar: routes declared once, from which reading, printing and error
/// reporting all follow.
///
/// `match(link:)` and `link(for:)` are a pair: for every value `v` a route prints,
/// `match(link: link(for: v)) == v`, and for every link `u` that reads,
/// `link(for: match(link: u))` is the canonical spelling of `u`.
///
/// The grammar knows nothing about any particular app; an app declares its ``LinkRoute``s.
public struct LinkGrammar<Target: Sendable>: Sendable {
  /// The accepted origins and the printed one.
  public var origins: LinkOrigins
  /// The routes, tried in order; the first that matches wins.
  public var routes: [LinkRoute<Target>]
  /// Input limits; ``Limits/urlLength`` is checked before any other work.
  public var limits: Limits

  /// Creates a grammar.
  public init(origins: LinkOrigins, routes: [LinkRoute<Target>], limits: Limits = .default) {
    self.origins = origins
    self.routes = routes
    self.limits = limits
  }

  // MARK: Reading

  /// Reads a link into the app's unvalidated value.
  ///
  /// - Throws: ``NavigationError`` with a syntax code (`limit-exceeded`, `malformed-url`,
  ///   `unsupported-origin`, `unknown-route`, `invalid-parameter`, `duplicate-parameter`,
  ///   `unknown-parameter`) located at `scheme`, `host`, `path/<i>`, `query/<name>`,
  ///   `query`, `fragment` or `input`.
  public func match(link: String) throws(NavigationError) -> Target {
    guard link.utf8.count <= limits.urlLength else {
      throw .limitExceeded(at: "input", "the link is longer than the limit of \(limits.urlLength) bytes")
    }
    var link = link
    let result = link.withUTF8 { bytes in
      Result { () throws(NavigationError) in try match(bytes: bytes) }
    }
    return try result.get()
  }

  /// Reads a link given as UTF-8 bytes.
  public func match(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(NavigationError) -> Target {
    guard bytes.count <= limits.urlLength else {
      throw .limitExceeded(at: "input", "the link is longer than the limit of \(limits.urlLength) bytes")
    }
    return try match(bytes: bytes)
  }

  private func match(bytes: UnsafeBufferPointer<UInt8>) throws(NavigationError) -> Target {
    let link = try URLReader.read(bytes, origins: origins)
    var failure = MatchFailure()
    for route in routes {
      for pattern in CollectionOfOne(route.pattern) + route.aliases {
        guard let captures = matchPath(pattern, link, bytes, &failure) else { continue }
        let parameters = try matchQuery(route, link, bytes)
        let match = LinkMatch(captures: captures, parameters: parameters)
        guard let target = route.make(match) else { continue }
        return target
      }
    }
    throw failure.error(link, bytes)
  }

  private func matchPath(
    _ pattern: [LinkSegment], _ link: RawLink, _ bytes: UnsafeBufferPointer<UInt8>,
    _ failure: inout MatchFailure
  ) -> [LinkValue]? {
    var captures: [LinkValue] = []
    for (index, segment) in pattern.enumerated() {
      guard index < link.segments.count else {
        failure.record(progress: index, expected: segment.expected, isCapture: false)
        return nil
      }
      let text = link.segments[index]
      switch segment {
      case .literal(let word, let aliases):
        let matches =
          text.equals(Array(word.utf8), in: bytes)
          || aliases.contains { text.equals(Array($0.utf8), in: bytes) }
        guard matches else {
          failure.record(progress: index, expected: segment.expected, isCapture: false)
          return nil
        }
      case .capture(let kind):
        guard let value = text.withBytes(in: bytes, { kind.parse($0) }) else {
          failure.record(progress: index, expected: kind.expected, isCapture: true)
          return nil
        }
        captures.append(value)
      }
    }
    guard link.segments.count == pattern.count else {
      failure.record(progress: pattern.count, expected: MatchFailure.endOfPath, isCapture: false)
      return nil
    }
    return captures
  }

  private func matchQuery(
    _ route: LinkRoute<Target>, _ link: RawLink, _ bytes: UnsafeBufferPointer<UInt8>
  ) throws(NavigationError) -> [String: LinkValue] {
    var parameters: [String: LinkValue] = [:]
    for (nameText, valueText) in link.query {
      let name = nameText.string(in: bytes)
      let location = "query/\(name)"
      guard let field = route.query.first(where: { $0.name == name }) else {
        let accepted =
          route.query.isEmpty
          ? "this route takes no parameters"
          : "this route takes " + route.query.map(\.name).joined(separator: ", ")
        throw NavigationError(.unknownParameter, at: location, "unknown parameter \"\(name)\"; \(accepted)")
      }
      guard parameters[name] == nil else {
        throw NavigationError(.duplicateParameter, at: location, "the parameter \"\(name)\" is given more than once")
      }
      guard let value = valueText.withBytes(in: bytes, { field.kind.parse($0) }) else {
        let found = valueText.string(in: bytes)
        let shown = found.count <= 40 ? "\"\(found)\"" : "\(found.utf8.count) bytes"
        throw NavigationError(.invalidParameter, at: location, "expected \(field.kind.expected) but found \(shown)")
      }
      parameters[name] = value
    }
    return parameters
  }

  // MARK: Printing

  /// Prints the canonical link of a value.
  ///
  /// - Throws: ``NavigationError`` with code `not-linkable` when no route prints the value.
  public func link(for target: Target) throws(NavigationError) -> String {
    for route in routes {
      guard let match = route.unmake(target) else { continue }
      if let link = render(route, match) { return link }
    }
    throw NavigationError(.notLinkable, at: "input", "no route of the link grammar prints this value")
  }

  private func render(_ route: LinkRoute<Target>, _ match: LinkMatch) -> String? {
    var segments: [String] = []
    var captureIndex = 0
    for segment in route.pattern {
      switch segment {
      case .literal(let word, _):
        segments.append(word)
      case .capture(let kind):
        guard let value = match.capture(captureIndex), let text = kind.print(value), !text.isEmpty else {
          return nil
        }
        segments.append(text)
        captureIndex += 1
      }
    }
    var output: [UInt8] = []
    output.reserveCapacity(96)
    switch origins.printed {
    case .customScheme(let scheme):
      output.append(contentsOf: scheme.utf8)
      output.append(contentsOf: "://".utf8)
      for (index, segment) in segments.enumerated() {
        if index > 0 { output.append(UInt8(ascii: "/")) }
        PercentEncoding.encode(segment, in: index == 0 ? .host : .pathSegment, into: &output)
      }
    case .web(let host):
      output.append(contentsOf: "https://".utf8)
      output.append(contentsOf: host.utf8)
      for segment in segments {
        output.append(UInt8(ascii: "/"))
        PercentEncoding.encode(segment, in: .pathSegment, into: &output)
      }
    }
    var separator = UInt8(ascii: "?")
    for field in route.query {
      guard let value = match.parameters[field.name] else { continue }
      guard let text = field.kind.print(value) else { return nil }
      output.append(separator)
      separator = UInt8(ascii: "&")
      PercentEncoding.encode(field.name, in: .query, into: &output)
      output.append(UInt8(ascii: "="))
      PercentEncoding.encode(text, in: .query, into: &output)
    }
    return String(decoding: output, as: UTF8.self)
  }
}

/// The most specific reason no route matched: the one that got furthest into the path, with
/// everything the routes expected at that segment.
private struct MatchFailure {
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
