/// A link split into its pieces by ``URLReader``: every piece checked and percent-decoded,
/// nothing yet matched against a route.
struct SplitLink: Sendable, Hashable {
  /// The origin rule that accepted the link.
  var origin: LinkDiagnosis.Origin
  /// The route segments: a custom scheme's host first, then the path's segments.
  ///
  /// In `doexercise://exercises/…` the host is the first segment. None is empty, `.` or `..`,
  /// and none holds `/`.
  var segments: [String] = []
  /// The query's items, in link order.
  var query: [QueryItem] = []
  /// The fragment, after `#`; `nil` when the link has none.
  var fragment: String?

  /// One `name=value` item of a query, both decoded.
  struct QueryItem: Sendable, Hashable {
    var name: String
    /// The value; `nil` for an ignorable parameter written without `=` (`?fbclid`), which
    /// the reader refuses for any other name.
    var value: String?
  }

  /// The query's items that no field of `fields` declares (ignorable ones, once a route has
  /// read the link), in link order, a value left out given as empty.
  func ignoredParameters(declaring fields: [LinkQueryField]) -> [LinkExtras.Parameter] {
    query.filter { item in !fields.contains { $0.name.hasSameUTF8(as: item.name) } }
      .map { LinkExtras.Parameter(name: $0.name, value: $0.value ?? "") }
  }

  /// The segments from `position` on, joined with `/`: a capture of the rest of the path.
  ///
  /// Each segment holds no `/`, so the text splits back into the same segments.
  func path(from position: Int) -> String {
    segments[min(position, segments.count)...].joined(separator: "/")
  }
}
