import ExerciseNavigation
import Foundation
import NavigationCodec

/// The exercise app's links read by code written for its grammar alone, for the `floor-syntax`
/// and `floor-parse` profile modes.
///
/// The link goes through the engine's URL pass (origins, every byte checked, escapes decoded,
/// UTF-8 validated), as a matcher generated for one grammar would take it too; then this code
/// picks the route by comparing the segments with the grammar's words, parses the values with
/// the engine's own routines and builds the same `ExerciseLink`, with nothing generic: no route
/// tables, slots, closures or mounts. So its cost is what a matcher generated for this one
/// grammar could at best reach. It answers `nil` where the grammar throws a located error; the
/// benchmark checks that both read every link of the workload to the same value before it
/// measures.
enum HandWrittenLinkReader {
  /// Reads a link, or `nil` for one the grammar refuses.
  static func read(_ link: String) -> ExerciseLink? {
    var link = link
    return link.withUTF8 { bytes in
      guard bytes.count <= Limits.default.urlLength else { return nil }
      var value: ExerciseLink?
      guard URLReader.readPieces(bytes, origins: origins, { value = route($0) }) else { return nil }
      return value
    }
  }

  private static let origins = CompiledOrigins(ExerciseLinkGrammar.defaultOrigins)

  /// The value of the route the link's segments spell, with its query's fields.
  private static func route(_ link: RawLink) -> ExerciseLink? {
    var query = DraftQuery()
    for item in 0..<link.queryCount {
      let (name, value) = link.queryItem(item)
      guard query.set(link.bytes(name), link.bytes(value)) else { return nil }
    }
    guard link.segmentCount > 0 else { return query.isEmpty ? ExerciseLink() : nil }
    let first = link.bytes(link.segment(0))
    if link.segmentCount == 1, first.hasSameBytes(as: words.settings) {
      return query.isEmpty ? ExerciseLink(tab: .settings) : nil
    }
    if first.hasSameBytes(as: words.exercises) || first.hasSameBytes(as: words.exercise) {
      guard let (detail, destination) = screen(link, from: 1, query) else { return nil }
      return ExerciseLink(path: detail.map { [.detail($0)] } ?? [], destination: destination)
    }
    guard first.hasSameBytes(as: words.history), link.segmentCount >= 2,
      let mode = mode(link.bytes(link.segment(1))), let (detail, destination) = screen(link, from: 2, query)
    else { return nil }
    let history = Route.history(mode)
    return ExerciseLink(path: detail.map { [history, .detail($0)] } ?? [history], destination: destination)
  }

  /// What the segments from `start` open over a list: a detail pushed, or a destination.
  private static func screen(
    _ link: RawLink, from start: Int, _ query: DraftQuery
  ) -> (UUID?, ExerciseLink.Destination?)? {
    switch link.segmentCount - start {
    case 0:
      return query.isEmpty ? (nil, nil) : nil
    case 1:
      let segment = link.bytes(link.segment(start))
      if segment.hasSameBytes(as: words.new) { return (nil, .add(query.fields)) }
      guard query.isEmpty, let id = UUIDText.parse(utf8: segment) else { return nil }
      return (id, nil)
    case 2:
      guard let id = UUIDText.parse(utf8: link.bytes(link.segment(start))) else { return nil }
      let action = link.bytes(link.segment(start + 1))
      if action.hasSameBytes(as: words.edit) { return (nil, .edit(id, query.fields)) }
      guard query.isEmpty else { return nil }
      if action.hasSameBytes(as: words.delete) { return (nil, .alert(id)) }
      return action.hasSameBytes(as: words.type) ? (nil, .dialog(id)) : nil
    default:
      return nil
    }
  }

  static func mode(_ bytes: UnsafeBufferPointer<UInt8>) -> Exercise.Mode? {
    for (index, name) in words.modes.enumerated() where bytes.hasSameBytes(as: name) {
      return Exercise.Mode.allCases[index]
    }
    return nil
  }

  static let words = Words()

  /// The grammar's words (literals, keywords and parameter names), as bytes.
  struct Words: @unchecked Sendable {
    // Unchecked: allocated once, never written after, never freed.
    let modes = Exercise.Mode.allCases.map { Self.make($0.rawValue) }
    let title = make("title"), distance = make("distance"), starts = make("starts"), finished = make("finished")
    let settings = make("settings"), exercises = make("exercises"), exercise = make("exercise")
    let history = make("history"), new = make("new"), edit = make("edit"), delete = make("delete")
    let type = make("type")

    private static func make(_ word: String) -> UnsafeBufferPointer<UInt8> {
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: word.utf8.count)
      _ = buffer.initialize(from: word.utf8)
      return UnsafeBufferPointer(buffer)
    }
  }
}

/// The draft fields a link's query gives, each at most once.
private struct DraftQuery {
  private(set) var fields = ExerciseLink.DraftFields()
  /// Whether the query gave no item: routes without fields refuse any.
  private(set) var isEmpty = true

  /// Reads one item; `false` for an unknown name, a name given twice or a bad value.
  mutating func set(_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
    isEmpty = false
    let words = HandWrittenLinkReader.words
    if name.hasSameBytes(as: words.title) {
      guard fields.title == nil else { return false }
      fields.title = String(decoding: value, as: UTF8.self)
    } else if name.hasSameBytes(as: words.type) {
      guard fields.type == nil, let mode = HandWrittenLinkReader.mode(value) else { return false }
      fields.type = mode
    } else if name.hasSameBytes(as: words.distance) {
      guard fields.distance == nil, let distance = LinkFieldKind.parseNumber(value) else { return false }
      fields.distance = distance
    } else if name.hasSameBytes(as: words.starts) {
      guard fields.starts == nil, let starts = Timestamp.parse(utf8: value) else { return false }
      fields.starts = starts
    } else if name.hasSameBytes(as: words.finished) {
      guard fields.finished == nil, let finished = Timestamp.parse(utf8: value) else { return false }
      fields.finished = finished
    } else {
      return false
    }
    return true
  }
}
