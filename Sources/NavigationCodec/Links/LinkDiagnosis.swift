/// How a grammar read one link, step by step, for the person or tool debugging it: the origin
/// rule that accepted it, the route that read it, each value with its type, what was ignored,
/// and for a refusal the route it came closest to and the refusal itself.
///
/// Made by ``LinkGrammar/diagnosis(of:)``, a second reading beside ``LinkGrammar/match(link:)``
/// that records what matching only decides, so that matching itself keeps no record.
package struct LinkDiagnosis: Sendable, Hashable {
  /// The origin rule that accepted the link; `nil` when the link was refused before its
  /// origin was accepted (a malformed link, an origin not on the allow-list, a link over the
  /// length limit).
  package var origin: Origin?
  /// The route that read the link; for a refused link, the route it came closest to, or `nil`
  /// when it never reached the routes.
  package var route: Route?
  /// The path captures (in pattern order), then the query fields (in link order), that
  /// ``route`` read; for a refused link, those it read before the refusal.
  package var values: [Value]
  /// The query parameters the grammar ignores, with their decoded values, in link order.
  ///
  /// Taken from the matcher's trace (`LinkMatcher.Trace.ignoredParameters`), which holds
  /// what the reader skipped; a grammar that ignores no parameter leaves it empty.
  package var ignoredParameters: [LinkExtras.Parameter]
  /// The link's fragment (after `#`), decoded, when the grammar ignores fragments and the
  /// link has one; taken from the trace as the parameters are.
  package var fragment: String?
  /// Why the link was refused, exactly as ``LinkGrammar/match(link:)`` refuses it; `nil`
  /// when it reads.
  package var refusal: NavigationError?

  /// A reading that has found nothing yet.
  init() {
    origin = nil
    route = nil
    values = []
    ignoredParameters = []
    fragment = nil
    refusal = nil
  }

  /// An accepted origin, as the grammar's ``LinkOrigins`` declares it.
  package enum Origin: Sendable, Hashable {
    /// A custom scheme, such as `myapp`.
    case customScheme(String)
    /// An `https` link to a web host, such as `myapp.example`.
    case webHost(String)
  }

  /// A route of the grammar, as its route table shows it.
  package struct Route: Sendable, Hashable {
    /// The route's index in ``LinkGrammar/routes``.
    package var index: Int
    /// The canonical pattern, such as `/exercises/{exercise:uuid}/edit`.
    package var pattern: String
    /// The pattern as the link spelled it: a legacy word or whole-path alias in place of the
    /// canonical one; equal to ``pattern`` for a canonical spelling.
    package var spelling: String
    /// What the route opens, as declared with it.
    package var summary: String
  }

  /// One typed value a route read.
  package struct Value: Sendable, Hashable {
    /// Where it is in the link: `path/<i>` or `query/<name>`.
    package var location: String
    /// The capture's or query field's name; empty for a positional capture.
    package var name: String
    /// The declared type.
    package var kind: LinkFieldKind
    /// The segment or query value as the link gave it, percent-decoded.
    package var text: String
    /// The value read.
    package var value: LinkValue

    /// The value in the form links print it: a UUID in lowercase, a keyword's word, a number
    /// in ECMAScript's form, a date in ISO 8601, text as it is.
    package var canonicalText: String { value.canonicalText(as: kind) }
  }
}

extension LinkValue {
  /// The value in the form links print it, for a field of `kind`.
  func canonicalText(as kind: LinkFieldKind) -> String {
    if let text = LinkValueText.write(self, as: kind) { return text }
    if case .keyword(let index) = self { return "#\(index)" }
    return "\(self)"
  }
}
