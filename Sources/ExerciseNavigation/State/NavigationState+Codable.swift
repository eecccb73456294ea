import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The Codable form of the state is the snapshot body, whatever the encoder or
// decoder: every enum value is an object with one key, its case name, holding an object of
// labelled fields; absent optionals are left out; UUIDs are lowercase text and dates ISO 8601
// text, never the encoder's own strategies. So `JSONDecoder` reads a snapshot's body, and the
// canonical reader reads what `JSONEncoder` writes.

extension NavigationState: Codable {
  /// Reads the snapshot body: `{"exercises": …, "held"?: …, "tab": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try SnapshotDecodingContainer(decoder)
    self.init(
      tab: try container.decode(AppTab.self, rawValueForKey: "tab"),
      exercises: try container.decode(Exercises.self, forKey: "exercises"),
      held: try container.decodeIfPresent(HeldLink.self, forKey: "held"))
  }

  /// Writes the snapshot body, leaving out `held` when no link waits.
  public func encode(to encoder: any Encoder) throws {
    let container = SnapshotEncodingContainer(encoder)
    try container.encode(exercises, forKey: "exercises")
    try container.encodeIfPresent(held, forKey: "held")
    try container.encode(tab.rawValue, forKey: "tab")
  }
}

extension NavigationState.Exercises: Codable {
  /// Reads `{"destination"?: …, "path": [ … ]}`.
  public init(from decoder: any Decoder) throws {
    let container = try SnapshotDecodingContainer(decoder)
    self.init(
      path: try container.decode([Route].self, forKey: "path"),
      destination: try container.decodeIfPresent(NavigationState.Destination.self, forKey: "destination"))
  }

  /// Writes the exercises tab, leaving out an absent destination.
  public func encode(to encoder: any Encoder) throws {
    let container = SnapshotEncodingContainer(encoder)
    try container.encodeIfPresent(destination, forKey: "destination")
    try container.encode(path, forKey: "path")
  }
}

extension Route: Codable {
  /// Reads `{"history": {"type": …}}` or `{"detail": {"exercise": …}}`.
  public init(from decoder: any Decoder) throws {
    let (name, fields) = try SnapshotDecodingContainer.enumCase(of: decoder, among: Self.caseNames)
    self =
      name == "history"
      ? .history(try fields.decode(Exercise.Mode.self, rawValueForKey: "type"))
      : .detail(try fields.decode(UUID.self, forKey: "exercise"))
  }

  /// The case names, made once: an array literal in `init(from:)` is allocated on every call.
  private static let caseNames = ["detail", "history"]

  /// Writes the route as a one-key object.
  public func encode(to encoder: any Encoder) throws {
    let container = SnapshotEncodingContainer(encoder)
    switch self {
    case .history(let mode):
      let fields = container.nestedContainer(forKey: "history")
      try fields.encode(mode.rawValue, forKey: "type")
    case .detail(let id):
      let fields = container.nestedContainer(forKey: "detail")
      try fields.encode(id, forKey: "exercise")
    }
  }
}

extension NavigationState.Destination: Codable {
  /// Reads `{"add" | "edit": {"destination"?: …, "draft": …}}` or
  /// `{"alert" | "dialog": {"exercise": …}}`.
  public init(from decoder: any Decoder) throws {
    let (name, fields) = try SnapshotDecodingContainer.enumCase(of: decoder, among: Self.caseNames)
    switch name {
    case "add": self = .add(try NavigationState.Form(fields))
    case "edit": self = .edit(try NavigationState.Form(fields))
    case "alert": self = .alert(try fields.decode(UUID.self, forKey: "exercise"))
    default: self = .dialog(try fields.decode(UUID.self, forKey: "exercise"))
    }
  }

  /// The case names, made once (see `Route`).
  private static let caseNames = ["add", "alert", "dialog", "edit"]

  /// Writes the destination as a one-key object.
  public func encode(to encoder: any Encoder) throws {
    let container = SnapshotEncodingContainer(encoder)
    switch self {
    case .add(let form), .edit(let form):
      try container.encode(form, forKey: caseName)
    case .alert(let id), .dialog(let id):
      let fields = container.nestedContainer(forKey: caseName)
      try fields.encode(id, forKey: "exercise")
    }
  }
}

extension NavigationState.Form: Codable {
  /// Reads `{"destination"?: …, "draft": …}`, the fields of an add or edit case.
  public init(from decoder: any Decoder) throws {
    try self.init(SnapshotDecodingContainer(decoder))
  }

  /// Reads the form from its object, which an add or edit case holds.
  init(_ container: SnapshotDecodingContainer) throws {
    self.init(
      draft: try container.decode(Exercise.self, forKey: "draft"),
      destination: try container.decodeIfPresent(NavigationState.FormDestination.self, forKey: "destination"))
  }

  /// Writes the form, leaving out an absent destination.
  public func encode(to encoder: any Encoder) throws {
    let container = SnapshotEncodingContainer(encoder)
    try container.encodeIfPresent(destination, forKey: "destination")
    try container.encode(draft, forKey: "draft")
  }
}

extension NavigationState.FormDestination: Codable {
  /// Reads `{"discard": {}}`; a field inside is not read, so a strict decoder refuses it.
  public init(from decoder: any Decoder) throws {
    _ = try SnapshotDecodingContainer.enumCase(of: decoder, among: Self.caseNames)
    self = .discard
  }

  /// The case names, made once (see `Route`).
  private static let caseNames = allCases.map(\.rawValue)

  /// Writes `{"discard": {}}`.
  public func encode(to encoder: any Encoder) throws {
    let container = SnapshotEncodingContainer(encoder)
    _ = container.nestedContainer(forKey: rawValue)
  }
}
