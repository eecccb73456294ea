/// Writes a route's values into a link: the printed origin, the pattern's words and captures,
/// then the query fields that have a value, each escaped for where it stands.
@usableFromInline struct LinkPrinter: Sendable {
  /// What every link starts with: the scheme, and the host of a web link.
  private let start: [UInt8]
  /// Whether the pattern's first segment is the link's host, as in the custom-scheme form.
  private let firstIsHost: Bool

  init(origin: LinkOrigins.Printed) {
    switch origin {
    case .customScheme(let scheme): (start, firstIsHost) = (Array((scheme + "://").utf8), true)
    case .web(let host): (start, firstIsHost) = (Array(("https://" + host).utf8), false)
    }
  }

  /// The link of `pattern` and `query` filled with `values`; `nil` when a value does not
  /// print where it stands (a keyword index past its words, text that is not one segment).
  func link(_ pattern: [LinkSegment], _ query: [LinkQueryField], _ values: RouteValues) -> String? {
    var link = start
    link.reserveCapacity(start.count + 96)
    var captures = values.captures.makeIterator()
    for (position, segment) in pattern.enumerated() {
      // In the custom-scheme form the first segment is the URL's host, with no "/" before it.
      let component: PercentEncoding.Component = position == 0 && firstIsHost ? .host : .pathSegment
      if component != .host { link.append(UInt8(ascii: "/")) }
      switch segment {
      case .literal(let word, _):
        PercentEncoding.append(word, in: component, to: &link)
      case .capture(_, .path):
        guard case .text(let text)? = captures.next(), Self.isPath(text) else { return nil }
        for (index, piece) in Self.pieces(ofPath: text).enumerated() {
          if index > 0 { link.append(UInt8(ascii: "/")) }
          PercentEncoding.append(piece, in: index == 0 ? component : .pathSegment, to: &link)
        }
      case .capture(_, let kind):
        guard let value = captures.next(), let text = LinkValueText.write(value, as: kind),
          kind != .text || Self.fitsOneSegment(text)
        else { return nil }
        PercentEncoding.append(text, in: component, to: &link)
      }
    }
    var separator = UInt8(ascii: "?")
    for (field, value) in zip(query, values.query) {
      guard let value else { continue }
      guard let text = LinkValueText.write(value, as: field.kind) else { return nil }
      link.append(separator)
      PercentEncoding.append(field.name, in: .query, to: &link)
      link.append(UInt8(ascii: "="))
      PercentEncoding.append(text, in: .query, to: &link)
      separator = UInt8(ascii: "&")
    }
    return String(decoding: link, as: UTF8.self)
  }

  /// Whether text prints as one path segment: an empty segment, a dot segment, or a `/` or
  /// `\` inside a segment would read back as another path, or not at all.
  @usableFromInline static func fitsOneSegment(_ text: String) -> Bool {
    !text.isEmpty && text != "." && text != ".."
      && !text.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
  }

  /// Whether text prints as the rest of a path: split on `/`, every piece fits one segment.
  @usableFromInline static func isPath(_ text: String) -> Bool {
    pieces(ofPath: text).allSatisfy(fitsOneSegment)
  }

  /// The pieces of a path between its `/` bytes.
  ///
  /// A link's reader splits bytes, not characters: a `/` followed by a combining mark is one
  /// character, and still a separator.
  static func pieces(ofPath text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}
