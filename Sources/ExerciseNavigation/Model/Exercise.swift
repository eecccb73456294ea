import NavigationCodec

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// One exercise the user tracked: a ride, a run, a swim or a walk.
public struct Exercise: Identifiable, Hashable, Codable, Sendable {
  /// The exercise's stable id.
  public var id: UUID
  /// The distance in kilometres.
  public var distance: Double
  /// The user's title for it; may be empty while a form is half filled.
  public var title: String
  /// When it started.
  public var starts: Date
  /// When it finished, or `nil` while it is in progress.
  public var finished: Date?
  /// The kind of exercise.
  public var type: Mode

  /// Creates an exercise.
  public init(
    id: UUID, distance: Double, title: String, starts: Date, finished: Date? = nil, type: Mode
  ) {
    self.id = id
    self.distance = distance
    self.title = title
    self.starts = starts
    self.finished = finished
    self.type = type
  }

  /// Whether the exercise has finished.
  public var isFinished: Bool { finished != nil }

  /// Exercises are equal when every field is; titles compare by their Unicode scalars.
  ///
  /// `String`'s own `==` holds canonically equivalent text equal (`é` as one scalar or as
  /// `e` and a combining accent), but snapshots and links keep a title's scalars exactly. One
  /// rule for "the same title" everywhere (the printer leaving an unchanged field out, the
  /// discard rule, round trips) keeps a value that prints, saves and reopens as itself: a
  /// title that differs only in its normalization form is a change, and is written.
  public static func == (lhs: Exercise, rhs: Exercise) -> Bool {
    lhs.id == rhs.id && lhs.distance == rhs.distance && lhs.title.hasSameScalars(as: rhs.title)
      && lhs.starts == rhs.starts && lhs.finished == rhs.finished && lhs.type == rhs.type
  }

  /// Hashes every field; equal exercises hash alike, since text with the same scalars is also
  /// canonically equivalent.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(distance)
    hasher.combine(title)
    hasher.combine(starts)
    hasher.combine(finished)
    hasher.combine(type)
  }

  /// A fresh empty draft, as the add form starts with: empty title, cycling, distance 0, not
  /// finished, with the given id and start.
  public static func emptyDraft(id: UUID, starts: Date, type: Mode = .cycling) -> Exercise {
    Exercise(id: id, distance: 0, title: "", starts: starts, finished: nil, type: type)
  }

  /// The fresh draft the add form starts with over a stack.
  ///
  /// It has the history's type under a history and is cycling otherwise; links, link printing
  /// and the live models all start from it.
  public static func emptyDraft(id: UUID, starts: Date, over path: [Route]) -> Exercise {
    emptyDraft(id: id, starts: starts, type: path.historyType ?? .cycling)
  }

  /// Whether this add draft differs from the fresh draft an add form over `path` opens with
  /// at `now`: a title, a distance, a finish, another type than the list's, or another start.
  ///
  /// The one rule for "an add draft with unsaved changes": a printed link leaves out exactly
  /// the fields that match the fresh draft, the resolver refuses a discard alert over a draft
  /// that matches it (`nothing-to-discard`), and the add form asks to discard when it does
  /// not.
  public func differsFromFreshDraft(over path: [Route], at now: Date) -> Bool {
    differsFromFreshDraft(listType: path.historyType, at: now)
  }

  /// ``differsFromFreshDraft(over:at:)`` for a list screen given by its history's type (`nil`
  /// for the root list).
  func differsFromFreshDraft(listType: Mode?, at now: Date) -> Bool {
    self != .emptyDraft(id: id, starts: now.roundedToMilliseconds, type: listType ?? .cycling)
  }

  /// The kind of an exercise.
  public enum Mode: String, CaseIterable, Codable, Sendable, Hashable {
    /// A ride.
    case cycling
    /// A run.
    case running
    /// A swim.
    case swimming
    /// A walk.
    case walking

    /// Every case's raw value, in declaration order: the words links spell a type with.
    static let rawValues = allCases.map(\.rawValue)
  }

  /// Decodes the exercise object form of a snapshot; dates are ISO 8601 strings.
  public init(from decoder: any Decoder) throws {
    let container = try SnapshotDecodingContainer(decoder)
    id = try container.decode(UUID.self, forKey: "id")
    distance = try container.decode(Double.self, forKey: "distance")
    title = try container.decode(String.self, forKey: "title")
    starts = try container.decode(Date.self, forKey: "starts")
    finished = try container.decodeIfPresent(Date.self, forKey: "finished")
    type = try container.decode(Mode.self, rawValueForKey: "type")
  }

  /// Encodes the exercise object form of a snapshot, whatever the encoder's date strategy.
  public func encode(to encoder: any Encoder) throws {
    let container = SnapshotEncodingContainer(encoder)
    try container.encode(id, forKey: "id")
    try container.encode(distance, forKey: "distance")
    try container.encode(title, forKey: "title")
    try container.encode(starts, forKey: "starts")
    try container.encodeIfPresent(finished, forKey: "finished")
    try container.encode(type.rawValue, forKey: "type")
  }
}
