/// A declarative link grammar: routes declared once, from which reading, printing and error
/// reporting all follow.
///
/// `match(link:)` and `link(for:)` are a pair: for every value `v` a route prints,
/// `match(link: link(for: v)) == v`, and for every link `u` that reads,
/// `link(for: match(link: u))` is the canonical spelling of `u` — unless that spelling is
/// longer than ``Limits/urlLength`` (escapes can triple a link's length), in which case
/// printing is `not-linkable` rather than a link that would not read back.
///
/// The grammar knows nothing about any particular app; an app declares its ``LinkRoute``s.
public struct LinkGrammar<Target: Sendable>: Sendable {
  /// The accepted origins and the printed one.
  public var origins: LinkOrigins { storage.origins }
  /// The routes, tried in order; the first that matches wins.
  public var routes: [LinkRoute<Target>] { storage.routes }
  /// Input limits; ``Limits/urlLength`` is checked before any other work.
  public let limits: Limits
  /// The query parameters read past without refusing the link, unless a route declares them.
  public var ignoredParameters: IgnorableParameters { matcher.ignorable }
  /// Everything else the grammar is built into, in one object: a grammar is copied often.
  @usableFromInline let storage: LinkGrammarStorage<Target>
  @inlinable var matcher: LinkMatcher { storage.matcher }

  /// Creates a grammar, checking its declaration first.
  ///
  /// - Throws: ``LinkGrammarError`` when a literal is not a lowercase word that reads back as
  ///   itself (empty, `.` or `..`, holding `/`, `?`, `#` or upper case, or changed by
  ///   printing and reading), or a keyword or query field name does not read back as itself
  ///   where it stands, naming the route's pattern; when two routes (or an alias and another
  ///   route) read the same path, naming both patterns and a path they both read; when an
  ///   alias captures other values than its route's pattern; when a capture name or query
  ///   field is declared twice in a route; or when a typed route is not one enum case, or
  ///   its sample value does not print through it and read back as itself.
  public init(
    origins: LinkOrigins, routes: [LinkRoute<Target>], limits: Limits = .default,
    ignoring ignoredParameters: IgnorableParameters = .default
  ) throws(LinkGrammarError) {
    try LinkGrammarCheck.check(Self.declarations(of: routes))
    self.init(checked: routes, origins: origins, limits: limits, ignoring: ignoredParameters)
    // Limits bound the input, not the declaration: samples are checked under the default
    // ones, so a tight URL length still builds a grammar that refuses long links.
    if limits == .default {
      try checkSamples()
    } else {
      try LinkGrammar(checked: routes, origins: origins, limits: .default, ignoring: ignoredParameters).checkSamples()
    }
  }

  /// What the declaration check reads of each route; a typed route is named by the enum case
  /// it prints (`AppRoute.settings`), which tells apart routes of one pattern.
  private static func declarations(of routes: [LinkRoute<Target>]) -> [LinkGrammarCheck.Declaration] {
    let metadata = routes.contains { $0.printedCase != nil } ? try? EnumMetadata(Target.self) : nil
    return routes.map { route in
      let caseName = route.printedCase.flatMap { metadata?.caseRecord($0)?.name }
      return LinkGrammarCheck.Declaration(
        pattern: route.pattern, aliases: route.aliases, query: route.query,
        caseName: caseName.map { "\(Target.self).\($0)" })
    }
  }

  /// A grammar of no routes, which refuses every link (`unknown-route`) and prints none
  /// (`not-linkable`).
  ///
  /// What a grammar of fixed routes, checked once in a `static let`, stands in with should its
  /// routes ever fail the check: a declaration bug, which the app's test of the same routes
  /// reports, turns into refusals rather than a trap.
  package static func withoutRoutes(origins: LinkOrigins) -> LinkGrammar {
    LinkGrammar(checked: [], origins: origins, limits: .default, ignoring: .default)
  }

  /// A grammar built from routes the caller has already checked; only the initialiser above
  /// and ``withoutRoutes(origins:)`` call it.
  init(
    checked routes: [LinkRoute<Target>], origins: LinkOrigins, limits: Limits, ignoring: IgnorableParameters
  ) {
    self.limits = limits
    storage = LinkGrammarStorage(routes: routes, origins: origins, ignoring: ignoring)
  }

  // MARK: Reading

  /// Reads a link into the app's unvalidated value.
  ///
  /// The link's ignored parameters (``ignoredParameters``) and fragment are read past; use
  /// ``read(link:)`` to have them too.
  ///
  /// - Throws: ``NavigationError`` with a syntax code (`limit-exceeded`, `malformed-url`,
  ///   `unsupported-origin`, `unknown-route`, `invalid-parameter`, `duplicate-parameter`,
  ///   `unknown-parameter`) located at `scheme`, `host`, `path/<i>`, `query/<name>`,
  ///   `query`, `fragment` or `input`.
  @inlinable @inline(__always)
  public func match(link: String) throws(NavigationError) -> Target {
    var target: Target?
    _ = try read(link: link, readingExtras: false, into: &target)
    return try Self.found(&target)
  }

