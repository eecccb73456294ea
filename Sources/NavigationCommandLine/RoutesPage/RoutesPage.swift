/// What the page of every link shows, in its own terms: an app's routes with their example
/// links in every origin, and the parameters links may carry that no route reads.
///
/// ``html`` writes the page; `RoutesPage+RouteTable.swift` fills it from the grammar.
struct RoutesPage: Equatable, Sendable {
  /// A capture or query parameter of a route.
  struct Field: Equatable, Sendable {
    /// The name; empty for a positional capture.
    var name: String
    /// The kind's name, such as `uuid` or `keyword`.
    var kind: String
    /// The words a keyword accepts; empty for other kinds.
    var words: [String]
  }

  /// A route's example link in one origin.
  struct Example: Equatable, Sendable {
    /// The origin, as the page names it: `myapp://` or `https://myapp.example`.
    var origin: String
    /// The link.
    var link: String
  }

  /// One route.
  struct Route: Equatable, Sendable {
    /// The pattern, as `routes` prints it.
    var pattern: String
    /// What the route opens.
    var summary: String
    /// The legacy spellings it also reads.
    var aliases: [String]
    /// The path captures, in order.
    var captures: [Field]
    /// The query parameters.
    var query: [Field]
    /// Its example link in every accepted origin; empty when it has no example.
    var examples: [Example]
  }

  /// The tool's name, which titles the page.
  var toolName: String
  /// The custom schemes links may use.
  var schemes: [String]
  /// The hosts `https` links may use.
  var hosts: [String]
  /// The routes, in the grammar's order.
  var routes: [Route]
  /// Query parameters every route reads past, by name.
  var ignoredNames: [String]
  /// Query parameters every route reads past, by the start of their name.
  var ignoredPrefixes: [String]
}
