/// The tool's name and the app's words in its `--help` texts.
///
/// The library writes the rest: each command's usage line, options and exit statuses. Only
/// `toolName` and `overview` must be given; a text left out says what every app's tool does.
public struct NavigationCommandHelp: Sendable, Hashable {
  /// The tool's name, as the user types it; messages say `see '<toolName> --help'`.
  public var toolName: String
  /// What the tool is for, the first line of its help.
  public var overview: String
  /// What `--catalog` reads.
  public var catalog: String
  /// What `--now` sets.
  public var now: String
  /// What `--ids` chooses.
  public var ids: String
  /// A command's own paragraph, in place of the library's, for what the app does
  /// differently (which states have no link, what the clock is compared with).
  ///
  /// Lines are at most 90 columns, as the rest of the help.
  public var details: [NavigationSubcommand: String]

  /// Creates the help texts.
  ///
  /// - Parameters:
  ///   - toolName: The tool's name, as the user types it.
  ///   - overview: What the tool is for, in one line.
  ///   - catalog: What `--catalog` reads.
  ///   - now: What `--now` sets.
  ///   - ids: What `--ids` chooses.
  ///   - details: A command's own paragraph, in place of the library's.
  public init(
    toolName: String,
    overview: String,
    catalog: String = "The app's catalog (default: the built-in sample catalog).",
    now: String = "The clock for what links create (default: now).",
    ids: String = "The id generator for what links create (default: random).",
    details: [NavigationSubcommand: String] = [:]
  ) {
    self.toolName = toolName
    self.overview = overview
    self.catalog = catalog
    self.now = now
    self.ids = ids
    self.details = details
  }
}
