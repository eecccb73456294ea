/// A route's path and query, its fields typed by the Swift types of the values they carry,
/// in the order of the enum case's payload.
///
/// Written with ``LinkPatternBuilder`` in a typed ``LinkRoute``'s trailing closure: words as
/// string literals, values as ``LinkCapture``, ``LinkRestOfPath`` and ``LinkQuery``:
///
/// ```swift
/// LinkRoute(ReaderRoute.chapter) {
///   "books"; LinkCapture<UUID>("book"); "chapters"; LinkCapture<Int>("number")
///   LinkQuery<Date?>("from")
/// }
/// // /books/{book:uuid}/chapters/{number:int}?from=…  <->  .chapter(book:number:startDate:)
/// ```
public struct LinkPattern<each Value: LinkQueryValue>: Sendable {
  /// The path pattern, captures named.
  @usableFromInline var segments: [LinkSegment]
  /// The query fields, in declared order.
  @usableFromInline var query: [LinkQueryField]
  /// Where each value is, in the order of the payload.
  @usableFromInline var places: [LinkFieldPlace]

  /// A pattern of the pieces written, for routes to share.
  public init(@LinkPatternBuilder _ pieces: () -> Self) {
    self = pieces()
  }

  @usableFromInline
  init(segments: [LinkSegment], query: [LinkQueryField], places: [LinkFieldPlace]) {
    self.segments = segments
    self.query = query
    self.places = places
  }

  /// The pattern with one more piece.
  @usableFromInline
  func adding<each Next>(
    segment: LinkSegment? = nil, query field: LinkQueryField? = nil, place: LinkFieldPlace? = nil
  ) -> LinkPattern<repeat each Next> {
    LinkPattern<repeat each Next>(
      segments: segments + (segment.map { [$0] } ?? []), query: query + (field.map { [$0] } ?? []),
      places: places + (place.map { [$0] } ?? []))
  }
}

/// Where a value of a typed route is: its capture's position among the route's captures, or
/// its query field's among the route's query fields.
@usableFromInline
struct LinkFieldPlace: Sendable, Hashable {
  /// The part of the link a value is in.
  @usableFromInline
  enum Part: UInt8, Sendable, Hashable {
    case query, capture, restOfPath
  }

  // One byte for the part rather than two flags keeps the place at 32 bytes, so that its
  // copies stay inline where a route reads and prints its fields.
  @usableFromInline let part: Part
  @usableFromInline let index: Int
  /// The capture's or parameter's name, for errors.
  @usableFromInline let name: String

  /// Whether the value is a capture (of one segment or of the rest of the path).
  @inlinable var isCapture: Bool { part != .query }
  /// Whether the capture reads the rest of the path (printed as several segments).
  @inlinable var isRestOfPath: Bool { part == .restOfPath }

  @usableFromInline
  init(_ part: Part, index: Int, name: String) {
    self.part = part
    self.index = index
    self.name = name
  }

  /// Where the value is, without its name: plain data, which a route reads for every link
  /// without retaining or releasing any text.
  @usableFromInline
  struct Position: Sendable {
    @usableFromInline let part: Part
    @usableFromInline let index: Int

    /// Whether the value is a capture (of one segment or of the rest of the path).
    @inlinable var isCapture: Bool { part != .query }
  }

  /// The place's position.
  @usableFromInline var position: Position { Position(part: part, index: index) }
}

/// A value a typed route reads from one path segment: `LinkCapture<UUID>("id")`.
///
/// Its type is a ``LinkFieldValue``, never an `Optional`: every capture is in every link
/// the route reads.
public struct LinkCapture<Value: LinkFieldValue>: Sendable {
  /// The capture's name, in patterns, the route table and errors.
  public let name: String

  /// Declares a capture.
  public init(_ name: String, as type: Value.Type = Value.self) {
    self.name = name
  }
}

/// A value a typed route reads from a query parameter: `LinkQuery<Date?>("from")`.
///
/// The parameter's name is the link's, apart from the case's Swift label. An `Optional`
/// value makes the parameter optional: absent reads as `nil`, and `nil` is not printed.
public struct LinkQuery<Value: LinkQueryValue>: Sendable {
  /// The parameter's name in links.
  public let name: String

  /// Declares a query parameter.
  public init(_ name: String, as type: Value.Type = Value.self) {
    self.name = name
  }
}

