/// Writes a route's values into a link: the printed origin, the pattern's words and captures,
/// then the query fields that have a value, each escaped for where it stands.
@usableFromInline package struct LinkPrinter {
  let origin: LinkOrigins.Printed

  /// The link of `pattern` and `query` filled with `values`; `nil` when a value does not
  /// print where it stands (a keyword index past its words, text that is not one segment).
  package func link(_ pattern: [LinkSegment], _ query: [LinkQueryField], _ values: RouteValues) -> String? {
    // In the custom-scheme form the first segment is the URL's host, with no "/" before it.
    let (prefix, firstIsHost) =
      switch origin {
      case .customScheme(let scheme): (scheme + "://", true)
      case .web(let host): ("https://" + host, false)
      }
    var link = prefix
    var captures = values.captures.makeIterator()
    for (position, segment) in pattern.enumerated() {
      let component: PercentEncoding.Component = position == 0 && firstIsHost ? .host : .pathSegment
      if component != .host { link += "/" }
      switch segment {
      case .literal(let word, _):
        link += PercentEncoding.encode(word, in: component)
      case .capture(_, .path):
        guard case .text(let text)? = captures.next(), Self.isPath(text) else { return nil }
        link += text.split(separator: "/", omittingEmptySubsequences: false).enumerated().map { index, piece in
          PercentEncoding.encode(String(piece), in: index == 0 ? component : .pathSegment)
        }.joined(separator: "/")
      case .capture(_, let kind):
        guard let value = captures.next(), let text = LinkValueText.write(value, as: kind),
          kind != .text || Self.fitsOneSegment(text)
        else { return nil }
        link += PercentEncoding.encode(text, in: component)
      }
    }
    var separator = "?"
    for (field, value) in zip(query, values.query) {
      guard let value else { continue }
      guard let text = LinkValueText.write(value, as: field.kind) else { return nil }
      link +=
        separator + PercentEncoding.encode(field.name, in: .query) + "=" + PercentEncoding.encode(text, in: .query)
      separator = "&"
    }
    return link
  }

  /// Whether text prints as one path segment: an empty segment, a dot segment, or a `/` or
  /// `\` inside a segment would read back as another path, or not at all.
  @usableFromInline static func fitsOneSegment(_ text: String) -> Bool {
    !text.isEmpty && text != "." && text != ".."
      && !text.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
  }

  /// Whether text prints as the rest of a path: split on `/`, every piece fits one segment.
  @usableFromInline static func isPath(_ text: String) -> Bool {
    text.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { fitsOneSegment(String($0)) }
  }
}
