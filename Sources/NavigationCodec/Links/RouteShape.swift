/// What reading a link needs of a route, apart from its value's type: every pattern it reads
/// (its canonical one first, then its aliases) and its query fields.
///
/// The grammar keeps these beside its routes, so that finding the route whose path reads a link
/// runs as plain, non-generic code whatever the app's value type.
struct RouteShape: Sendable {
  let spellings: [[LinkSegment]]
  let query: [LinkQueryField]
  /// The cases of the values the route prints; empty for any value.
  let cases: [PrintedCase]
  /// The route's printing function, which takes no generic argument.
  let print: @Sendable (PrintedValue) throws(NotLinkable) -> RouteValues?

  /// The link of the first route of `shapes` that prints `printed`, and that route's index;
  /// else `nil`, with the reason a route gave for a value of its case that has no link form.
  static func firstLink(
    of printed: PrintedValue, in shapes: ArraySlice<RouteShape>, printer: LinkPrinter
  ) -> (link: String?, route: Int?, reason: String?) {
    var reason: String?
    // Indexing rather than binding each shape leaves its arrays and function unretained.
    for route in shapes.indices where shapes[route].cases.isEmpty || printed.isCase(shapes[route].cases) {
      let values: RouteValues?
      do throws(NotLinkable) {
        values = try shapes[route].print(printed)
      } catch {
        reason = error.reason
        continue
      }
      if let values, let link = printer.link(shapes[route].spellings[0], shapes[route].query, values) {
        return (link, route, reason)
      }
    }
    return (nil, nil, reason)
  }

  /// The first route of `shapes` whose path reads `link` and whose `accept` takes its values,
  /// with the index of its spelling; `nil` when none does.
  ///
  /// A route whose path reads the link refuses it at once for a query parameter it does not
  /// take or a value its field's type refuses: no other route reads the same path (the
  /// grammar's check makes sure), so none could read it instead.
  static func firstReading(
    of link: SplitLink, in shapes: [RouteShape], ignoring: IgnorableParameters,
    accept: (_ route: Int, RouteValues) throws(LinkFieldRefusal) -> Bool
  ) throws(NavigationError) -> (route: Int, spelling: Int, values: RouteValues)? {
    for route in shapes.indices {
      for spelling in shapes[route].spellings.indices {
        guard let captures = LinkPath.captures(of: link.segments, by: shapes[route].spellings[spelling]) else {
          continue
        }
        var query: [LinkValue?] = []
        try LinkQueryReader(fields: shapes[route].query, ignoring: ignoring).read(link.query, into: &query)
        let values = RouteValues(captures: captures, query: query)
        do throws(LinkFieldRefusal) {
          if try accept(route, values) { return (route, spelling, values) }
        } catch {
          throw LinkPath.refusal(
            error, pattern: shapes[route].spellings[spelling], query: shapes[route].query, link: link)
        }
      }
    }
    return nil
  }
}
