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
  let word: String
  /// Other spellings that read as the word.
  let legacy: [String]

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
  let name: String

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
  let name: String

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
  /// A word.
  public static func buildExpression(_ word: String) -> LinkPattern<> {
    buildExpression(LinkWord(word))
  }

  /// A word with legacy spellings.
  public static func buildExpression(_ word: LinkWord) -> LinkPattern<> {
    LinkPattern(segments: [.literal(word.word, aliases: word.legacy)], query: [], places: [])
  }

  /// A capture.
  public static func buildExpression<Value>(_ capture: LinkCapture<Value>) -> LinkPattern<Value> {
    LinkPattern(
      segments: [.capture(capture.name, Value.linkFieldKind)], query: [],
      places: [LinkFieldPlace(.capture, index: 0, name: capture.name)])
  }

  /// The rest of the path.
  public static func buildExpression(_ rest: LinkRestOfPath) -> LinkPattern<String> {
    LinkPattern(
      segments: [.capture(rest.name, .path)], query: [],
      places: [LinkFieldPlace(.restOfPath, index: 0, name: rest.name)])
  }

  /// A query parameter.
  public static func buildExpression<Value>(_ field: LinkQuery<Value>) -> LinkPattern<Value> {
    LinkPattern(
      segments: [], query: [LinkQueryField(field.name, Value.LinkField.linkFieldKind)],
      places: [LinkFieldPlace(.query, index: 0, name: field.name)])
  }

  /// A pattern declared elsewhere, such as query fields several routes share.
  public static func buildExpression<each Value>(_ pattern: LinkPattern<repeat each Value>)
    -> LinkPattern<repeat each Value>
  {
    pattern
  }

  /// The empty path.
  public static func buildBlock() -> LinkPattern<> {
    LinkPattern(segments: [], query: [], places: [])
  }

  /// The first piece.
  public static func buildPartialBlock<each Value>(first pattern: LinkPattern<repeat each Value>)
    -> LinkPattern<repeat each Value>
  {
    pattern
  }

  /// A piece after the pieces so far: its words, captures and query fields follow theirs.
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
}