  /// Reads a link into the app's unvalidated value, with what it carried beside its route:
  /// its ignored parameters, in link order, and its fragment, both decoded.
  ///
  /// Reads and refuses exactly the links ``match(link:)`` does.
  ///
  /// - Throws: ``NavigationError``, as ``match(link:)``.
  @inlinable
  public func read(link: String) throws(NavigationError) -> LinkReading<Target> {
    var target: Target?
    let extras = try read(link: link, readingExtras: true, into: &target)
    return LinkReading(target: try Self.found(&target), extras: extras ?? LinkExtras())
  }

  /// Reads a link's value into `target`, and returns with `readingExtras` its extras; without,
  /// they are skipped and `nil`, so that ``match(link:)`` builds no text for them.
  ///
  /// The value is put in place, once, by the route that reads it, rather than returned through
  /// the layers between: each would move it again. The extras are returned rather than paired
  /// with the value, whose type unspecialised code would look up at run time on every link.
  @inlinable
  func read(link: String, readingExtras: Bool, into target: inout Target?) throws(NavigationError) -> LinkExtras? {
    try matcher.match(link: link, limits: limits, readingExtras: readingExtras) {
      route, values throws(LinkFieldRefusal) in
      try read(route: route, values, into: &target)
    }
  }

  /// The value a read put in `target`, moved out rather than copied: it can hold a whole draft.
  @inlinable
  static func found(_ target: inout Target?) throws(NavigationError) -> Target {
    guard let target = target.take() else {
      throw NavigationError(.unknownRoute, at: "path/0", "no route builds a value for this link")
    }
    return target
  }

  /// Puts in `target` the value route `route` reads from `values`; whether it read one.
  ///
  /// Its function is called where it lies, through its box: one copied out of the table would
  /// be retained and released for every link. The value is put in place rather than returned
  /// through the borrowing call, which would copy it; the call passes no typed error on, so
  /// the refusal is caught and thrown again. `target` is empty before the call (a route that
  /// reads a value ends the reading), so only a value read is written to it. Inlined into the
  /// closure the matcher calls for each route it offers, sparing a frame for every link.
  @inlinable @inline(__always)
  func read(route: Int, _ values: borrowing LinkValues, into target: inout Target?) throws(LinkFieldRefusal) -> Bool {
    var refusal: LinkFieldRefusal?
    let found = Unmanaged.passUnretained(storage.readers[route])._withUnsafeGuaranteedRef { reader in
      do throws(LinkFieldRefusal) {
        guard let value = try reader.read(values) else { return false }
        target = value
        return true
      } catch {
        refusal = error
        return false
      }
    }
    if let refusal { throw refusal }
    return found
  }

  // MARK: Printing

  /// Prints the canonical link of a value.
  ///
  /// - Throws: ``NavigationError`` with code `not-linkable` when no route prints the value,
  ///   or when its link would be longer than ``Limits/urlLength`` and so would not read back.
  @inlinable
  public func link(for target: Target) throws(NavigationError) -> String {
    var reason: String?
    let link = matcher.link { values in
      if let link = printedLink(of: target, into: &values) { return link }
      reason = values.notLinkable
      return nil
    }
    if let link {
      try limits.checkPrintedLength(link.utf8.count)
      return link
    }
    throw NavigationError(.notLinkable, at: "input", reason ?? "no route of the link grammar prints this value")
  }

  /// The link of the first route that fills slots for `target` and whose values print.
  @inlinable @inline(__always)  // one call for every link printed
  func printedLink(of target: Target, into values: inout LinkValues) -> String? {
    // One set of slots serves every route tried; a route that fills some and declines leaves
    // them to be emptied for the next.
    // The functions are called where they lie in the arrays: one copied out would be retained
    // and released for every route tried.
    storage.writers.withUnsafeBufferPointer { writers in
      storage.groups.withUnsafeBufferPointer { groups in
        var route = 0
        while route < writers.count {
          if let group = groups[route].map(Unmanaged.passUnretained) {
            // Borrowed, not retained: the grammar holds its groups for as long as it prints.
            let link = group._withUnsafeGuaranteedRef { $0.print(target, route, &values, matcher) }
            if let link { return link }
            // Read by a closure, not a key path, whose access is checked at run time.
            route += group._withUnsafeGuaranteedRef { $0.count }
            continue
          }
          values.prepare(route: route)
          let wrote = Unmanaged.passUnretained(writers[route])._withUnsafeGuaranteedRef { $0.function(target, &values) }
          if wrote, let link = matcher.render(values) { return link }
          route += 1
        }
        return nil
      }
    }
  }
}
