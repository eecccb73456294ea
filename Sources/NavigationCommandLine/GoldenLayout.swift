import NavigationCodec

/// The layout of a golden fixtures directory, and every entry in it that breaks the layout.
///
/// ```
/// catalog.json                    the catalog every case resolves against
/// README.md, .editorconfig        notes for people and editors (optional)
/// <other>/                       folders other tests run (the app's `goldenFoldersRunElsewhere`)
/// links/{valid,spellings,refused}/<name>.json
/// snapshots/valid/<name>.json
/// snapshots/{refused,lenient}/<name>.json + <name>.expected.json
/// explain/<name>.json + <name>.expected.txt + <name>.expected.json   (optional folder)
/// ```
///
/// Nothing is skipped silently: a misspelled folder, a stray file, a `.JSON` extension, an
/// expectation without its input or a missing folder is a ``Problem`` that fails the run by
/// name, so a case can never drop out of the count unnoticed.
struct GoldenLayout {
  /// An entry that breaks the layout.
  struct Problem: Equatable {
    /// The entry, relative to the fixtures directory.
    var path: String
    /// What is wrong with it.
    var reason: String
  }

  /// The cases found, sorted by path.
  private(set) var cases: [GoldenCase] = []
  /// The entries that break the layout, in the order found.
  private(set) var problems: [Problem] = []

  private let directory: String

  /// The folders of cases and the kind of case each holds.
  static let caseFolders: [(folder: String, kind: GoldenCase.Kind)] = [
    ("links/valid", .validLink), ("links/spellings", .spellingLink), ("links/refused", .refusedLink),
    ("snapshots/valid", .validSnapshot), ("snapshots/refused", .refusedSnapshot),
    ("snapshots/lenient", .lenientSnapshot),
  ]

  /// The folder of `explain` cases, which an app's fixtures may leave out: each input gives
  /// two cases, its text and its JSON.
  static let explainFolder = "explain"
  static let explainExpectations: [(suffix: String, kind: GoldenCase.Kind)] = [
    (".expected.txt", .explainText), (".expected.json", .explainJSON),
  ]

  /// Files allowed anywhere beside the cases: notes for people and for editors.
  private static let notes: Set<String> = ["README.md", ".editorconfig"]

  /// Scans a fixtures directory.
  ///
  /// - Throws: The system's reason when the directory itself cannot be listed.
  ///
  /// - Parameters:
  ///   - directory: The fixtures directory.
  ///   - elsewhere: Folders of the directory that other tests run, left alone.
  init(scanning directory: String, leaving elsewhere: Set<String> = []) throws(IOFailure) {
    self.directory = directory
    try checkFolder(
      "", expecting: ["catalog.json", "links", "snapshots"], optional: elsewhere.union([Self.explainFolder]))
    try checkFolder("links", expecting: ["valid", "spellings", "refused"])
    try checkFolder("snapshots", expecting: ["valid", "refused", "lenient"])
    for (folder, kind) in Self.caseFolders where SystemIO.kind(of: path(folder)) == .directory {
      try scanCases(in: folder, kind: kind)
    }
    if SystemIO.kind(of: path(Self.explainFolder)) == .directory { try scanExplainCases() }
    // An explain input is two cases: ordered by their expectations too, so the order is fixed.
    cases.sort { lhs, rhs in
      lhs.input == rhs.input
        ? lhs.expected.utf8.lexicographicallyPrecedes(rhs.expected.utf8)
        : lhs.input.utf8.lexicographicallyPrecedes(rhs.input.utf8)
    }
  }

  private func path(_ relative: String) -> String {
    relative.isEmpty ? directory : directory + "/" + relative
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }

  /// Checks that a folder holds the expected entries and nothing else but notes and the
  /// optional entries.
  private mutating func checkFolder(_ folder: String, expecting expected: [String], optional: Set<String> = [])
    throws(IOFailure)
  {
    guard SystemIO.kind(of: path(folder)) == .directory else { return }
    let names = try SystemIO.listDirectory(path(folder))
    for name in expected where !names.contains(name) {
      problems.append(Problem(path: Self.join(folder, name), reason: "missing: the layout needs it"))
    }
    for name in names where !expected.contains(name) && !optional.contains(name) && !Self.notes.contains(name) {
      problems.append(
        Problem(
          path: Self.join(folder, name),
          reason: "unknown entry; expected only \(expected.joined(separator: ", ")) (and notes: README.md)"))
    }
  }

  private mutating func scanCases(in folder: String, kind: GoldenCase.Kind) throws(IOFailure) {
    let names = try SystemIO.listDirectory(path(folder))
    let pairsWithExpectation = kind == .refusedSnapshot || kind == .lenientSnapshot
    let inputs = Set(names.filter { isInput($0) })
    for name in names {
      let relative = Self.join(folder, name)
      if Self.notes.contains(name) { continue }
      guard SystemIO.kind(of: path(relative)) == .file else {
        problems.append(Problem(path: relative, reason: "not a file; cases are files directly in \(folder)"))
        continue
      }
      if name.hasSuffix(".expected.json") {
        let input = String(name.dropLast(".expected.json".count)) + ".json"
        if !pairsWithExpectation {
          problems.append(
            Problem(
              path: relative, reason: "\(folder) has no .expected.json files; the case file holds its expectation"))
        } else if !inputs.contains(input) {
          problems.append(
            Problem(path: relative, reason: "orphan expectation: \(Self.join(folder, input)) does not exist"))
        }
        continue
      }
      guard isInput(name) else {
        problems.append(Problem(path: relative, reason: "unknown entry; a case is a file named <name>.json"))
        continue
      }
      let expected =
        pairsWithExpectation ? Self.join(folder, String(name.dropLast(".json".count)) + ".expected.json") : relative
      cases.append(GoldenCase(kind: kind, input: relative, expected: expected))
    }
  }

  /// The `explain` cases: `<name>.json` holding `{"link": …}`, each with a text and a JSON
  /// expectation.
  private mutating func scanExplainCases() throws(IOFailure) {
    let folder = Self.explainFolder
    let names = try SystemIO.listDirectory(path(folder))
    let inputs = Set(names.filter { isInput($0) })
    for name in names where !Self.notes.contains(name) {
      let relative = Self.join(folder, name)
      guard SystemIO.kind(of: path(relative)) == .file else {
        problems.append(Problem(path: relative, reason: "not a file; cases are files directly in \(folder)"))
        continue
      }
      if let (suffix, _) = Self.explainExpectations.first(where: { name.hasSuffix($0.suffix) }) {
        let input = String(name.dropLast(suffix.count)) + ".json"
        if !inputs.contains(input) {
          problems.append(
            Problem(path: relative, reason: "orphan expectation: \(Self.join(folder, input)) does not exist"))
        }
        continue
      }
      guard isInput(name) else {
        problems.append(Problem(path: relative, reason: "unknown entry; a case is a file named <name>.json"))
        continue
      }
      let stem = Self.join(folder, String(name.dropLast(".json".count)))
      for (suffix, kind) in Self.explainExpectations {
        cases.append(GoldenCase(kind: kind, input: relative, expected: stem + suffix))
      }
    }
  }

  /// Whether a file name is a case input: `<name>.json` with a non-empty name, not an
  /// expectation.
  private func isInput(_ name: String) -> Bool {
    name.hasSuffix(".json") && name.count > ".json".count && !name.hasSuffix(".expected.json")
  }
}
