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
/// Build it once and keep it (a `static let`): building checks every route.
///
/// - Complexity: Reading a link is linear in its length and in the number of routes;
///   printing one is linear in the number of routes.
public struct LinkGrammar<Target: Sendable>: Sendable {
  /// The accepted origins and the printed one.
  public let origins: LinkOrigins
  /// The routes, tried in order; the first that reads a link, or prints a value, wins.
  public let routes: [LinkRoute<Target>]
  /// Input limits; ``Limits/urlLength`` is checked before any other work.
  public let limits: Limits
  /// The query parameters read past without refusing the link, unless a route declares them.
  public let ignoredParameters: IgnorableParameters
  /// The routes' patterns and query fields, which reading matches a link against.
  let shapes: [RouteShape]
  /// Each route's reading function, kept apart from its route: reading a link calls one
  /// without copying the whole route.
  let readers: [@Sendable (RouteValues) throws(LinkFieldRefusal) -> Target?]
  /// How the grammar's links are written.
  let printer: LinkPrinter

  /// Creates a grammar, checking its declaration first.
  ///
  /// - Throws: ``LinkGrammarError`` when a literal is not a lowercase word that reads back as
  ///   itself (empty, `.` or `..`, holding `/`, `?`, `#` or upper case, or changed by
  ///   printing and reading), or a keyword or query field name does not read back as itself
  ///   where it stands, naming the route's pattern; when two routes (or an alias and another
  ///   route) read the same path, naming both patterns and a path they both read; when an
  ///   alias captures other values than its route's pattern; when a capture name or query
  ///   field is declared twice in a route; or when a typed route's case does not encode the
  ///   values it was made from, or its sample value does not print through it and read back
  ///   as itself.
  public init(
    origins: LinkOrigins, routes: [LinkRoute<Target>], limits: Limits = .default,
    ignoring ignoredParameters: IgnorableParameters = .default
  ) throws(LinkGrammarError) {
    try LinkGrammarCheck.check(Self.declarations(of: routes))
    self.init(checked: routes, origins: origins, limits: limits, ignoring: ignoredParameters)
    // Limits bound the input, not the declaration: samples are checked under the default
    // ones, so a tight URL length still builds a grammar that refuses long links.
    try LinkGrammar(checked: routes, origins: origins, limits: .default, ignoring: ignoredParameters).checkSamples()
  }

  /// What the declaration check reads of each route; a typed route is named by the enum case
  /// it prints (`AppRoute.settings`), which tells apart routes of one pattern.
  private static func declarations(of routes: [LinkRoute<Target>]) -> [LinkGrammarCheck.Declaration] {
    routes.map { route in
      LinkGrammarCheck.Declaration(
        pattern: route.pattern, aliases: route.aliases, query: route.query,
        caseName: route.caseName.map { "\(Target.self).\($0)" })
    }
  }

  /// A grammar of no routes, which refuses every link (`unknown-route`) and prints none
  /// (`not-linkable`).
  ///
  /// What a grammar of fixed routes, checked once in a `static let`, stands in with should its
  /// routes ever fail the check: a declaration bug, which the app's test of the same routes
  /// reports, turns into refusals rather than a trap.
  public static func withoutRoutes(origins: LinkOrigins) -> LinkGrammar {
    LinkGrammar(checked: [], origins: origins, limits: .default, ignoring: .default)
  }

  /// A grammar of routes its caller has checked.
  private init(
    checked routes: [LinkRoute<Target>], origins: LinkOrigins, limits: Limits, ignoring: IgnorableParameters
  ) {
    self.origins = origins
    self.routes = routes
    shapes = routes.map { RouteShape(spellings: $0.spellings, query: $0.query, cases: $0.cases, print: $0.print) }
    self.limits = limits
    ignoredParameters = ignoring
    readers = routes.map(\.read)
    printer = LinkPrinter(origin: origins.printed)
  }

  /// Reads a link into the app's unvalidated value.
  ///
  /// The link's ignored parameters (``ignoredParameters``) and fragment are read past; use
  /// ``read(link:)`` to have them too.
  ///
  /// - Throws: ``NavigationError`` with a syntax code (`limit-exceeded`, `malformed-url`,
  ///   `unsupported-origin`, `unknown-route`, `invalid-parameter`, `duplicate-parameter`,
  ///   `unknown-parameter`) located at `scheme`, `host`, `path/<i>`, `query/<name>`,
  ///   `query`, `fragment` or `input`.
  public func match(link: String) throws(NavigationError) -> Target {
    try target(of: split(link))
  }

  /// Reads a link into the app's unvalidated value, with what it carried beside its route:
  /// its ignored parameters, in link order, and its fragment, both decoded.
  ///
  /// Reads and refuses exactly the links ``match(link:)`` does.
  ///
  /// - Throws: ``NavigationError``, as ``match(link:)``.
  public func read(link: String) throws(NavigationError) -> LinkReading<Target> {
    let split = try split(link)
    let (target, route) = try targetAndRoute(of: split)
    // Most links carry nothing beside their route: no parameter to sort out, no fragment.
    guard !split.query.isEmpty || split.fragment != nil else {
      return LinkReading(target: target, extras: LinkExtras())
    }
    let extras = LinkExtras(
      ignoredParameters: split.ignoredParameters(declaring: shapes[route].query), fragment: split.fragment)
    return LinkReading(target: target, extras: extras)
  }

  /// Prints the canonical link of a value.
  ///
  /// - Throws: ``NavigationError`` with code `not-linkable` when no route prints the value,
  ///   or when its link would be longer than ``Limits/urlLength`` and so would not read back.
  public func link(for target: Target) throws(NavigationError) -> String {
    let value = PrintedValue(target)
    let printed = RouteShape.firstLink(of: value, in: shapes[...], printer: printer)
    guard let link = printed.link else {
      throw NavigationError(
        .notLinkable, at: "input", printed.reason ?? "no route of the link grammar prints \(unprinted(value))")
    }
    try limits.checkPrintedLength(link.utf8.count)
    return link
  }

  /// What no route prints, naming the value's case where no route declares it, which tells a
  /// developer which route is missing; a case some route declares holds a value that none
  /// prints, and is not named.
  private func unprinted(_ value: PrintedValue) -> String {
    guard let encoded = value.encodedCase, !shapes.contains(where: { $0.cases.first?.name == encoded.name }) else {
      return "this value"
    }
    return encoded.isRawValue
      ? "the value of \(Target.self) encoded as \"\(encoded.name)\"" : "the case \(Target.self).\(encoded.name)"
  }
}
