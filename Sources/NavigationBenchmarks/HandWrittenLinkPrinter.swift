import ExerciseNavigation
import Foundation
import NavigationCodec

/// The exercise app's links printed by code written for its grammar alone, for the
/// `floor-print` profile mode.
///
/// It writes the bytes the declared grammar writes (the same routes, query order, escapes and
/// length limit, through the engine's own output buffer and UUID, number and date text) into a
/// stack buffer and copies them into a string of their exact length, as the grammar does, with
/// nothing generic in between: what a printer generated for this one grammar could at best reach. It answers
/// `nil` where the grammar throws `not-linkable`; the benchmark checks that both print every
/// state of the workload alike before it measures.
struct HandWrittenLinkPrinter {
  private var output: ByteSink

  /// The canonical link of a parsed link, or `nil` when it has none.
  static func print(_ link: ExerciseLink) -> String? {
    // Room for the longest path, every field at its longest, and a title escaped throughout.
    let capacity = 512 + 3 * (link.destination?.fields?.title?.utf8.count ?? 0)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var printer = HandWrittenLinkPrinter(output: ByteSink(buffer))
      guard printer.write(link), !printer.output.overflowed, printer.output.count <= Limits.default.urlLength else {
        return nil
      }
      let written = UnsafeBufferPointer(rebasing: buffer[..<printer.output.count])
      return String(unsafeUninitializedCapacity: written.count) { $0.initialize(fromContentsOf: written) }
    }
  }

  /// Writes the route that prints `link`; `false` when none does.
  private mutating func write(_ link: ExerciseLink) -> Bool {
    append("doexercise://")
    if link.tab == .settings {
      guard link.path.isEmpty, link.destination == nil else { return false }
      append("settings")
      return true
    }
    var depth = 0
    if case .history(let mode)? = link.path.first {
      append("history/")
      append(mode)
      depth = 1
    } else {
      append("exercises")
    }
    guard link.path.count <= depth + 1 else { return false }
    if link.path.count > depth {
      guard case .detail(let id) = link.path[depth], link.destination == nil else { return false }
      append(id)
      return true
    }
    switch link.destination {
    case nil: return true
    case .add(let fields)?:
      append("/new")
      return append(fields)
    case .edit(let id, let fields)?:
      append(id)
      append("/edit")
      return append(fields)
    case .alert(let id)?:
      append(id)
      append("/delete")
    case .dialog(let id)?:
      append(id)
      append("/type")
    }
    return true
  }

  /// Writes the query of a draft's given fields, in declared order.
  private mutating func append(_ fields: ExerciseLink.DraftFields) -> Bool {
    var separator = UInt8(ascii: "?")
    func name(_ word: StaticString) {
      output.append(separator)
      separator = UInt8(ascii: "&")
      append(word)
      output.append(UInt8(ascii: "="))
    }
    if let title = fields.title {
      name("title")
      output.append(title, in: .query)
    }
    if let type = fields.type {
      name("type")
      append(type)
    }
    if let distance = fields.distance {
      guard distance.isFinite else { return false }
      name("distance")
      output.append(ECMAScriptNumber.format(distance), in: .query)
    }
    if let starts = fields.starts {
      name("starts")
      Timestamp.write(starts, in: .query, to: &output)
    }
    if let finished = fields.finished {
      name("finished")
      Timestamp.write(finished, in: .query, to: &output)
    }
    return true
  }

  private mutating func append(_ word: StaticString) {
    output.append(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount), in: nil)
  }

  private mutating func append(_ mode: Exercise.Mode) {
    let index = Exercise.Mode.allCases.firstIndex(of: mode) ?? 0
    output.append(HandWrittenLinkReader.words.modes[index], in: nil)
  }

  /// Writes "/" and the UUID.
  private mutating func append(_ id: UUID) {
    output.append(UInt8(ascii: "/"))
    UUIDText.write(id, to: &output)
  }
}

extension ExerciseLink.Destination {
  /// The draft fields an add or an edit carries.
  fileprivate var fields: ExerciseLink.DraftFields? {
    switch self {
    case .add(let fields), .edit(_, let fields): fields
    case .alert, .dialog: nil
    }
  }
}
