import ExerciseNavigation
import Foundation
import NavigationCodec

/// The exercise app's links printed by code written for its grammar alone, for the
/// `floor-print` profile mode.
///
/// It writes the bytes the declared grammar writes (the same routes, query order, escapes and
/// length limit, with the engine's own UUID, number and date text) into a stack buffer and
/// copies them into a string of their exact length, as the grammar does, with nothing generic
/// in between: what a printer generated for this one grammar could at best reach. It answers
/// `nil` where the grammar throws `not-linkable`; the benchmark checks that both print every
/// state of the workload alike before it measures.
struct HandWrittenLinkPrinter {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private var count = 0

  /// The canonical link of a parsed link, or `nil` when it has none.
  static func print(_ link: ExerciseLink) -> String? {
    // Room for the longest path, every field at its longest, and a title escaped throughout.
    let capacity = 512 + 3 * (link.destination?.fields?.title?.utf8.count ?? 0)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var printer = HandWrittenLinkPrinter(buffer: buffer)
      guard printer.write(link), printer.count <= Limits.default.urlLength else { return nil }
      let written = UnsafeBufferPointer(rebasing: buffer[..<printer.count])
      return String(unsafeUninitializedCapacity: written.count) { $0.initialize(fromContentsOf: written) }
    }
  }

  private init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

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
      buffer[count] = separator
      count += 1
      separator = UInt8(ascii: "&")
      append(word)
      append("=")
    }
    if var title = fields.title {
      name("title")
      title.withUTF8 { appendEscaped($0) }
    }
    if let type = fields.type {
      name("type")
      append(type)
    }
    if let distance = fields.distance {
      guard distance.isFinite else { return false }
      name("distance")
      var text = ECMAScriptNumber.format(distance)
      text.withUTF8 { appendEscaped($0) }
    }
    if let starts = fields.starts {
      name("starts")
      append(starts)
    }
    if let finished = fields.finished {
      name("finished")
      append(finished)
    }
    return true
  }

  private mutating func append(_ word: StaticString) {
    append(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
  }

  private mutating func append(_ mode: Exercise.Mode) {
    append(HandWrittenLinkReader.words.modes[Exercise.Mode.allCases.firstIndex(of: mode) ?? 0])
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    _ = UnsafeMutableBufferPointer(rebasing: buffer[count..<count + bytes.count]).initialize(fromContentsOf: bytes)
    count += bytes.count
  }

  /// Writes "/" and the UUID.
  private mutating func append(_ id: UUID) {
    buffer[count] = UInt8(ascii: "/")
    UUIDText.write(id, into: UnsafeMutableBufferPointer(rebasing: buffer[(count + 1)...]))
    count += 37
  }

  /// Writes a date in place: a four-digit year's text is all digits, "-", "T", ":", "." and
  /// "Z", which a query prints raw.
  private mutating func append(_ date: Date) {
    let written = Timestamp.write(date, into: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
    guard written > 0 else {
      var text = Timestamp.format(date)  // a year outside 0...9999, in its expanded form
      text.withUTF8 { appendEscaped($0) }
      return
    }
    count += written
  }

  /// Writes query text, escaping what a query does not print raw.
  private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    let hex: StaticString = "0123456789ABCDEF"
    let mask = PercentEncoding.mask(.query)
    for byte in bytes {
      if PercentEncoding.printedRaw[Int(byte)] & mask != 0 {
        buffer[count] = byte
        count += 1
      } else {
        buffer[count] = UInt8(ascii: "%")
        buffer[count + 1] = hex.utf8Start[Int(byte >> 4)]
        buffer[count + 2] = hex.utf8Start[Int(byte & 0xF)]
        count += 3
      }
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
