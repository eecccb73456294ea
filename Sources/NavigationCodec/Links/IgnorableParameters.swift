/// The query parameters a grammar reads past without refusing the link: the attribution that
/// mail, chat and ad campaigns add to links the app never declared.
///
/// A parameter is ignorable when its decoded name equals one of ``names`` or starts with one
/// of ``prefixes`` (names compare exactly, as query fields do). An ignorable parameter never
/// refuses a link, not even when repeated; it is returned beside the value by
/// ``LinkGrammar/read(link:)`` and never printed. A query field a route declares is always
/// read as that field, whatever its name: a route that declares `utm_source` reads it. Any
/// other parameter a route does not declare is still `unknown-parameter`.
///
/// ```swift
/// // The default list, plus one name of the app's own mail tool.
/// let ignoring = IgnorableParameters.default.adding(names: ["mailing_id"])
/// let grammar = try LinkGrammar(origins: origins, routes: routes, ignoring: ignoring)
/// ```
public struct IgnorableParameters: Sendable, Hashable {
  /// Names ignored when a parameter's name equals one of them.
  public var names: [String]
  /// Prefixes ignored when a parameter's name starts with one of them.
  ///
  /// An empty prefix makes every parameter a route does not declare ignorable.
  public var prefixes: [String]

  /// Creates a list; give `[]` for both to ignore nothing, so that every undeclared parameter
  /// is refused.
  public init(names: [String] = [], prefixes: [String] = []) {
    self.names = names
    self.prefixes = prefixes
  }

  /// The attribution parameters of the common campaign and ad tools: the `utm_` prefix, and
  /// `fbclid`, `gclid`, `gbraid`, `wbraid`, `dclid`, `msclkid`, `mc_cid`, `mc_eid`, `igshid`,
  /// `_ga`, `_gl`, `yclid`, `twclid`, `ttclid` and `li_fat_id`.
  public static let `default` = IgnorableParameters(
    names: [
      "fbclid", "gclid", "gbraid", "wbraid", "dclid", "msclkid", "mc_cid", "mc_eid", "igshid", "_ga", "_gl", "yclid",
      "twclid", "ttclid", "li_fat_id",
    ],
    prefixes: ["utm_"])

  /// This list with more names and prefixes.
  public func adding(names: [String] = [], prefixes: [String] = []) -> IgnorableParameters {
    IgnorableParameters(names: self.names + names, prefixes: self.prefixes + prefixes)
  }
}

extension IgnorableParameters {
  /// Whether a parameter of this decoded name is ignorable: it equals a name, or starts with
  /// a prefix, byte for byte.
  func contains(_ name: String) -> Bool {
    // Prefixes first: campaign links mostly carry `utm_*` parameters, and the prefixes are few.
    prefixes.contains { name.utf8.starts(with: $0.utf8) } || names.contains { $0.hasSameUTF8(as: name) }
  }
}
