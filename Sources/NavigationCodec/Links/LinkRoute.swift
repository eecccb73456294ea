/// One route of a ``LinkGrammar``: a path pattern, the query parameters it allows, and how the
/// link's values become the app's value and back.
///
/// A route is declared from the enum case it opens; its constructor reads the link, and the
/// case's own `Encodable` conformance gives its values back to print it:
///
/// ```swift
/// enum ItemLink: Encodable { case item(UUID), edit(UUID, title: String?) }
///
/// let routes = [
///   LinkRoute(ItemLink.item) { "items"; LinkCapture<UUID>("id") },
///   LinkRoute(ItemLink.edit) {
///     "items"; LinkCapture<UUID>("id"); "edit"; LinkQuery<String?>("title")
///   },
/// ]
/// ```
///
/// Routes are put under a prefix of another grammar's links, wrapped in an enum case, with
/// `Array.mounted(_:under:)`. Where a link's form is not a function of one case's values
/// (one link that opens two screens), ``init(summary:_:read:print:)`` takes both directions
/// by hand.
public struct LinkRoute<Target: Sendable>: Sendable {
  /// What the route opens, in a few words (`"the edit screen"`), for the route table and the
  /// comments of generated association files.
  public var summary: String
  /// The canonical path pattern, which links print.
  @usableFromInline package var pattern: [LinkSegment]
  /// Whole-path legacy spellings that read as this route and never print.
  @usableFromInline package var aliases: [[LinkSegment]] = []
  /// The query parameters, in the order links print them.
  @usableFromInline package var query: [LinkQueryField]
  /// Where each value the route's functions take is, in their order.
  @usableFromInline var places: [LinkFieldPlace]
  /// Makes the app's value from a link's values; `nil` declines the link.
  @usableFromInline let read: @Sendable (RouteValues) throws(LinkFieldRefusal) -> Target?
  /// The values of a value this route prints; `nil` for a value it does not print.
  @usableFromInline let print: @Sendable (PrintedValue) throws(NotLinkable) -> RouteValues?
  /// A value the route prints, which the grammar prints and reads back when it is built.
  @usableFromInline var sample: (@Sendable () -> Target?)?
  /// The name of the enum case the route prints, for the grammar's error messages.
  @usableFromInline var caseName: String?
  /// The cases a value must be for the route to print it, so that the grammar tries only
  /// the routes of a value's case; empty for a route that prints by hand and for a module's
  /// path route, which the grammar tries for every value.
  @usableFromInline var cases: [PrintedCase] = []
  /// Why the route cannot work, found when it was declared and reported when its grammar is
  /// built.
  @usableFromInline var problem: String?

  @usableFromInline init(
    pattern: [LinkSegment], query: [LinkQueryField], places: [LinkFieldPlace], summary: String,
    read: @escaping @Sendable (RouteValues) throws(LinkFieldRefusal) -> Target?,
    print: @escaping @Sendable (PrintedValue) throws(NotLinkable) -> RouteValues?
  ) {
    self.pattern = pattern
    self.query = query
    self.places = places
    self.summary = summary
    self.read = read
    self.print = print
  }

  /// Every pattern the route reads: its canonical one first, then its aliases.
  var spellings: [[LinkSegment]] { [pattern] + aliases }

  /// The route, reading links of another path too, which never print: a legacy spelling.
  ///
  /// ```swift
  /// LinkRoute(Screen.home) { "home" }.alsoReading {}  // "/" reads as "/home"
  /// ```
  ///
  /// The alias captures the route's values, in the same order, with the same names and
  /// kinds; the grammar refuses it otherwise when it is built.
  public func alsoReading<each Value>(
    @LinkPatternBuilder _ alias: () -> LinkPattern<repeat each Value>
  ) -> LinkRoute {
    var route = self
    route.aliases.append(alias().segments)
    return route
  }
}

extension LinkRoute {
  /// A route whose two directions are written by hand over the values the grammar reads
  /// (captures in pattern order, query fields in declared order), for the package's own tests
  /// of declarations no typed route makes.
  ///
  /// It has no typed fields and no sample, so building its grammar does not check that `read`
  /// and `print` agree: the test that declares it does.
  package init(
    untyped pattern: [LinkSegment], aliases: [[LinkSegment]] = [], query: [LinkQueryField] = [],
    summary: String = "", read: @escaping @Sendable (RouteValues) -> Target?,
    print: @escaping @Sendable (Target) -> RouteValues?
  ) {
    self.init(
      pattern: pattern, query: query, places: [], summary: summary, read: read,
      print: { printed in (printed.value as? Target).flatMap(print) })
    self.aliases = aliases
  }
}
