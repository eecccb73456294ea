import ExerciseNavigation

/// The draft fields a link's query gives, each at most once, as the grammar's add and edit
/// routes read them.
struct DraftQuery {
  private(set) var fields = BenchmarkDraft()
  /// Whether the query gave no field: the routes without fields refuse any.
  private(set) var isEmpty = true

  /// Reads one item; `false` for a name the grammar neither declares nor ignores, a field
  /// given twice or a value its kind refuses.
  mutating func set(_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
    if name.spells("title") {
      guard fields.title == nil else { return false }
      fields.title = String(decoding: value, as: UTF8.self)
    } else if name.spells("type") {
      guard fields.type == nil, let mode = ModeWords.mode(value) else { return false }
      fields.type = mode
    } else if name.spells("distance") {
      guard fields.distance == nil, let distance = NumberBytes.parse(value) else { return false }
      fields.distance = distance
    } else if name.spells("starts") {
      guard fields.starts == nil, let starts = TimestampBytes.parse(value) else { return false }
      fields.starts = starts
    } else if name.spells("finished") {
      guard fields.finished == nil, let finished = TimestampBytes.parse(value) else { return false }
      fields.finished = finished
    } else {
      return Self.isIgnorable(name)
    }
    isEmpty = false
    return true
  }

  /// Whether a parameter is campaign attribution the grammar reads past: the default
  /// ignorable names, and any name starting with `utm_`.
  private static func isIgnorable(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    if name.hasPrefix("utm_") { return true }
    return name.spells("fbclid") || name.spells("gclid") || name.spells("gbraid") || name.spells("wbraid")
      || name.spells("dclid") || name.spells("msclkid") || name.spells("mc_cid") || name.spells("mc_eid")
      || name.spells("igshid") || name.spells("_ga") || name.spells("_gl") || name.spells("yclid")
      || name.spells("twclid") || name.spells("ttclid") || name.spells("li_fat_id")
  }
}
