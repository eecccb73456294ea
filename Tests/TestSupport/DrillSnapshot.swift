public import NavigationCodec

/// The snapshots of the store's crash drill (`Tests/SnapshotStoreDrill`), also read by the
/// store's tests: each names its id and carries a filler whose length and text follow from the
/// id, so a file mixing two saves, or cut short, can never pass as one of them.
public struct DrillSnapshot: Codable, Equatable, Sendable {
  /// The snapshot's id.
  public var id: Int
  /// Between 1 and 1,500 lines (up to about 50 KB), so that a write takes long enough for kills
  /// to land inside it.
  public var filler: [String]

  /// The drill's format.
  public static let format = SnapshotFormat<DrillSnapshot>(name: "com.example.store-drill", version: 1)

  /// The snapshot with this id.
  public init(id: Int) {
    self.id = id
    filler = (0..<(id % 1_500 + 1)).map { "line \($0) of snapshot \(id)" }
  }

  /// The snapshot's canonical bytes.
  public var bytes: [UInt8] {
    get throws(NavigationError) { try Self.format.encode(self) }
  }

  /// Whether the decoded value is exactly the snapshot its id names.
  public var isIntact: Bool { self == DrillSnapshot(id: id) }

  /// A store of drill snapshots in a directory, named `session`: a file is good when it
  /// decodes.
  public static func store(in directory: String) -> SnapshotStore {
    SnapshotStore(directory: directory, name: "session") { bytes throws(NavigationError) in
      _ = try format.decode(bytes)
    }
  }

  /// The id of a loaded snapshot, or `nil` when its bytes are not an intact drill snapshot.
  public static func id(of bytes: [UInt8]) -> Int? {
    guard let snapshot = try? format.decode(bytes), snapshot.isIntact else { return nil }
    return snapshot.id
  }

  /// The id of the snapshot a store loads, or `nil`.
  public static func loadedID(_ store: SnapshotStore) -> Int? {
    store.load().flatMap { id(of: $0.bytes) }
  }
}
