/// The values a route reads from a link or prints into one: its path captures in pattern
/// order, then its query fields in declared order (`nil` for one the link leaves out).
@usableFromInline package struct RouteValues: Sendable, Hashable {
  @usableFromInline package var captures: [LinkValue]
  @usableFromInline package var query: [LinkValue?]

  /// The value at `place`; `nil` for a query field the link leaves out.
  @inlinable func value(at place: LinkFieldPlace) -> LinkValue? {
    switch place.part {
    case .capture, .restOfPath: captures.indices.contains(place.index) ? captures[place.index] : nil
    case .query: query.indices.contains(place.index) ? query[place.index] : nil
    }
  }

  /// No values yet, for a route whose values are at `places`.
  @inlinable init(places: [LinkFieldPlace]) {
    captures = []
    query = Array(repeating: nil, count: places.count { $0.part == .query })
  }

  /// The values of a route: its captures in pattern order, its query fields in declared order.
  @inlinable package init(captures: [LinkValue], query: [LinkValue?]) {
    self.captures = captures
    self.query = query
  }

  /// Puts a value at `place`: a capture's place is the next one, as a route's values are
  /// put in pattern order.
  @inlinable mutating func put(_ value: LinkValue?, at place: LinkFieldPlace) {
    switch place.part {
    case .capture, .restOfPath:
      if let value { captures.append(value) }
    case .query:
      if query.indices.contains(place.index) { query[place.index] = value }
    }
  }
}
