public import NavigationCodec

/// What an app tells its command-line tool: how it reads its catalog, opens and prints its
/// links, restores and writes its snapshots, and which grammar its links follow.
///
/// Describe the app once, and ``NavigationCommand`` gives it `parse`, `explain`, `print`,
/// `check`, `golden`, `routes` and `associated-domains` for its own links and snapshots:
///
/// ```swift
/// struct NotesCommandApp: NavigationCommandApp {
///   var help: NavigationCommandHelp {
///     NavigationCommandHelp(
///       toolName: "noteslink", overview: "The notes app's links.")
///   }
///   var sampleCatalog: NotesCatalog { .sample }
///   var grammar: LinkGrammar<NotesLink> { NotesLink.grammar }
///
///   func readCatalog(_ bytes: [UInt8]) throws(NavigationError)
///     -> NotesCatalog
///   {
///     try CanonicalJSONDecoder().decode(NotesCatalog.self, from: bytes)
///   }
///
///   func codec(
///     catalog: NotesCatalog, ids: IDGenerator, clock: DateSource
///   ) -> NotesCodec {
///     NotesCodec(catalog: catalog, ids: ids, clock: clock)
///   }
/// }
/// ```
///
/// The tool builds one codec for each run from the options (`--catalog`, `--ids`, `--now`),
/// and the golden runner one for each case, so a codec may hold what it prepares.
public protocol NavigationCommandApp: Sendable {
  /// What the app's codec opens links into and restores snapshots into.
  associatedtype Codec: NavigationCommandCodec
  /// What states are resolved against: the app's stored data, read from `--catalog`.
  associatedtype Catalog: Sendable
  /// What the app's link grammar reads and prints.
  associatedtype Target: Sendable

  /// The tool's name and the texts of its `--help`.
  var help: NavigationCommandHelp { get }

  /// The catalog a command uses when `--catalog` is not given.
  var sampleCatalog: Catalog { get }

  /// The largest catalog file read, in bytes; a larger one is refused, not cut short.
  ///
  /// The default is the snapshot size limit of `Limits.default`.
  var catalogSizeLimit: Int { get }

  /// Reads a catalog file: the file named by `--catalog`, or a golden directory's
  /// `catalog.json`.
  ///
  /// - Throws: The refusal, located in the file; the tool reports it naming the file.
  func readCatalog(_ bytes: [UInt8]) throws(NavigationError) -> Catalog

  /// The app's link grammar: `routes` lists it, `explain` shows how it reads a link,
  /// `associated-domains` writes its files.
  var grammar: LinkGrammar<Target> { get }

  /// The route table `routes` prints; each example link should open on `catalog`.
  ///
  /// The default is the grammar's table with each kind's own example values.
  func routeTable(catalog: Catalog) -> [LinkRouteDescription]

  /// Folders of a golden directory that other tests run, which `golden` leaves alone.
  ///
  /// Every other entry that is not part of the golden layout fails the run by name. The
  /// default is none.
  var goldenFoldersRunElsewhere: Set<String> { get }

  /// The codec for one run: links and snapshots resolved against `catalog`, with the id
  /// generator and clock the options ask for (`--ids`, `--now`).
  ///
  /// - Throws: When the app cannot be composed, such as two modules reading the same link;
  ///   the tool reports it as an internal error (status 70).
  func codec(catalog: Catalog, ids: IDGenerator, clock: DateSource) throws -> Codec
}

extension NavigationCommandApp {
  /// The snapshot size limit of `Limits.default`.
  public var catalogSizeLimit: Int { Limits.default.snapshotSize }

  /// The grammar's route table with each kind's own example values.
  public func routeTable(catalog: Catalog) -> [LinkRouteDescription] { grammar.routeTable() }

  /// No folder: every entry of a golden directory belongs to its layout.
  public var goldenFoldersRunElsewhere: Set<String> { [] }
}
