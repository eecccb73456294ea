/// One piece of a route's path pattern.
public enum LinkSegment: Sendable, Hashable {
  /// A fixed lowercase word; `aliases` are legacy spellings that parse but never print.
  case literal(String, aliases: [String] = [])
  /// A typed value captured from the segment, read by its position among the captures.
  case capture(LinkFieldKind)
  /// A typed value captured from the segment, read by its name (`capture(named:)`):
  /// a prefix put in front of the pattern shifts no name. Spelled `.capture("id", .uuid)`.
  case namedCapture(String, LinkFieldKind)

  /// A named capture: `.capture("id", .uuid)`.
  public static func capture(_ name: String, _ kind: LinkFieldKind) -> LinkSegment {
    .namedCapture(name, kind)
  }

  /// What the segment expects, for error messages.
  var expected: String {
    switch self {
    case .literal(let word, _): "\"\(word)\""
    case .capture(let kind), .namedCapture(_, let kind): kind.expected
    }
  }

  /// The capture's kind and name (empty for a positional capture); `nil` for a literal.
  @usableFromInline
  var captured: (name: String, kind: LinkFieldKind)? {
    switch self {
    case .literal: nil
    case .capture(let kind): ("", kind)
    case .namedCapture(let name, let kind): (name, kind)
    }
  }
}

/// A query parameter a route accepts.
public struct LinkQueryField: Sendable, Hashable {
  /// The parameter's name, matched case-sensitively.
  public var name: String
  /// The parameter's type.
  public var kind: LinkFieldKind

  /// Declares a parameter.
  public init(_ name: String, _ kind: LinkFieldKind) {
    self.name = name
    self.kind = kind
  }
}

/// One route of a ``LinkGrammar``: a path pattern, the query parameters it allows, and the pair
/// of functions that turn the link's values into the app's value and back.
///
/// The pattern is written once and drives reading, printing and error messages.
///
/// ```swift
/// LinkRoute([.literal("items"), .capture("id", .uuid), .literal("edit")],
///           query: [LinkQueryField("title", .text)],
///           read: { values in values[capture: "id"]?.uuid.map { Target.edit($0, title: values[parameter: "title"]?.text) } },
///           write: { target, values in … })
/// ```
///
/// A route that reads one enum case needs no hand-written pair: a typed route,
/// `LinkRoute(Screen.detail) { "items"; LinkCapture<UUID>("id") }`, derives both directions
/// from the case's constructor. Write a pair by hand only where a link's form is not a
/// function of one case's values. Routes are put under a prefix of another grammar's links,
/// wrapped in an enum case, with `Array.mounted(_:under:)`.
public struct LinkRoute<Target: Sendable>: Sendable {
  /// The canonical path pattern.
  public var pattern: [LinkSegment]
  /// Whole-path legacy spellings that parse as this route and never print.
  public var aliases: [[LinkSegment]]
  /// The query parameters this route accepts.
  public var query: [LinkQueryField]
  /// What the route opens, in a few words (`"the edit screen"`), for the route table and the
  /// comments of generated association files.
  public var summary: String
  @usableFromInline let read: @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Target?
  @usableFromInline let write: @Sendable (Target, inout LinkValues) -> Bool
  /// Prints a value its caller owns straight into the link, read in place, with no slot
  /// filled for the route's own fields; for a typed route.
  ///
  /// Called with the slots prepared for the route (a mount's prefix filled), it gives the
  /// link ``write`` and the matcher's rendering give, or `nil`: then the value is printed
  /// through them, which also says why a value does not print. `nil` for a route
  /// with no such function. The last argument tells that the value is known to be the case
  /// the route prints (``printedCase``), so its tag need not be read again.
  @usableFromInline var printInPlace: (@Sendable (inout Target, inout LinkValues, LinkMatcher, Bool) -> String?)?
  /// The group of routes this one was mounted with, and its place in it.
  @usableFromInline var group: (group: MountedGroup<Target>, member: Int)?
  /// A value the route prints, which the grammar prints and reads back when it is built; `nil`
  /// for a route declared by hand-written functions.
  @usableFromInline var sample: (@Sendable () -> Target?)?
  /// Why the route cannot work, found when it was declared and reported when its grammar is
  /// built.
  @usableFromInline var problem: String?
  /// How a typed route reads its value straight into its case's storage, which a mount calls
  /// inline rather than through ``read``; `nil` for other routes.
  @usableFromInline var typedReading: TypedReading<Target>?
  /// The tag of the one case of `Target` the route prints, when it is declared from one.
  ///
  /// `nil` for a route that may print any value. A route with a tag prints nothing for a
  /// value of another case, so printing may skip it without asking.
  @usableFromInline var printedCase: UInt32?

  /// Declares a route by the functions that read its values in place and write them.
  ///
  /// The functions see the route's slots, laid out when the grammar is built: reading and
  /// printing a link build no intermediate arrays.
  ///
  /// - Parameters:
  ///   - pattern: The canonical path pattern.
  ///   - aliases: Other path patterns with the same captures, accepted when reading only.
  ///   - query: The query parameters the route accepts.
  ///   - summary: What the route opens, in a few words.
  ///   - read: Builds the app's value from a link's values (return `nil` only for a
  ///     declaration bug: the link is then refused as `unknown-route`).
  ///   - write: Fills the values of a value this route prints and returns `true`, or returns
  ///     `false` for other values.
  public init(
    _ pattern: [LinkSegment],
    aliases: [[LinkSegment]] = [],
    query: [LinkQueryField] = [],
    summary: String = "",
    read: @escaping @Sendable (borrowing LinkValues) -> Target?,
    write: @escaping @Sendable (Target, inout LinkValues) -> Bool
  ) {
    self.init(pattern, aliases: aliases, query: query, summary: summary, refusingRead: read, write: write)
  }

  /// A route whose `read` may refuse one of the link's values by its slot.
  @usableFromInline
  init(
    _ pattern: [LinkSegment], aliases: [[LinkSegment]], query: [LinkQueryField], summary: String,
    refusingRead read: @escaping @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Target?,
    write: @escaping @Sendable (Target, inout LinkValues) -> Bool
  ) {
    self.pattern = pattern
    self.aliases = aliases
    self.query = query
    self.summary = summary
    self.read = read
    self.write = write
  }

  /// Declares a route by functions that take and give a ``LinkMatch``.
  ///
  /// Each link builds its match's arrays; ``init(_:aliases:query:summary:read:write:)`` reads
  /// and writes the values in place.
  ///
  /// - Parameters:
  ///   - pattern: The canonical path pattern.
  ///   - aliases: Other path patterns with the same captures, accepted when reading only.
  ///   - query: The query parameters the route accepts.
  ///   - summary: What the route opens, in a few words.
  ///   - parse: Builds the app's value from a match (return `nil` only for a declaration bug).
  ///   - print: Returns the match for a value this route prints, or `nil` for other values.
  init(
    _ pattern: [LinkSegment],
    aliases: [[LinkSegment]] = [],
    query: [LinkQueryField] = [],
    summary: String = "",
    parse: @escaping @Sendable (LinkMatch) -> Target?,
    print: @escaping @Sendable (Target) -> LinkMatch?
  ) {
    self.init(
      pattern, aliases: aliases, query: query, summary: summary, read: { parse($0.match()) },
      write: { target, values in
        guard let match = print(target) else { return false }
        values.fill(from: match)
        return true
      })
  }
}
