/// The outer object every snapshot shares: a `format` name and a `version` number beside the
/// app's own fields.
///
/// The envelope is read before anything else, so a file of another format or a future version
/// is refused with `unsupported-format` or `unsupported-version` instead of a confusing field
/// error. A document of an older version is carried forward by the envelope's
/// ``migrations`` before the app reads its fields, so the app reads only the current shape.
struct SnapshotEnvelope: Sendable, Hashable {
  /// The format name, such as `doexercise.navigation`.
  var format: String
  /// The versions this build reads; the last one is the version it writes.
  var versions: [Int]
  /// The limits applied when reading.
  var limits: Limits
  /// Every top-level field, `format` and `version` included, for unknown-field messages.
  var fields: [String]
  /// The migrations that carry an older document forward, one per version step.
  var migrations: [SnapshotMigration] = []

  /// Creates an envelope that reads exactly the given versions, with no migrations.
  init(format: String, versions: [Int], fields: [String] = [], limits: Limits = .default) {
    self.format = format
    self.versions = versions
    self.fields = fields
    self.limits = limits
  }

  /// Creates an envelope that writes `version` and reads it and every older version a chain of
  /// `migrations` leads from.
  ///
  /// The versions read are `version`, then each migration's source for as long as a migration
  /// leads to the oldest version so far: with migrations from 1 and 2 to a current 3, the
  /// envelope reads 1, 2 and 3. A migration no chain reaches is never run.
  init(
    format: String, version: Int, migrations: [SnapshotMigration], fields: [String] = [],
    limits: Limits = .default
  ) {
    var versions = [version]
    while let step = migrations.first(where: { $0.target == versions[0] }), step.source < versions[0] {
      versions.insert(step.source, at: 0)
    }
    self.init(format: format, versions: versions, fields: fields, limits: limits)
    self.migrations = migrations
  }

  /// The version snapshots are written in.
  var currentVersion: Int { versions.last ?? 1 }

  /// Reads JSON bytes, checks the envelope, and returns the top-level object with `format` and
  /// `version` already read, ready for the app's fields.
  func decode(_ bytes: some Collection<UInt8>) throws(NavigationError) -> (version: Int, body: SnapshotObject) {
    try open(SnapshotNode(parsing: bytes, limits: limits))
  }

  /// Checks the envelope of an already-read document, and migrates an older one (strictly: the
  /// first part a migration refuses is thrown).
  func open(_ root: SnapshotNode) throws(NavigationError) -> (version: Int, body: SnapshotObject) {
    let opened = try open(root, policy: .strict)
    return (opened.version, opened.body)
  }

  /// Checks the envelope of an already-read document and migrates an older one to the current
  /// version.
  ///
  /// Errors the app reports while reading ``Opened/body`` locate nodes of the migrated
  /// document: the current shape, which is the one the app reads.
  ///
  /// - Parameters:
  ///   - root: The document, as read.
  ///   - policy: What a part a migration refuses does: fail the reading (strict), or drop the
  ///     part and report it in ``Opened/dropped`` (lenient).
  /// - Returns: The document in the current version's shape, with its top-level object.
  /// - Throws: `unsupported-format` and `unsupported-version` for the envelope, and a
  ///   migration's refusal under the strict policy.
  func open(_ root: SnapshotNode, policy: ResolutionPolicy) throws(NavigationError) -> Opened {
    let (version, body) = try openWithoutMigrating(root)
    // A version with no migration from it is read as it is: the current one, or an older one
    // an envelope made with `init(format:versions:)` lets the app branch on.
    guard version != currentVersion, migrations.contains(where: { $0.source == version }) else {
      return Opened(version: version, root: root, body: body, migrations: [], dropped: [])
    }
    var document = SnapshotDocument(root.value, policy: policy)
    var applied: [String] = []
    var step = version
    while step < currentVersion, let migration = migrations.first(where: { $0.source == step }),
      let target = migration.target
    {
      document.migration = migration.name
      try migration.body(&document)
      document.removeRefusedParts()
      applied.append(migration.name)
      step = target
    }
    document.set(.string(format), at: "/format")
    document.set(.number(Double(currentVersion)), at: "/version")
    let migrated = SnapshotNode(document.root)
    let (_, migratedBody) = try openWithoutMigrating(migrated)
    return Opened(version: version, root: migrated, body: migratedBody, migrations: applied, dropped: document.dropped)
  }

  /// A document whose envelope was checked, carried forward to the current version.
  struct Opened {
    /// The version the document was written in.
    var version: Int
    /// The whole document, in the current version's shape.
    var root: SnapshotNode
    /// The top-level object, `format` and `version` already read.
    var body: SnapshotObject
    /// The names of the migrations that ran, in order; empty for a current document.
    var migrations: [String]
    /// The parts migrations refused and lenient reading dropped, in order.
    var dropped: [DroppedPart]
  }

  /// Checks the format and version fields.
  private func openWithoutMigrating(_ root: SnapshotNode) throws(NavigationError) -> (
    version: Int, body: SnapshotObject
  ) {
    guard root.isObject else {
      throw NavigationError(
        .unsupportedFormat, at: root.pointer,
        "expected a \"\(format)\" snapshot object but found \(root.kindDescription)")
    }
    // A key written twice anywhere is refused before any migration or reader sees the
    // document, where every other reader refuses it: the first in document order.
    try root.refuseRepeatedKeys()
    var body = try root.object(fields: fields)
    guard let formatNode = body.optional("format") else {
      throw NavigationError(
        .unsupportedFormat, at: root.pointer / "format",
        "expected a field \"format\": \"\(format)\"")
    }
    guard formatNode.isString(format) else {
      throw NavigationError(
        .unsupportedFormat, at: formatNode.pointer,
        "expected the format \"\(format)\" but found \(describe(formatNode))")
    }
    let versionNode = try body.required("version")
    // Any integer is a version, however large, read exactly from its digits (`2`, `2.0` and
    // `2e0` are 2) and compared as an integer: never equal to a nearby version through a
    // `Double`, and one beyond `Int` is named as written rather than converted (which would trap).
    let version: Int
    switch versionNode.integer() {
    case .value(let integer)?: version = integer
    case .outOfRange?: throw unsupportedVersion(versionNode.exactNumberDescription, at: versionNode)
    case .notInteger?, nil: throw versionNode.invalid("an integer version")
    }
    guard versions.contains(version) else { throw unsupportedVersion(String(version), at: versionNode) }
    return (version, body)
  }

  private func unsupportedVersion(_ named: String, at node: SnapshotNode) -> NavigationError {
    let readable = versions.map(String.init).joined(separator: ", ")
    return NavigationError(
      .unsupportedVersion, at: node.pointer,
      "this snapshot is version \(named); this build reads " + (versions.count == 1 ? "version " : "versions ")
        + readable)
  }

  private func describe(_ node: SnapshotNode) -> String {
    node.stringValue.map { "\"\($0)\"" } ?? node.kindDescription
  }
}
