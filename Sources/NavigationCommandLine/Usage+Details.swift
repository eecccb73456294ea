// The library's paragraph for each command, which an app may replace with its own
// (`NavigationCommandHelp.details`).
extension Usage {
  static func details(of subcommand: NavigationSubcommand) -> String {
    switch subcommand {
    case .parse: parse
    case .explain: explain
    case .print:
      """
      Reads stdin when the file is "-" or absent. A state without a link form is refused
      with not-linkable (exit 1).
      """
    case .check:
      """
      Reads every snapshot version this build reads (older ones carried forward by the
      format's migrations) and writes the current version.

      Reads stdin when the file is "-" or absent.
      """
    case .routes:
      """
      Each route with its pattern and typed captures, the query fields it takes and their
      types, what it opens, and an example link that opens on the catalog. Prints a
      Markdown table, or canonical JSON with --json.
      """
    case .open: open
    case .associatedDomains: associatedDomains
    case .golden: golden
    }
  }

  private static let parse = """
    With --batch, reads one link a line from stdin and writes one compact JSON line each:
    the snapshot, or {"error": {"code", "location", "message"}}. It exits 0 when it could
    read its input, whatever each line gave. With --lenient, each dropped part is a
    warning line on stderr that names its input line.
    """

  private static let explain = """
    For the person debugging a link: the origin rule that accepted it, the route pattern
    that matched (as routes prints it), each capture and query field with its type and
    value, the parameters and fragment the grammar ignores, and the screens the resolved
    state shows. For a refused link, the route it came closest to and the refusal (code,
    location, message). --json writes canonical JSON for tools. Exits as parse does: 0
    when the link opens, 1 or 2 for a refusal, which stderr also gets as its error line.
    """

  /// The paragraph on `routes --html`, after the `routes` paragraph, the app's or the
  /// library's: the page is the library's, whatever the app says of its table.
  static let routesPage = """
    --html writes one self-contained HTML page for the people who test links: each route's
    pattern, fields and legacy spellings, and its example link in every origin the grammar
    accepts, each with a QR code and the xcrun and adb commands that open it. The page
    fetches nothing and has the same bytes for the same grammar. --output <file> writes it
    to a file, whole or not at all, and prints the path; a file that cannot be written 74.
    """

  private static let open = """
    Reads and resolves the link as parse does: a refused link gets the same error line and
    status, and never reaches a device. Then runs, with arguments, never through a shell:
      xcrun simctl openurl <device> <url>                      (--device, default booted)
      adb [-s <serial>] shell am start -W -a android.intent.action.VIEW -d '<url>' [<package>]
    adb joins its arguments into a command line for the device's shell, so the link is
    quoted for that shell too. --dry-run prints the command, quoted for a POSIX shell,
    instead of running it. What xcrun or adb prints is passed on. Exits 69 when xcrun or
    adb is not on PATH, 75 when it runs and fails (no simulator booted, no device).
    """

  private static let associatedDomains = """
    Writes <dir>/apple-app-site-association (applinks.details with appIDs and components)
    and, when a package is given, <dir>/assetlinks.json and <dir>/intent-filters.xml
    (the <intent-filter> elements: https with android:autoVerify="true", and the custom
    scheme). Creates <dir> if it is missing (not its parents) and lists the files written.
    --apple-app-id and --android-cert may be given more than once. A malformed app ID
    (not a 10-character team ID, a dot and a bundle ID) or fingerprint (not 32
    colon-separated hex pairs) is a usage error (64); a file that cannot be written 74.
    """

  private static let golden = """
    Prints a unified diff for each mismatch and ends with "N passed, M failed". Every entry
    of <dir> must be a case, an expectation, catalog.json or a README.md: an unknown file or
    folder, an orphan .expected.json or a missing folder fails the run by name.

    With --record, rewrites the expectations that differ (never a case's input), lists
    them, and exits 1 when it rewrote any, so a re-record never passes silently; it exits 0
    when nothing needed recording. A case that cannot be recorded (in the wrong folder, or
    not valid UTF-8) fails as without --record. A golden file that cannot be written exits
    74. The fixtures' catalog is <dir>/catalog.json.
    """
}
