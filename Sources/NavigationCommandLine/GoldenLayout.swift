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
/// pages/routes.html               the page of `routes --html`          (optional folder)
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

  /// A folder of cases: what each input in it gives.
  private struct CaseFolder {
    /// The folder, relative to the fixtures directory.
    var folder: String
    /// One case per entry: its kind, and the suffix of its expectation file beside the input
    /// (`nil`: the input holds its own expectation).
    var cases: [(expectation: String?, kind: GoldenCase.Kind)]
    /// Whether an app's fixtures may leave the folder out.
    var isOptional = false
  }

  /// The folders of cases, in the order they are scanned.
  private static let caseFolders: [CaseFolder] = [
    CaseFolder(folder: "links/valid", cases: [(nil, .validLink)]),
    CaseFolder(folder: "links/spellings", cases: [(nil, .spellingLink)]),
    CaseFolder(folder: "links/refused", cases: [(nil, .refusedLink)]),
    CaseFolder(folder: "snapshots/valid", cases: [(nil, .validSnapshot)]),
    CaseFolder(folder: "snapshots/refused", cases: [(".expected.json", .refusedSnapshot)]),
    CaseFolder(folder: "snapshots/lenient", cases: [(".expected.json", .lenientSnapshot)]),
    CaseFolder(
      folder: "explain", cases: [(".expected.txt", .explainText), (".expected.json", .explainJSON)], isOptional: true),
  ]

  /// The optional folder of generated pages, and the one page it holds.
  private static let pages = (folder: "pages", routes: "pages/routes.html")

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
    let optionalFolders = Self.caseFolders.filter(\.isOptional).map(\.folder) + [Self.pages.folder]
    try checkFolder("", expecting: ["catalog.json", "links", "snapshots"], optional: elsewhere.union(optionalFolders))
    try checkFolder("links", expecting: ["valid", "spellings", "refused"])
    try checkFolder("snapshots", expecting: ["valid", "refused", "lenient"])
    for caseFolder in Self.caseFolders where SystemIO.kind(of: path(caseFolder.folder)) == .directory {
      try scanCases(in: caseFolder)
    }
    if SystemIO.kind(of: path(Self.pages.folder)) == .directory {
      // The page is a case as soon as its folder exists, so that recording writes a new one.
      try checkFolder(Self.pages.folder, expecting: [], optional: ["routes.html"])
      cases.append(GoldenCase(kind: .routesPage, input: Self.pages.routes, expected: Self.pages.routes))
    }
    // An input may give two cases: ordered by their expectations too, so the order is fixed.
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

  /// Collects a folder's cases; every entry that is neither a case, an expectation with its
  /// input, nor a note is a problem.
  private mutating func scanCases(in caseFolder: CaseFolder) throws(IOFailure) {
    let folder = caseFolder.folder
    let names = try SystemIO.listDirectory(path(folder))
    let inputs = Set(names.filter { isInput($0) })
    let suffixes = caseFolder.cases.compactMap(\.expectation)
    for name in names where !Self.notes.contains(name) {
      let relative = Self.join(folder, name)
      guard SystemIO.kind(of: path(relative)) == .file else {
        problems.append(Problem(path: relative, reason: "not a file; cases are files directly in \(folder)"))
        continue
      }
      if let suffix = suffixes.first(where: { name.hasSuffix($0) }) {
        let input = String(name.dropLast(suffix.count)) + ".json"
        if !inputs.contains(input) {
          problems.append(
            Problem(path: relative, reason: "orphan expectation: \(Self.join(folder, input)) does not exist"))
        }
      } else if suffixes.isEmpty && name.hasSuffix(".expected.json") {
        problems.append(
          Problem(path: relative, reason: "\(folder) has no .expected.json files; the case file holds its expectation"))
      } else if !isInput(name) {
        problems.append(Problem(path: relative, reason: "unknown entry; a case is a file named <name>.json"))
      } else {
        let stem = Self.join(folder, String(name.dropLast(".json".count)))
        for (suffix, kind) in caseFolder.cases {
          cases.append(GoldenCase(kind: kind, input: relative, expected: suffix.map { stem + $0 } ?? relative))
        }
      }
    }
  }

  /// Whether a file name is a case input: `<name>.json` with a non-empty name, not an
  /// expectation.
  private func isInput(_ name: String) -> Bool {
    name.hasSuffix(".json") && name.count > ".json".count && !name.hasSuffix(".expected.json")
  }
}
