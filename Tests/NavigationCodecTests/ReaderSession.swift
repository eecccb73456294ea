import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reading app's session, the worked example of a format that changed three times: version
/// 4 is current, and migrations carry sessions of versions 1, 2 and 3 forward.
///
/// Version 1 called a volume a `book` (also in the share sheet), kept `theme` and `fontScale` at
/// the top level, and had a `stats` screen. Version 2 renamed `book` to `volume`; version 3
/// moved the two display fields into `settings`; version 4 removed the `stats` screen.
struct ReaderSession: Codable, Hashable, Sendable {
  enum Screen: Codable, Hashable, Sendable {
    case shelf(name: String)
    case volume(id: UUID, page: Int?)
  }

  enum Sheet: Codable, Hashable, Sendable {
    case share(volume: UUID)
  }

  enum Theme: String, Codable, Hashable, Sendable, CaseIterable {
    case light, dark, sepia
  }

  struct Settings: Codable, Hashable, Sendable {
    var theme: Theme
    var fontScale: Double
  }

  var path: [Screen]
  var sheet: Sheet?
  var settings: Settings

  /// The format, version 4, with its three migrations.
  static let format = SnapshotFormat<ReaderSession>(
    name: "com.example.reader.session", version: 4,
    migrations: [renameBookToVolume, moveDisplayIntoSettings, dropStatsScreen])

  /// Version 1 → 2: the `book` case becomes `volume`, in the path and in the share sheet.
  static let renameBookToVolume = SnapshotMigration("rename-book-to-volume", from: 1) { document in
    for screen in document.elements(of: "/path") {
      document.renameCase(at: screen, from: "book", to: "volume")
    }
    document.moveValue(from: "/sheet/share/book", to: "/sheet/share/volume")
  }

  /// Version 2 → 3: `theme` and `fontScale` move from the top level into `settings`.
  static let moveDisplayIntoSettings = SnapshotMigration("move-display-into-settings", from: 2) { document in
    document.set(.object([]), at: "/settings")
    document.moveValue(from: "/theme", to: "/settings/theme")
    document.moveValue(from: "/fontScale", to: "/settings/fontScale")
  }

  /// Version 3 → 4: the `stats` screen no longer exists; a session that had it is refused
  /// there, or opens without it when read leniently.
  static let dropStatsScreen = SnapshotMigration("drop-stats-screen", from: 3) { (document) throws(NavigationError) in
    for screen in document.elements(of: "/path") where document.caseName(at: screen) == "stats" {
      try document.refuse(at: screen, .removedScreen, "the statistics screen was removed in version 4")
    }
  }
}

extension NavigationError.Code {
  /// The reader app's own code for a screen a later version removed.
  static let removedScreen = NavigationError.Code("removed-screen", layer: .resolution)
}
