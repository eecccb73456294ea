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

    OPTIONS:
      --catalog <file>        The exercise catalog (default: the built-in sample catalog).
      --now <iso8601>         The clock for new drafts (default: now).
      --ids sequential|random The id generator for new drafts (default: random).
      --lenient               Keep the valid part; report dropped parts on stderr.
      -h, --help              Show help for the tool or a command.
      --                      End of options (for a link that starts with "-").

    EXIT STATUS:
      0 ok, 1 refused by the resolver or not linkable, 2 malformed input,
      64 usage error, 66 input file unreadable.

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
      read its input, whatever each line gave.

      OPTIONS: --catalog <file>, --now <iso8601>, --ids sequential|random, --lenient, --batch

      """
    case .print:
      """
      OVERVIEW: Read a snapshot, resolve it, and print its canonical deep link.

      USAGE: navlink print [options] [<file>|-]

      Reads stdin when the file is "-" or absent. States without a link form (a discard
      alert) are refused with not-linkable (exit 1).

      OPTIONS: --catalog <file>, --now <iso8601>, --lenient

      """
    case .check:
      """
      OVERVIEW: Decode and resolve a snapshot, and print it as canonical snapshot JSON.

      USAGE: navlink check [options] [<file>|-]

      OPTIONS: --catalog <file>, --lenient

      """
    case .golden:
      """
      OVERVIEW: Run the golden fixtures: links, snapshots, refusals and lenient cases.

      USAGE: navlink golden [--record] [<dir>]

      Prints a unified diff for each mismatch and ends with "N passed, M failed". With
      --record, rewrites the goldens, lists what changed, and exits 1 when anything changed,
      so a re-record never passes silently. The fixtures' catalog is <dir>/catalog.json.

      """
    }
  }
}
