/// The `--help` texts: the library's, with the app's words from ``NavigationCommandHelp``.
struct Usage {
  let help: NavigationCommandHelp

  private var tool: String { help.toolName }

  /// The help for the tool, or for one command.
  func text(for subcommand: NavigationSubcommand?) -> String {
    guard let subcommand else { return toolText }
    let (overview, usage, options) = synopsis(of: subcommand)
    var details = help.details[subcommand] ?? Self.details(of: subcommand)
    if subcommand == .routes { details += "\n\n" + Self.routesPage }
    return "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n\n\(details)\n" + (options.map { "\n\($0)\n" } ?? "")
  }

  private var toolText: String {
    """
    OVERVIEW: \(help.overview)

    USAGE: \(tool) <command> [options] [<argument>]

    COMMANDS:
      parse <url>             Link → canonical snapshot JSON on stdout.
      parse --batch           Links on stdin, one a line → one compact JSON line each.
      explain <url> [--json]  How a link is read and what it opens, or why it is refused.
      print [<file>|-]        Snapshot → canonical link on stdout.
      check [<file>|-]        Decode and resolve a snapshot → canonical snapshot JSON.
      golden [--record] [<dir>]
                              Run the golden fixtures (default: Fixtures).
      routes [--json]         The route table: patterns, query fields, examples.
      routes --html [--output <file>]
                              A page of every link for testers: each example link in every
                              origin, its QR code, and the commands that open it on devices.
      associated-domains --apple-app-id <TEAMID.bundle>... --output <dir>
                              Write apple-app-site-association (and, with
                              --android-package and --android-cert, assetlinks.json
                              and intent-filters.xml) from the link grammar.
      open --simulator [--device <udid>] <url>
      open --emulator [--serial <serial>] [--package <name>] <url>
                              Resolve a link, then open it on an iOS simulator (xcrun) or
                              an Android emulator (adb); --dry-run prints the command.

    OPTIONS:
      --catalog <file>        \(help.catalog)
      --now <iso8601>         \(help.now)
      --ids sequential|random \(help.ids)
      --lenient               Keep the valid part; report dropped parts on stderr.
      -h, --help              Show help for the tool or a command.
      --                      End of options (for a link that starts with "-").

    An option a command does not take, or an option that takes one value given twice,
    is a usage error.

    EXIT STATUS:
      0 ok, 1 refused by the resolver or not linkable, 2 malformed input,
      64 usage error, 66 input unreadable, 69 xcrun or adb not found (open),
      74 output could not be written, 75 xcrun or adb failed (open).

    Run '\(tool) <command> --help' for a command's details.

    """
  }

  /// A command's overview line, usage lines and options line (none for `golden`, whose
  /// usage line says them).
  private func synopsis(of subcommand: NavigationSubcommand) -> (String, String, String?) {
    switch subcommand {
    case .parse:
      (
        "Parse a deep link and print the state it opens as canonical snapshot JSON.",
        "\(tool) parse [options] <url>\n       \(tool) parse --batch [options] < links.txt",
        "OPTIONS: --catalog <file>, --now <iso8601>, --ids sequential|random, --lenient, --batch"
      )
    case .explain:
      (
        "Show how a deep link is read: origin, route, typed values, screens, or the refusal.",
        "\(tool) explain [options] <url>",
        "OPTIONS: --json, --catalog <file>, --now <iso8601>, --ids sequential|random, --lenient"
      )
    case .print:
      (
        "Read a snapshot, resolve it, and print its canonical deep link.",
        "\(tool) print [options] [<file>|-]", "OPTIONS: --catalog <file>, --now <iso8601>, --lenient"
      )
    case .check:
      (
        "Decode and resolve a snapshot, and print it as canonical snapshot JSON.",
        "\(tool) check [options] [<file>|-]", "OPTIONS: --catalog <file>, --now <iso8601>, --lenient"
      )
    case .routes:
      (
        "List every route of the link grammar, all from its declaration.",
        "\(tool) routes [--json | --html [--output <file>]] [--catalog <file>]",
        "OPTIONS: --json, --html, --output <file>, --catalog <file>"
      )
    case .open:
      (
        "Resolve a deep link, then open it on an iOS simulator or an Android emulator.",
        "\(tool) open --simulator [--device <udid>] [options] <url>\n"
          + "       \(tool) open --emulator [--serial <serial>] [--package <name>] [options] <url>",
        "OPTIONS: --dry-run, --catalog <file>, --now <iso8601>, --ids sequential|random, --lenient"
      )
    case .associatedDomains:
      (
        "Write the universal-link and app-link files from the link grammar.",
        "\(tool) associated-domains --apple-app-id <TEAMID.bundle>... --output <dir>\n"
          + "       [--android-package <name> --android-cert <SHA-256 fingerprint>...]",
        "OPTIONS: --apple-app-id <id>, --android-package <name>, --android-cert <fingerprint>,\n"
          + "         --output <dir>"
      )
    case .golden:
      (
        "Run the golden fixtures: links, snapshots, refusals and lenient cases.", "\(tool) golden [--record] [<dir>]",
        nil
      )
    }
  }
}
