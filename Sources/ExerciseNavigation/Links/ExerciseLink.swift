#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A parsed deep link: what the link asks to open, before it is checked against the catalog.
///
/// Unlike ``NavigationState``, an edit names only the exercise and the fields the link
/// overrides, and an add holds only the fields the link gives; ``NavigationResolver`` fills in
/// the rest from the stored exercise, the id generator and the clock.
public struct ExerciseLink: Sendable, Hashable {
  /// The selected tab.
  public var tab: AppTab
  /// The pushed screens.
  public var path: [Route]
  /// What the link presents over the top screen.
  public var destination: Destination?

  /// Creates a parsed link.
  public init(tab: AppTab = .exercises, path: [Route] = [], destination: Destination? = nil) {
    self.tab = tab
    self.path = path
    self.destination = destination
  }

  /// What a link can present.
  public indirect enum Destination: Sendable, Hashable {
    // Indirect: a case is one reference, so the values that hold it (states, reports, parsed
    // links) copy and destroy with one retain or release, not a walk through the runtime's
    // generic enum code over the draft's fields.

    /// The add sheet, with the fields the link gives.
    case add(DraftFields)
    /// The edit screen of a stored exercise, with the fields the link overrides.
    case edit(UUID, DraftFields)
    /// The delete confirmation.
    case alert(UUID)
    /// The change-type dialog.
    case dialog(UUID)
  }

  /// Draft fields given in a link's query; `nil` means "not given".
  public struct DraftFields: Sendable, Hashable {
    /// `title=`.
    public var title: String?
    /// `type=`.
    public var type: Exercise.Mode?
    /// `distance=`, in kilometres.
    public var distance: Double?
    /// `starts=`.
    public var starts: Date?
    /// `finished=`.
    public var finished: Date?

    /// Creates draft fields.
    public init(
      title: String? = nil, type: Exercise.Mode? = nil, distance: Double? = nil, starts: Date? = nil,
      finished: Date? = nil
    ) {
      self.title = title
      self.type = type
      self.distance = distance
      self.starts = starts
      self.finished = finished
    }

    /// Fields are equal when each is; titles compare by their Unicode scalars, as
    /// ``Exercise``'s do.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      let sameTitle =
        switch (lhs.title, rhs.title) {
        case (nil, nil): true
        case (let left?, let right?): left.hasSameScalars(as: right)
        default: false
        }
      return sameTitle && lhs.type == rhs.type && lhs.distance == rhs.distance && lhs.starts == rhs.starts
        && lhs.finished == rhs.finished
    }

    /// Hashes every field; equal fields hash alike.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(type)
      hasher.combine(distance)
      hasher.combine(starts)
      hasher.combine(finished)
    }

    /// The draft with these fields applied over `base`.
    public func applied(to base: Exercise) -> Exercise {
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
    public init?(difference draft: Exercise, from base: Exercise) {
      guard let fields = Self.difference(draft, from: base) else { return nil }
      self = fields
    }

    /// The fields of `draft` that differ from `base`, as ``init(difference:from:)`` gives
    /// them; for printing, which keeps both exercises.
    ///
    /// A function, not an initialiser: an initialiser takes its arguments owned, so each
    /// exercise would be copied in and destroyed for every link printed.
    static func difference(_ draft: Exercise, from base: Exercise) -> DraftFields? {
      guard draft.finished != nil || base.finished == nil else { return nil }
      return DraftFields(
        title: draft.title.hasSameScalars(as: base.title) ? nil : draft.title,
        type: draft.type == base.type ? nil : draft.type,
        distance: draft.distance == base.distance ? nil : draft.distance,
        starts: draft.starts == base.starts ? nil : draft.starts,
        finished: draft.finished == base.finished ? nil : draft.finished
      )
    }
  }
}
