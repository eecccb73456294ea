/// The `--help` texts.
enum Usage {
  static let tool = """
    OVERVIEW: Parse, print and check the exercise app's deep links and navigation snapshots.

    USAGE: navlink <command> [options] [<argument>]

    COMMANDS:
      parse <url>             Link → canonical snapshot JSON on stdout.
      parse --batch           Links on stdin, one a line → one compact JSON line each.
      print [<file>|-]        Snapshot → canonical link on stdout.
      check [<file>|-]        Decode and resolve a snapshot → canonical snapshot JSON.
      golden [--record] [<dir>]
                              Run the golden fixtures (default: Fixtures).
      routes [--json]         The route table: patterns, query fields, examples.
      associated-domains --apple-app-id <TEAMID.bundle>... --output <dir>
                              Write apple-app-site-association (and, with
                              --android-package and --android-cert, assetlinks.json
                              and intent-filters.xml) from the link grammar.

    OPTIONS:
      --catalog <file>        The exercise catalog (default: the built-in sample catalog).
      --now <iso8601>         The clock for new drafts (default: now).
      --ids sequential|random The id generator for new drafts (default: random).
      --lenient               Keep the valid part; report dropped parts on stderr.
      -h, --help              Show help for the tool or a command.
      --                      End of options (for a link that starts with "-").

    An option a command does not take, or an option that takes one value given twice,
    is a usage error.

    EXIT STATUS:
      0 ok, 1 refused by the resolver or not linkable, 2 malformed input,
      64 usage error, 66 input unreadable, 74 output could not be written.

    Run 'navlink <command> --help' for a command's details.

    """

  static func text(for command: Invocation.Command?) -> String {
    switch command {
    case nil: tool
    case .parse:
      """
      OVERVIEW: Parse a deep link and print the state it opens as canonical snapshot JSON.

      USAGE: navlink parse [options] <url>
             navlink parse --batch [options] < links.txt

      With --batch, reads one link a line from stdin and writes one compact JSON line each:
      the snapshot, or {"error": {"code", "location", "message"}}. It exits 0 when it could
      read its input, whatever each line gave. With --lenient, each dropped part is a
      warning line on stderr that names its input line.

      OPTIONS: --catalog <file>, --now <iso8601>, --ids sequential|random, --lenient, --batch

      """
    case .print:
      """
      OVERVIEW: Read a snapshot, resolve it, and print its canonical deep link.

      USAGE: navlink print [options] [<file>|-]

      Reads stdin when the file is "-" or absent. States without a link form (a discard
      alert, an edit that removes a stored finish) are refused with not-linkable (exit 1).
      --now is the clock an add draft's default start is compared with.

      OPTIONS: --catalog <file>, --now <iso8601>, --lenient

      """
    case .check:
      """
      OVERVIEW: Decode and resolve a snapshot, and print it as canonical snapshot JSON.

      USAGE: navlink check [options] [<file>|-]

      Reads every snapshot version this build reads (older ones carried forward by the
      format's migrations) and writes the current version.

      Reads stdin when the file is "-" or absent. --now is the clock a discard alert over an
      add draft is checked with: the draft must differ from a fresh one started then.

      OPTIONS: --catalog <file>, --now <iso8601>, --lenient

      """
    case .routes:
      """
      OVERVIEW: List every route of the link grammar, all from its declaration.

      USAGE: navlink routes [--json] [--catalog <file>]

      Each route with its pattern and typed captures, the query fields it takes and their
      types, what it opens, and an example link that opens on the catalog (the first
      exercise, and its type under a history). Prints a Markdown table (the README's link
      table is this output), or canonical JSON with --json.

      OPTIONS: --json, --catalog <file>

      """
    case .associatedDomains:
      """
      OVERVIEW: Write the universal-link and app-link files from the link grammar.

      USAGE: navlink associated-domains --apple-app-id <TEAMID.bundle>... --output <dir>
             [--android-package <name> --android-cert <SHA-256 fingerprint>...]

      Writes <dir>/apple-app-site-association (applinks.details with appIDs and components)
      and, when a package is given, <dir>/assetlinks.json and <dir>/intent-filters.xml
      (the <intent-filter> elements: https with android:autoVerify="true", and the custom
      scheme). Creates <dir> if it is missing (not its parents) and lists the files written.
      --apple-app-id and --android-cert may be given more than once. A malformed app ID
      (not a 10-character team ID, a dot and a bundle ID) or fingerprint (not 32
      colon-separated hex pairs) is a usage error (64); a file that cannot be written 74.

      OPTIONS: --apple-app-id <id>, --android-package <name>, --android-cert <fingerprint>,
               --output <dir>

      """
    case .golden:
      """
      OVERVIEW: Run the golden fixtures: links, snapshots, refusals and lenient cases.

      USAGE: navlink golden [--record] [<dir>]

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
  }
}
