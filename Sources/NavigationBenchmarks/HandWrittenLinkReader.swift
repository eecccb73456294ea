import ExerciseNavigation
import Foundation
import NavigationCodec

/// The exercise app's links read by code written for its grammar alone, for the `floor-syntax`
/// and `floor-parse` profile modes.
///
/// It does what the declared grammar does on a link it accepts (origins, every byte checked,
/// escapes decoded, UTF-8 validated, values parsed by the engine's own routines, the same
/// `ExerciseLink` built) with nothing generic: no route tables, slots, closures or mounts. So
/// its cost is what a matcher generated for this one grammar could at best reach. It answers
/// `nil` where the grammar throws a located error; the benchmark checks that both read every
/// link of the workload to the same value before it measures.
struct HandWrittenLinkReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let scratch: UnsafeMutableBufferPointer<UInt8>
  private var scratchCount = 0
  /// ``byteClasses``, taken once per link.
  private let classes: UnsafeBufferPointer<UInt8>
  /// The route segments, at most five (no route has more), as ranges of `bytes` or `scratch`.
  private var segments: (Piece, Piece, Piece, Piece, Piece) = (.empty, .empty, .empty, .empty, .empty)
  private var segmentCount = 0

  /// Reads a link, or `nil` for one the grammar refuses.
  static func read(_ link: String) -> ExerciseLink? {
    var link = link
    return link.withUTF8 { bytes in
      guard bytes.count <= Limits.default.urlLength else { return nil }
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { scratch in
        byteClasses.withUnsafeBufferPointer { classes in
          var reader = HandWrittenLinkReader(bytes: bytes, scratch: scratch, classes: classes)
          return reader.read()
        }
      }
    }
  }

  private init(
    bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>,
    classes: UnsafeBufferPointer<UInt8>
  ) {
    self.bytes = bytes
    self.scratch = scratch
    self.classes = classes
  }

  /// A piece of the link: a range of its own bytes, or of the scratch buffer once decoded.
  private struct Piece {
    var range: Range<Int>
    var isDecoded: Bool
    static let empty = Piece(range: 0..<0, isDecoded: false)
  }

  private func text(_ piece: Piece) -> UnsafeBufferPointer<UInt8> {
    piece.isDecoded
      ? UnsafeBufferPointer(rebasing: scratch[piece.range]) : UnsafeBufferPointer(rebasing: bytes[piece.range])
  }

  private func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    switch index {
    case 0: text(segments.0)
    case 1: text(segments.1)
    case 2: text(segments.2)
    case 3: text(segments.3)
    default: text(segments.4)
    }
  }

  private mutating func append(segment piece: Piece) -> Bool {
    switch segmentCount {
    case 0: segments.0 = piece
    case 1: segments.1 = piece
    case 2: segments.2 = piece
    case 3: segments.3 = piece
    case 4: segments.4 = piece
    default: return false
    }
    segmentCount += 1
    return true
  }

  // MARK: The URL

  private mutating func read() -> ExerciseLink? {
    guard let start = origin(), let end = path(from: start) else { return nil }
    var query = DraftQuery()
    if end < bytes.count {
      guard bytes[end] == UInt8(ascii: "?"), readQuery(end + 1, into: &query) else { return nil }
    }
    return route(query)
  }

  /// Reads `doexercise://` (its host the first segment) or `https://doexercise.app`; returns
  /// where the path starts.
  private mutating func origin() -> Int? {
    if starts(withIgnoringCase: Self.words.customScheme) {
      var index = Self.words.customScheme.count
      let start = index
      var common = Self.plainHost  // the classes every byte of the host has
      while index < bytes.count, !Self.endsSegment(bytes[index]) {
        common &= classes[Int(bytes[index])]
        index += 1
      }
      guard index > start else { return index }
      if common != 0 { return append(segment: Piece(range: start..<index, isDecoded: false)) ? index : nil }
      // Escapes or uppercase letters: checked, decoded and lowered as the grammar does.
      let hostMask = PercentEncoding.mask(.host)
      guard bytes[start..<index].allSatisfy({ PercentEncoding.allowedRaw[Int($0)] & hostMask != 0 || $0 == 0x25 }),
        let piece = unescape(start..<index, inQuery: false)
      else { return nil }
      return append(segment: lowercased(piece)) ? index : nil
    }
    guard starts(withIgnoringCase: Self.words.webScheme) else { return nil }
    var index = Self.words.webScheme.count
    while index < bytes.count, !Self.endsSegment(bytes[index]) { index += 1 }
    let host = UnsafeBufferPointer(rebasing: bytes[Self.words.webScheme.count..<index])
    guard host.count == Self.words.webHost.count, zip(host, Self.words.webHost).allSatisfy({ $0 | 0x20 == $1 }) else {
      return nil
    }
    return index
  }

  /// Reads the path's segments from `index` (at its "/", if any), each in one pass that checks
  /// its bytes and notes escapes; returns where the path ends.
  private mutating func path(from index: Int) -> Int? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "/") else { return index }
    var start = index + 1
    while true {
      var stop = start
      var isEscaped = false
      while stop < bytes.count {
        let byte = bytes[stop]
        if classes[Int(byte)] & Self.plainPath != 0 {
          stop += 1
        } else if byte == UInt8(ascii: "%") {
          isEscaped = true
          stop += 1
        } else if Self.endsSegment(byte) {
          break
        } else {
          return nil
        }
      }
      let isLast = stop == bytes.count || bytes[stop] != UInt8(ascii: "/")
      if stop == start && isLast { return stop }  // the root's "/" or one trailing slash
      guard stop > start else { return nil }
      let piece = isEscaped ? unescape(start..<stop, inQuery: false) : Piece(range: start..<stop, isDecoded: false)
      guard let piece, !Self.isDotSegment(text(piece)), append(segment: piece) else { return nil }
      if isLast { return stop }
      start = stop + 1
    }
  }

  /// Reads `name=value` items into the draft's fields, each in one pass; a name given twice
  /// or unknown refuses.
  private mutating func readQuery(_ start: Int, into query: inout DraftQuery) -> Bool {
    var start = start
    guard start < bytes.count else { return true }  // "?" with nothing after it
    while true {
      var stop = start
      var equals = -1
      var isEscaped = false
      while stop < bytes.count {
        let byte = bytes[stop]
        if classes[Int(byte)] & Self.plainQuery == 0 {
          if byte == UInt8(ascii: "&") { break }
          if byte == UInt8(ascii: "=") && equals < 0 {
            equals = stop
          } else if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") {
            isEscaped = true
          } else if byte != UInt8(ascii: "=") {
            return false  // "#" or a byte a query does not allow raw
          }
        }
        stop += 1
      }
      guard equals > start else { return false }
      let (name, value) =
        isEscaped
        ? (unescape(start..<equals, inQuery: true), unescape(equals + 1..<stop, inQuery: true))
        : (Piece(range: start..<equals, isDecoded: false), Piece(range: equals + 1..<stop, isDecoded: false))
      guard let name, let value, query.set(text(name), text(value)) else { return false }
      guard stop < bytes.count else { return true }
      start = stop + 1
      guard start < bytes.count else { return false }  // an empty item after "&"
    }
  }

  // MARK: Routes

  /// The value of the route the segments spell, with the query's fields.
  private func route(_ query: DraftQuery) -> ExerciseLink? {
    if segmentCount == 0 { return query.isEmpty ? ExerciseLink() : nil }
    let first = segment(0)
    if segmentCount == 1, first.hasSameBytes(as: Self.words.settings) {
      return query.isEmpty ? ExerciseLink(tab: .settings) : nil
    }
    if first.hasSameBytes(as: Self.words.exercises) || first.hasSameBytes(as: Self.words.exercise) {
      guard let (detail, destination) = screen(from: 1, query) else { return nil }
      return ExerciseLink(path: detail.map { [.detail($0)] } ?? [], destination: destination)
    }
    guard first.hasSameBytes(as: Self.words.history), segmentCount >= 2, let mode = Self.mode(segment(1)),
      let (detail, destination) = screen(from: 2, query)
    else { return nil }
    let history = Route.history(mode)
    return ExerciseLink(path: detail.map { [history, .detail($0)] } ?? [history], destination: destination)
  }

  /// The screen the segments from `start` open over a list: a detail pushed, or a destination.
  private func screen(from start: Int, _ query: DraftQuery) -> (UUID?, ExerciseLink.Destination?)? {
    switch segmentCount - start {
    case 0:
      return query.isEmpty ? (nil, nil) : nil
    case 1:
      if segment(start).hasSameBytes(as: Self.words.new) { return (nil, .add(query.fields)) }
      guard query.isEmpty, let id = UUIDText.parse(utf8: segment(start)) else { return nil }
      return (id, nil)
    case 2:
      guard let id = UUIDText.parse(utf8: segment(start)) else { return nil }
      let action = segment(start + 1)
      if action.hasSameBytes(as: Self.words.edit) { return (nil, .edit(id, query.fields)) }
      guard query.isEmpty else { return nil }
      if action.hasSameBytes(as: Self.words.delete) { return (nil, .alert(id)) }
      return action.hasSameBytes(as: Self.words.type) ? (nil, .dialog(id)) : nil
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

  // MARK: Bytes

  /// Decodes a piece's escapes (and, in a query, "+") into the scratch buffer, validating the
  /// UTF-8 they spell; its raw bytes were checked while it was split.
  private mutating func unescape(_ range: Range<Int>, inQuery: Bool) -> Piece? {
    let start = scratchCount
    var offset = range.lowerBound
    while offset < range.upperBound {
      var byte = bytes[offset]
      if byte == UInt8(ascii: "%") {
        guard offset + 2 < range.upperBound, let high = Self.hex(bytes[offset + 1]),
          let low = Self.hex(bytes[offset + 2])
        else { return nil }
        byte = high << 4 | low
        if !inQuery && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\")) { return nil }
        offset += 3
      } else {
        if inQuery && byte == UInt8(ascii: "+") { byte = UInt8(ascii: " ") }
        offset += 1
      }
      scratch[scratchCount] = byte
      scratchCount += 1
    }
    let piece = Piece(range: start..<scratchCount, isDecoded: true)
    return UTF8Validation.isValid(text(piece)) ? piece : nil
  }

  /// A host segment with its letters lowered, in the scratch buffer.
  private mutating func lowercased(_ piece: Piece) -> Piece {
    let start = piece.isDecoded ? piece.range.lowerBound : scratchCount
    for (offset, byte) in text(piece).enumerated() {
      scratch[start + offset] = 0x41...0x5A ~= byte ? byte | 0x20 : byte
    }
    if !piece.isDecoded { scratchCount += piece.range.count }
    return Piece(range: start..<start + piece.range.count, isDecoded: true)
  }

  private func starts(withIgnoringCase prefix: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= prefix.count else { return false }
    for index in 0..<prefix.count {
      let (byte, expected) = (bytes[index], prefix[index])
      guard byte == expected || (byte | 0x20 == expected && expected >= UInt8(ascii: "a")) else { return false }
    }
    return true
  }

  private static func endsSegment(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  // Bits of `byteClasses`: a byte the component takes as it is, with nothing to decode,
  // lower or split on.
  private static let plainPath: UInt8 = 1
  private static let plainHost: UInt8 = 2
  private static let plainQuery: UInt8 = 4

  /// The classes of each byte value, from the engine's table of what each component allows raw.
  private static let byteClasses: [UInt8] = (0...255).map { value in
    let (byte, allowed) = (UInt8(value), PercentEncoding.allowedRaw[value])
    var classes: UInt8 = 0
    if allowed & PercentEncoding.mask(.pathSegment) != 0 { classes |= plainPath }
    if allowed & PercentEncoding.mask(.host) != 0 && !(0x41...0x5A ~= byte) { classes |= plainHost }
    if allowed & PercentEncoding.mask(.query) != 0 && !"&=+".utf8.contains(byte) { classes |= plainQuery }
    return classes
  }

  private static func isDotSegment(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
    segment.count <= 2 && segment.allSatisfy { $0 == UInt8(ascii: ".") }
  }

  static let words = Words()

  /// The grammar's words (literals, keywords and parameter names), as bytes.
  struct Words: @unchecked Sendable {
    // Unchecked: allocated once, never written after, never freed.
    let customScheme = Self.make("doexercise://")
    let webScheme = Self.make("https://")
    let webHost = Self.make("doexercise.app")
    let modes = Exercise.Mode.allCases.map { Self.make($0.rawValue) }
    let title = Self.make("title")
    let distance = Self.make("distance")
    let starts = Self.make("starts")
    let finished = Self.make("finished")
    let settings = Self.make("settings")
    let exercises = Self.make("exercises")
    let exercise = Self.make("exercise")
    let history = Self.make("history")
    let new = Self.make("new")
    let edit = Self.make("edit")
    let delete = Self.make("delete")
    let type = Self.make("type")

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
