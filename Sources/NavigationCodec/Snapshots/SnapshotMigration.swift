/// One step of a snapshot format's history: a named function that turns a document of one
/// version into a document of the next.
///
/// ```swift
/// let renameBook = SnapshotMigration("rename-book-to-volume", from: 1) { document in
///   for screen in document.elements(of: "/path") {
///     document.renameCase(at: screen, from: "book", to: "volume")
///   }
/// }
/// ```
///
/// A migration edits the whole JSON document of version ``source`` (the envelope's `format` and
/// `version` included, which the engine sets afterwards) through ``SnapshotDocument``. It can
/// refuse a part it cannot carry forward with ``SnapshotDocument/refuse(at:_:_:)``: strict
/// reading then fails with that refusal, lenient reading drops the part and reports it with the
/// migration's name.
///
/// Any `Int` is accepted as a source version; a migration that no chain of versions reaches,
/// such as one from `Int.max`, is never run.
///
/// Two migrations are equal when they have the same name and source version.
public struct SnapshotMigration: Sendable, Hashable {
  /// The migration's name, reported with every part it drops, such as `drop-stats-screen`.
  public let name: String
  /// The version it reads; it writes version `source + 1`.
  public let source: Int
  let body: @Sendable (inout SnapshotDocument) throws(NavigationError) -> Void

  /// Creates a migration from version `source` to `source + 1`.
  public init(
    _ name: String, from source: Int,
    _ body: @escaping @Sendable (inout SnapshotDocument) throws(NavigationError) -> Void
  ) {
    self.name = name
    self.source = source
    self.body = body
  }

  /// The version it writes, `source + 1`; `nil` for a migration from `Int.max`, which no
  /// version follows and which is therefore never run.
  public var target: Int? {
    let (next, overflow) = source.addingReportingOverflow(1)
    return overflow ? nil : next
  }

  /// Whether two migrations have the same name and source version.
  public static func == (left: SnapshotMigration, right: SnapshotMigration) -> Bool {
    left.name == right.name && left.source == right.source
  }

  /// Hashes the name and source version.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(source)
  }
}
