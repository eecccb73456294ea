import Foundation
import NavigationCodec

/// The snapshots of the store's crash drill (`Tests/SnapshotStoreDrill`), read back here: each
/// names its id, and its filler follows from the id.
struct DrillRecord: Codable, Equatable {
  var id: Int
  var filler: [String]

  static let format = SnapshotFormat<DrillRecord>(name: "com.example.store-drill", version: 1)

  /// The record the drill writes for `id`.
  init(id: Int) {
    self.id = id
    filler = (0..<(id % 1_500 + 1)).map { "line \($0) of snapshot \(id)" }
  }

  var bytes: [UInt8] {
    get throws { try Self.format.encode(self) }
  }

  /// A store of drill snapshots named `session`, as the drill's.
  static func store(in directory: String) -> SnapshotStore {
    SnapshotStore(directory: directory, name: "session") { bytes throws(NavigationError) in
      _ = try format.decode(bytes)
    }
  }

  /// The id of the snapshot a store loads, or `nil`.
  static func loadedID(_ store: SnapshotStore) -> Int? {
    store.load().flatMap { try? format.decode($0.bytes).id }
  }
}

/// A fresh directory for one test.
func makeStoreDirectory() throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID())")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}
