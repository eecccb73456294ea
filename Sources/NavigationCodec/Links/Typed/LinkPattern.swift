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

  init(segments: [LinkSegment], query: [LinkQueryField], places: [LinkFieldPlace]) {
    self.segments = segments
    self.query = query
    self.places = places
  }

  /// The pattern with one more piece.
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
@usableFromInline struct LinkFieldPlace: Sendable, Hashable {
  /// The part of the link a value is in.
  @usableFromInline enum Part: Sendable, Hashable {
    case query, capture, restOfPath
  }

  @usableFromInline let part: Part
  @usableFromInline let index: Int
  /// The capture's or parameter's name, for errors.
  @usableFromInline let name: String

  /// Whether the value is a capture (of one segment or of the rest of the path).
  @inlinable var isCapture: Bool { part != .query }

  @usableFromInline init(_ part: Part, index: Int, name: String) {
    self.part = part
    self.index = index
    self.name = name
  }

  /// The place in a route whose pattern has `captures` more captures in front of it.
  @inlinable func shifted(byCaptures captures: Int) -> LinkFieldPlace {
    isCapture ? LinkFieldPlace(part, index: index + captures, name: name) : self
  }
}

/// A word of a pattern with legacy spellings, which read as the word and never print:
/// `LinkWord("exercises", legacy: "exercise")`.
///
/// A plain string literal is a word with none.
public struct LinkWord: Sendable, Hashable {
  /// The word links print.
  public let word: String
  /// Other spellings that read as the word.
  public let legacy: [String]

  /// Declares a word and its legacy spellings.
  public init(_ word: String, legacy: String...) {
    self.word = word
    self.legacy = legacy
  }
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

  /// A word with legacy spellings.
  public static func buildPartialBlock(first word: LinkWord) -> LinkPattern<> {
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
      place.isCapture
        ? place.shifted(byCaptures: captures)
        : LinkFieldPlace(place.part, index: place.index + accumulated.query.count, name: place.name)
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

  /// A word with legacy spellings after the pieces so far.
  public static func buildPartialBlock<each Value>(
    accumulated: LinkPattern<repeat each Value>, next word: LinkWord
  ) -> LinkPattern<repeat each Value> {
    accumulated.adding(segment: .literal(word.word, aliases: word.legacy))
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
