import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The Codable form of the state is the snapshot body: every enum value is an object with one
// key, its case name, holding an object of labelled fields, and absent optionals are left out.
// The conformances use the standard containers only, so any coder reads and writes them; the
// canonical coders write dates and UUIDs as the snapshot's text, and another coder by its own
// strategies for them.

extension NavigationState: Codable {
  private enum CodingKeys: String, CodingKey {
    case exercises, held, tab
  }

  /// Reads the snapshot body: `{"exercises": …, "held"?: …, "tab": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      tab: try container.decode(AppTab.self, forKey: .tab),
      exercises: try container.decode(Exercises.self, forKey: .exercises),
      held: try container.decodeIfPresent(HeldLink.self, forKey: .held))
  }

  /// Writes the snapshot body, leaving out `held` when no link waits.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(exercises, forKey: .exercises)
    try container.encodeIfPresent(held, forKey: .held)
    try container.encode(tab.rawValue, forKey: .tab)
  }
}

extension NavigationState.Exercises: Codable {
  private enum CodingKeys: String, CodingKey {
    case destination, path
  }

  /// Reads `{"destination"?: …, "path": [ … ]}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      path: try container.decode([Route].self, forKey: .path),
      destination: try container.decodeIfPresent(NavigationState.Destination.self, forKey: .destination))
  }

  /// Writes the exercises tab, leaving out an absent destination.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(destination, forKey: .destination)
    try container.encode(path, forKey: .path)
  }
}

extension Route: Codable {
  private enum HistoryKeys: String, CodingKey {
    case type
  }

  private enum DetailKeys: String, CodingKey {
    case exercise
  }

  /// Reads `{"history": {"type": …}}` or `{"detail": {"exercise": …}}`.
  public init(from decoder: any Decoder) throws {
    let (name, fields) = try SnapshotCase.read(decoder, among: Self.caseNames)
    self =
      name == "history"
      ? .history(try fields.container(keyedBy: HistoryKeys.self).decode(Exercise.Mode.self, forKey: .type))
      : .detail(try fields.container(keyedBy: DetailKeys.self).decode(UUID.self, forKey: .exercise))
  }

  /// The case names, made once: an array literal in `init(from:)` is allocated on every call.
  private static let caseNames = ["detail", "history"]

  /// Writes the route as a one-key object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCase.Key.self)
    switch self {
    case .history(let mode):
      var fields = container.nestedContainer(keyedBy: HistoryKeys.self, forKey: SnapshotCase.Key("history"))
      try fields.encode(mode.rawValue, forKey: .type)
    case .detail(let id):
      var fields = container.nestedContainer(keyedBy: DetailKeys.self, forKey: SnapshotCase.Key("detail"))
      try fields.encode(id, forKey: .exercise)
    }
  }
}

extension NavigationState.Destination: Codable {
  private enum ExerciseKeys: String, CodingKey {
    case exercise
  }

  /// Reads `{"add" | "edit": {"destination"?: …, "draft": …}}` or
  /// `{"alert" | "dialog": {"exercise": …}}`.
  public init(from decoder: any Decoder) throws {
    let (name, fields) = try SnapshotCase.read(decoder, among: Self.caseNames)
    switch name {
    case "add": self = .add(try NavigationState.Form(from: fields))
    case "edit": self = .edit(try NavigationState.Form(from: fields))
    case "alert": self = .alert(try fields.container(keyedBy: ExerciseKeys.self).decode(UUID.self, forKey: .exercise))
    default: self = .dialog(try fields.container(keyedBy: ExerciseKeys.self).decode(UUID.self, forKey: .exercise))
    }
  }

  /// The case names, made once (see `Route`).
  private static let caseNames = ["add", "alert", "dialog", "edit"]

  /// Writes the destination as a one-key object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCase.Key.self)
    switch self {
    case .add(let form), .edit(let form):
      try container.encode(form, forKey: SnapshotCase.Key(caseName))
    case .alert(let id), .dialog(let id):
      var fields = container.nestedContainer(keyedBy: ExerciseKeys.self, forKey: SnapshotCase.Key(caseName))
      try fields.encode(id, forKey: .exercise)
    }
  }
}

extension NavigationState.Form: Codable {
  private enum CodingKeys: String, CodingKey {
    case destination, draft
  }

  /// Reads `{"destination"?: …, "draft": …}`, the fields of an add or edit case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      draft: try container.decode(Exercise.self, forKey: .draft),
      destination: try container.decodeIfPresent(NavigationState.FormDestination.self, forKey: .destination))
  }

  /// Writes the form, leaving out an absent destination.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(destination, forKey: .destination)
    try container.encode(draft, forKey: .draft)
  }
}

extension NavigationState.FormDestination: Codable {
  /// Reads `{"discard": {}}`; a field inside is not read, so a strict decoder refuses it.
  public init(from decoder: any Decoder) throws {
    let (_, fields) = try SnapshotCase.read(decoder, among: Self.caseNames)
    _ = try fields.container(keyedBy: SnapshotCase.Key.self)
    self = .discard
  }

  /// The case names, made once (see `Route`).
  private static let caseNames = allCases.map(\.rawValue)

  /// Writes `{"discard": {}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SnapshotCase.Key.self)
    _ = container.nestedContainer(keyedBy: SnapshotCase.Key.self, forKey: SnapshotCase.Key(rawValue))
  }
}
