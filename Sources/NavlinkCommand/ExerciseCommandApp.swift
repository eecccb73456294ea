public import ExerciseNavigation
public import NavigationCodec
public import NavigationCommandLine

/// The exercise app as its command-line tool, `navlink`, sees it: its catalog, its codec and
/// its grammar.
public struct ExerciseCommandApp: NavigationCommandApp {
  /// Creates the description.
  public init() {}

  /// `navlink`'s help, with the exercise app's words for what a link creates and which states
  /// have no link.
  public var help: NavigationCommandHelp {
    NavigationCommandHelp(
      toolName: "navlink",
      overview: "Parse, print and check the exercise app's deep links and navigation snapshots.",
      catalog: "The exercise catalog (default: the built-in sample catalog).",
      now: "The clock for new drafts (default: now).",
      ids: "The id generator for new drafts (default: random).",
      details: Self.details)
  }

  /// The built-in sample catalog.
  public var sampleCatalog: ExerciseCatalog { .sample }

  /// The catalog file limit, far above a session snapshot's.
  public var catalogSizeLimit: Int { ExerciseCatalog.fileLimits.snapshotSize }

  /// Reads `{"exercises": [ … ]}`.
  public func readCatalog(_ bytes: [UInt8]) throws(NavigationError) -> ExerciseCatalog {
    try ExerciseCatalog.decode(bytes, limits: ExerciseCatalog.fileLimits)
  }

  /// The exercise grammar with its default origins.
  public var grammar: LinkGrammar<ExerciseLink> { ExerciseLinks().grammar }

  /// The route table, each route's example naming the first exercise of `catalog` (and, under
  /// a history, that exercise's type), so that every example opens on it.
  ///
  /// `navlink routes` prints this table; the README's link table is its Markdown form.
  public func routeTable(catalog: ExerciseCatalog) -> [LinkRouteDescription] {
    let sample = catalog.exercises.first
    return ExerciseLinkGrammar.grammar.routeTable { name, _ in
      switch name {
      case "exercise": sample.map { .uuid($0.id) }
      case "type": sample.flatMap { Exercise.Mode.allCases.firstIndex(of: $0.type) }.map(LinkValue.keyword)
      default: nil
      }
    }
  }

  /// The fixtures' folders that `swift test` runs: the engine's Codable goldens, the modular
  /// sample's, and the generated files.
  public var goldenFoldersRunElsewhere: Set<String> { ["codable", "modular", "generated"] }

  /// The exercise codec for the catalog, ids and clock.
  public func codec(catalog: ExerciseCatalog, ids: IDGenerator, clock: DateSource) -> ExerciseCodec {
    ExerciseCodec(catalog: catalog, ids: ids, clock: clock)
  }

  /// The paragraphs that say what the exercise app does differently.
  private static let details: [NavigationSubcommand: String] = [
    .print: """
    Reads stdin when the file is "-" or absent. States without a link form (a discard
    alert, an edit that removes a stored finish) are refused with not-linkable (exit 1).
    --now is the clock an add draft's default start is compared with.
    """,
    .check: """
    Reads every snapshot version this build reads (older ones carried forward by the
    format's migrations) and writes the current version.

    Reads stdin when the file is "-" or absent. --now is the clock a discard alert over an
    add draft is checked with: the draft must differ from a fresh one started then.
    """,
    .routes: """
    Each route with its pattern and typed captures, the query fields it takes and their
    types, what it opens, and an example link that opens on the catalog (the first
    exercise, and its type under a history). Prints a Markdown table (the README's link
    table is this output), or canonical JSON with --json.
    """,
  ]
}

extension ExerciseCodec: NavigationCommandCodec {}
