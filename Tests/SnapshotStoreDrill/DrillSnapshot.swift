import NavigationCodec

/// The snapshots the drill saves: each names its id and carries a filler whose length and text
/// follow from the id, so a file mixing two saves, or cut short, can never pass as one of them.
struct DrillSnapshot: Codable, Equatable {
  var id: Int
  var filler: [String]

  static let format = SnapshotFormat<DrillSnapshot>(name: "com.example.store-drill", version: 1)

  /// The snapshot with this id: between 1 and 1,500 filler lines (up to about 40 KB), so that
  /// a write takes long enough for kills to land inside it.
  init(id: Int) {
    self.id = id
    filler = (0..<(id % 1_500 + 1)).map { "line \($0) of snapshot \(id)" }
  }

  /// Whether the decoded value is exactly the snapshot its id names.
  var isIntact: Bool { self == DrillSnapshot(id: id) }

  /// A store for drill snapshots in a directory: a file is good when it decodes.
  static func store(in directory: String) -> SnapshotStore {
    SnapshotStore(directory: directory, name: "session") { bytes throws(NavigationError) in
      _ = try format.decode(bytes)
    }
  }

  /// The id of a loaded snapshot, or `nil` when its bytes are not an intact drill snapshot.
  static func id(of bytes: [UInt8]) -> Int? {
    guard let snapshot = try? format.decode(bytes), snapshot.isIntact else { return nil }
    return snapshot.id
  }
}
