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
    let capacity = 512 + 3 * (link.screen?.fields?.title?.utf8.count ?? 0)
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
    switch link {
    case .settings:
      output.append("settings")
      return true
    case .exercises(let screen):
      output.append("exercises")
      return write(screen)
    case .history(let mode, let screen):
      output.append("history/")
      output.append(ModeWords.word(mode))
      return write(screen)
    }
  }

  /// Writes what a list screen opens.
  private mutating func write(_ screen: ExerciseLink.Screen) -> Bool {
    switch screen {
    case .list: return true
    case .detail(let id): append(id)
    case .add:
      output.append("/new")
      return screen.fields.map { append($0) } ?? true
    case .edit(let id, _, _, _, _, _):
      append(id)
      output.append("/edit")
      return screen.fields.map { append($0) } ?? true
    case .delete(let id):
      append(id)
      output.append("/delete")
    case .changeType(let id):
      append(id)
      output.append("/type")
    }
    return true
  }

  /// Writes the query of a draft's given fields, in declared order; `false` for a value with
  /// no link form (a distance that is not finite, a date outside the years 0000 to 9999).
  private mutating func append(_ fields: BenchmarkDraft) -> Bool {
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

extension ExerciseLink {
  /// The screen a link opens over a list; `nil` for the settings tab.
  fileprivate var screen: Screen? {
    switch self {
    case .settings: nil
    case .exercises(let screen), .history(_, let screen): screen
    }
  }
}

extension ExerciseLink.Screen {
  /// The draft fields an add or an edit carries.
  fileprivate var fields: BenchmarkDraft? {
    switch self {
    case .add(let title, let type, let distance, let starts, let finished),
      .edit(_, let title, let type, let distance, let starts, let finished):
      BenchmarkDraft(title: title, type: type, distance: distance, starts: starts, finished: finished)
    case .list, .detail, .delete, .changeType: nil
    }
  }
}
