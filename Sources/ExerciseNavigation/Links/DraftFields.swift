#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The draft fields an add or edit link gives; `nil` means "not given".
struct DraftFields: Sendable, Hashable {
  var title: String?
  var type: Exercise.Mode?
  var distance: Double?
  var starts: Date?
  var finished: Date?

  /// The draft with these fields applied over `base`.
  func applied(to base: Exercise) -> Exercise {
    var draft = base
    if let title { draft.title = title }
    if let type { draft.type = type }
    if let distance { draft.distance = distance }
    if let starts { draft.starts = starts }
    if let finished { draft.finished = finished }
    return draft
  }

  /// The fields of `draft` that differ from `base`, so that applying them to `base` gives
  /// `draft` back; `nil` when a difference cannot be written (a finish removed).
  init?(difference draft: Exercise, from base: Exercise) {
    guard draft.finished != nil || base.finished == nil else { return nil }
    title = draft.title.hasSameScalars(as: base.title) ? nil : draft.title
    type = draft.type == base.type ? nil : draft.type
    distance = draft.distance == base.distance ? nil : draft.distance
    starts = draft.starts == base.starts ? nil : draft.starts
    finished = draft.finished == base.finished ? nil : draft.finished
  }

  init(title: String?, type: Exercise.Mode?, distance: Double?, starts: Date?, finished: Date?) {
    self.title = title
    self.type = type
    self.distance = distance
    self.starts = starts
    self.finished = finished
  }
}
