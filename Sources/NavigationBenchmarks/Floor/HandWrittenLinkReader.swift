import ExerciseNavigation
import Foundation
import NavigationCodec

/// The exercise app's links read by code written for its grammar alone, for the `floor-syntax`
/// and `floor-parse` profile modes.
///
/// ``LinkSplitter`` checks and splits the link as the grammar does; this picks the route by
/// comparing the segments with the grammar's words and builds the same `ExerciseLink`, with
/// nothing generic: no route tables, slots, closures or mounts. So its cost is what a reader
/// written for this one grammar reaches. It answers `nil` where the grammar throws a located
/// error; the benchmark checks that both read every link of the workload (and a set of
/// unusual spellings and refusals) to the same value before it measures.
enum HandWrittenLinkReader {
  /// Reads a link, or `nil` for one the grammar refuses.
  static func read(_ link: String) -> ExerciseLink? {
    var link = link
    return link.withUTF8 { bytes in
      guard bytes.count <= Limits.default.urlLength else { return nil }
      // Room for every byte decoded, on the stack for a link of ordinary length.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer in
        guard let base = buffer.baseAddress else { return nil }
        var scratch = LinkScratch(base, capacity: buffer.count)
        var split = SplitLink()
        guard LinkSplitter.split(bytes, scratch: &scratch, into: &split) else { return nil }
        return route(split)
      }
    }
  }

  /// The value of the route the link's segments spell, with its query's fields.
  private static func route(_ link: SplitLink) -> ExerciseLink? {
    let query = link.query
    guard link.segmentCount > 0 else { return query.isEmpty ? .exercises(.list) : nil }
    let first = link.segment(0)
    if first.spells("exercises") || first.spells("exercise") {
      return screen(link, from: 1).map(ExerciseLink.exercises)
    }
    if first.spells("settings") {
      return link.segmentCount == 1 && query.isEmpty ? .settings : nil
    }
    guard first.spells("history"), link.segmentCount >= 2, let mode = ModeWords.mode(link.segment(1)),
      let screen = screen(link, from: 2)
    else { return nil }
    return .history(mode, screen)
  }

  /// What the segments from `start` open over a list.
  private static func screen(_ link: SplitLink, from start: Int) -> ExerciseLink.Screen? {
    let query = link.query
    switch link.segmentCount - start {
    case 0:
      return query.isEmpty ? .list : nil
    case 1:
      let segment = link.segment(start)
      if segment.spells("new") { return query.fields.add }
      guard query.isEmpty, let id = UUIDBytes.parse(segment) else { return nil }
      return .detail(id)
    case 2:
      guard let id = UUIDBytes.parse(link.segment(start)) else { return nil }
      let action = link.segment(start + 1)
      if action.spells("edit") { return query.fields.edit(id) }
      guard query.isEmpty else { return nil }
      if action.spells("delete") { return .delete(id) }
      return action.spells("type") ? .changeType(id) : nil
    default:
      return nil
    }
  }
}
