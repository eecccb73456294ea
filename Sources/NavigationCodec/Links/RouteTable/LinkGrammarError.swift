/// Why a grammar could not be built: its declaration is wrong whatever link it is given, so
/// this is found once, when the grammar is built, rather than when a link happens to show it.
///
/// ```swift
/// do {
///   let grammar = try LinkGrammar(origins: origins, routes: routes)
/// } catch {
///   print(error)  // the routes /items/new and /items/{name:text} both read /items/new; …
/// }
/// ```
public struct LinkGrammarError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the declaration.
  package enum Problem: String, Sendable, Hashable {
    /// Two routes, or an alias and another route, read the same path: which one a link opens
    /// would depend on the order of declaration, and the second could never print a link
    /// that reads back as itself.
    case ambiguousRoutes = "ambiguous-routes"
    /// An alias whose captures differ from its route's pattern (their names or kinds, in
    /// order): the route's functions would see captures they were not written for.
    case aliasCapturesDiffer = "alias-captures-differ"
    /// A capture name used twice in one pattern, or a query field declared twice in a route.
    case duplicateName = "duplicate-name"
    /// A word the grammar would print that no link carries as itself: a literal (or one of
    /// its legacy spellings) that is empty, `.` or `..`, holds `/`, `?`, `#` or upper case,
    /// or reads back as something else once printed; or a keyword or query field name that
    /// does not read back as itself where it stands.
    case invalidWord = "invalid-word"
    /// A typed route whose constructor does not make one case of an enum with exactly the
    /// route's fields as its values.
    case notACase = "not-a-case"
    /// A typed route whose sample value does not print through it and read back as itself:
    /// another route prints or reads its link first, or a field does not survive the trip.
    case sampleDoesNotReadBack = "sample-does-not-read-back"
    /// A capture of the rest of the path (``LinkFieldKind/path``) that is not the last
    /// segment of its pattern, or a query parameter of that kind: the segments after it, or
    /// a second one, could never be told apart from its own.
    case misplacedRestOfPath = "misplaced-rest-of-path"
  }

  /// What is wrong.
  package var problem: Problem
  /// What is wrong, as a stable code a test compares: `ambiguous-routes`,
  /// `alias-captures-differ`, `duplicate-name`, `invalid-word`, `not-a-case`,
  /// `sample-does-not-read-back` or `misplaced-rest-of-path`.
  public var code: String { problem.rawValue }
  /// The patterns concerned, as `patternText` spells them (`/items/{id:uuid}`), in declaration
  /// order.
  package var patterns: [String]
  /// A path that shows the problem (for ambiguous routes, one that both read), or `nil`.
  package var example: String?
  /// The explanation, naming the patterns and the example.
  public var message: String

  /// `error[<problem>]: <message>`.
  public var description: String { "error[\(problem.rawValue)]: \(message)" }
}