/// Builds a ``LinkPattern`` from words, ``LinkCapture``s, a ``LinkRestOfPath`` and
/// ``LinkQuery``s, in order; the captures and query fields, in the order written, are the
/// case's values.
///
/// A pattern built elsewhere may stand among the pieces, so that routes share fields:
///
/// ```swift
/// static var draft: LinkPattern<String?, Int?> {
///   LinkPattern { LinkQuery<String?>("title"); LinkQuery<Int?>("year") }
/// }
///
/// LinkRoute(BookRoute.edit) { LinkCapture<UUID>("book"); "edit"; draft }
/// ```
@resultBuilder
public enum LinkPatternBuilder {
  /// The empty path.
  public static func buildBlock() -> LinkPattern<> {
    LinkPattern(segments: [], query: [], places: [])
  }

  /// A word.
  public static func buildPartialBlock(first word: String) -> LinkPattern<> {
    buildPartialBlock(accumulated: buildBlock(), next: word)
  }

  /// A capture.
  public static func buildPartialBlock<Value>(first capture: LinkCapture<Value>) -> LinkPattern<Value> {
    buildPartialBlock(accumulated: buildBlock(), next: capture)
  }

  /// The rest of the path, as the whole path.
  public static func buildPartialBlock(first rest: LinkRestOfPath) -> LinkPattern<String> {
    buildPartialBlock(accumulated: buildBlock(), next: rest)
  }

  /// A query parameter.
  public static func buildPartialBlock<Value>(first field: LinkQuery<Value>) -> LinkPattern<Value> {
    buildPartialBlock(accumulated: buildBlock(), next: field)
  }

  /// A pattern declared elsewhere, such as query fields several routes share.
  public static func buildPartialBlock<each Value>(first pattern: LinkPattern<repeat each Value>)
    -> LinkPattern<repeat each Value>
  {
    pattern
  }

  /// A pattern declared elsewhere after the pieces so far: its words, captures and query
  /// fields follow theirs.
  public static func buildPartialBlock<each Value, each Next>(
    accumulated: LinkPattern<repeat each Value>, next pattern: LinkPattern<repeat each Next>
  ) -> LinkPattern<repeat each Value, repeat each Next> {
    let captures = accumulated.segments.count { $0.captured != nil }
    let shifted = pattern.places.map { place in
      LinkFieldPlace(
        place.part, index: place.index + (place.isCapture ? captures : accumulated.query.count), name: place.name)
    }
    return LinkPattern<repeat each Value, repeat each Next>(
      segments: accumulated.segments + pattern.segments, query: accumulated.query + pattern.query,
      places: accumulated.places + shifted)
  }

  /// A word after the pieces so far.
  public static func buildPartialBlock<each Value>(
    accumulated: LinkPattern<repeat each Value>, next word: String
  ) -> LinkPattern<repeat each Value> {
    accumulated.adding(segment: .literal(word))
  }

  /// A capture after the pieces so far.
  public static func buildPartialBlock<each Value, Next>(
    accumulated: LinkPattern<repeat each Value>, next capture: LinkCapture<Next>
  ) -> LinkPattern<repeat each Value, Next> {
    let position = accumulated.segments.count { $0.captured != nil }
    return accumulated.adding(
      segment: .capture(capture.name, Next.linkFieldKind),
      place: LinkFieldPlace(.capture, index: position, name: capture.name))
  }

  /// The rest of the path after the pieces so far.
  public static func buildPartialBlock<each Value>(
    accumulated: LinkPattern<repeat each Value>, next rest: LinkRestOfPath
  ) -> LinkPattern<repeat each Value, String> {
    let position = accumulated.segments.count { $0.captured != nil }
    return accumulated.adding(
      segment: .capture(rest.name, .path),
      place: LinkFieldPlace(.restOfPath, index: position, name: rest.name))
  }

  /// A query parameter after the pieces so far.
  public static func buildPartialBlock<each Value, Next>(
    accumulated: LinkPattern<repeat each Value>, next field: LinkQuery<Next>
  ) -> LinkPattern<repeat each Value, Next> {
    accumulated.adding(
      query: LinkQueryField(field.name, Next.LinkField.linkFieldKind),
      place: LinkFieldPlace(.query, index: accumulated.query.count, name: field.name))
  }
}
