/// Reading a link's path by a route's pattern, and locating what a route refuses in it.
enum LinkPath {
  /// The captures `pattern` reads from `segments`, in pattern order; `nil` when the path has
  /// another length, a literal another word, or a capture a segment its kind does not read.
  ///
  /// A capture of the rest of the path, always the last, reads every segment from its own on,
  /// joined with `/`.
  static func captures(of segments: [String], by pattern: [LinkSegment]) -> [LinkValue]? {
    let readsRest = if case .capture(_, .path)? = pattern.last { true } else { false }
    guard readsRest ? segments.count >= pattern.count : segments.count == pattern.count else { return nil }
    // The words first: most patterns a link is offered to differ from it in a word, and
    // reading a capture's value costs more than comparing one.
    var captureCount = 0
    for position in pattern.indices {
      if case .literal = pattern[position] {
        guard pattern[position].spells(segments[position]) else { return nil }
      } else {
        captureCount += 1
      }
    }
    var captures: [LinkValue] = []
    captures.reserveCapacity(captureCount)
    for position in pattern.indices {
      guard case .capture(_, let kind) = pattern[position] else { continue }
      if kind == .path {
        captures.append(.text(segments[position...].joined(separator: "/")))
      } else {
        guard let value = LinkValueText.read(segments[position], as: kind) else { return nil }
        captures.append(value)
      }
    }
    return captures
  }

  /// `invalid-parameter` at the segment or parameter of a value its field's type refused.
  static func refusal(
    _ refusal: LinkFieldRefusal, pattern: [LinkSegment], query: [LinkQueryField], link: SplitLink
  ) -> NavigationError {
    guard refusal.place.isCapture else {
      let field = query[min(refusal.place.index, query.count - 1)]
      let expected = refusal.expected ?? field.kind.expected
      let message =
        refusal.isMissing
        ? "the parameter \"\(field.name)\" is required; expected \(expected)"
        : "the parameter \"\(field.name)\" is not \(expected)"
      return NavigationError(.invalidParameter, at: "query/\(field.name)", message)
    }
    let positions = pattern.indices.filter { pattern[$0].captured != nil }
    guard positions.indices.contains(refusal.place.index) else {
      return NavigationError(.invalidParameter, at: "path/0", "a value of the link is refused")
    }
    let position = positions[refusal.place.index]
    let found = pattern[position].captured?.kind == .path ? link.path(from: position) : link.segments[position]
    return NavigationError(
      .invalidParameter, at: "path/\(position)",
      "expected \(refusal.expected ?? pattern[position].expected) but found \(shown(found))")
  }

  /// A segment as an error message shows it: quoted, or its size when it is long.
  static func shown(_ text: String) -> String {
    text.count <= 40 ? "\"\(text)\"" : "a segment of \(text.utf8.count) bytes"
  }
}
