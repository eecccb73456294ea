import ExerciseNavigation
import Foundation
import NavigationCodec

/// The exercise app's links printed by code written for its grammar alone, for the
/// `floor-print` profile mode.
///
/// It writes the bytes the declared grammar writes (the same routes, query order, escapes and
/// length limit) into a stack buffer and copies them into a string of their exact length, as
/// the grammar does, with nothing generic in between: what a printer written for this one
/// grammar reaches. It answers `nil` where the grammar throws `not-linkable`; the benchmark
/// checks that both print every state of the workload alike before it measures.
struct HandWrittenLinkPrinter {
  private var output: LinkWriter

  /// The canonical link of a parsed link, or `nil` when it has none.
  static func print(_ link: ExerciseLink) -> String? {
    // Room for the longest path, every field at its longest, and a title escaped throughout.
    let capacity = 512 + 3 * (link.destination?.fields?.title?.utf8.count ?? 0)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var printer = HandWrittenLinkPrinter(output: LinkWriter(base, capacity: buffer.count))
      guard printer.write(link), !printer.output.overflowed, printer.output.count <= Limits.default.urlLength else {
        return nil
      }
      let written = printer.output.written
      return String(unsafeUninitializedCapacity: written.count) { $0.initialize(fromContentsOf: written) }
    }
  }

  /// Writes the route that prints `link`; `false` when none does.
  private mutating func write(_ link: ExerciseLink) -> Bool {
    output.append("doexercise://")
    if link.tab == .settings {
      guard link.path.isEmpty, link.destination == nil else { return false }
      output.append("settings")
      return true
    }
    var depth = 0
    if case .history(let mode)? = link.path.first {
      output.append("history/")
      output.append(ModeWords.word(mode))
      depth = 1
    } else {
      output.append("exercises")
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
      output.append("/new")
      return append(fields)
    case .edit(let id, let fields)?:
      append(id)
      output.append("/edit")
      return append(fields)
    case .alert(let id)?:
      append(id)
      output.append("/delete")
    case .dialog(let id)?:
      append(id)
      output.append("/type")
    }
    return true
  }

  /// Writes the query of a draft's given fields, in declared order; `false` for a value with
  /// no link form (a distance that is not finite, a date outside the years 0000 to 9999).
  private mutating func append(_ fields: ExerciseLink.DraftFields) -> Bool {
    var separator = UInt8(ascii: "?")
    func name(_ word: StaticString) {
      output.append(separator)
      separator = UInt8(ascii: "&")
      output.append(word)
      output.append(UInt8(ascii: "="))
    }
    if var title = fields.title {
      name("title")
      title.withUTF8 { output.appendQueryText($0) }
    }
    if let type = fields.type {
      name("type")
      output.append(ModeWords.word(type))
    }
    if let distance = fields.distance {
      name("distance")
      guard append(distance) else { return false }
    }
    if let starts = fields.starts {
      name("starts")
      guard output.write(atMost: 24, { TimestampBytes.write(starts, to: $0) }) else { return false }
    }
    if let finished = fields.finished {
      name("finished")
      guard output.write(atMost: 24, { TimestampBytes.write(finished, to: $0) }) else { return false }
    }
    return true
  }

  /// Writes a number, escaping the "+" of an exponent; `false` for one that is not finite.
  private mutating func append(_ number: Double) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberBytes.maximumLength) { buffer in
      guard let base = buffer.baseAddress, let length = NumberBytes.write(number, to: base) else { return false }
      output.appendQueryText(UnsafeBufferPointer(start: base, count: length))
      return true
    }
  }

  /// Writes "/" and the UUID.
  private mutating func append(_ id: UUID) {
    output.append(UInt8(ascii: "/"))
    _ = output.write(atMost: 36) { out in
      UUIDBytes.write(id, to: out)
      return 36
    }
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
