/// The commands of an app's command-line tool.
public enum NavigationSubcommand: String, CaseIterable, Sendable, Hashable {
  /// `parse <url>`: a link to the snapshot of the state it opens; `--batch` reads stdin.
  case parse
  /// `explain <url> [--json]`: how a link is read and what it opens, or why it is refused.
  case explain
  /// `print [<file>|-]`: a snapshot to its state's canonical link.
  case print
  /// `check [<file>|-]`: a snapshot decoded, resolved and written in the current version.
  case check
  /// `golden [--record] [<dir>]`: the golden fixtures run against the app.
  case golden
  /// `routes [--json | --html [--output <file>]]`: the route table of the app's link
  /// grammar, or the page of every link.
  case routes
  /// `associated-domains`: the universal-link and app-link files of the app's grammar.
  case associatedDomains = "associated-domains"
  /// `open --simulator|--emulator <url>`: a link resolved, then opened on an iOS simulator
  /// or an Android emulator.
  case open

  /// The options the command takes (besides `--help` and `--`); any other is a usage error
  /// rather than silently ignored.
  var options: Set<String> {
    switch self {
    case .parse: ["--catalog", "--now", "--ids", "--lenient", "--batch"]
    case .explain: ["--catalog", "--now", "--ids", "--lenient", "--json"]
    case .print, .check: ["--catalog", "--now", "--lenient"]
    case .golden: ["--record"]
    case .routes: ["--catalog", "--json", "--html", "--output"]
    case .associatedDomains: ["--apple-app-id", "--android-package", "--android-cert", "--output"]
    case .open:
      [
        "--catalog", "--now", "--ids", "--lenient", "--simulator", "--emulator", "--device", "--serial", "--package",
        "--dry-run",
      ]
    }
  }

  /// The options that take one value, so may be given once.
  ///
  /// A second one would silently replace or be replaced by the first, so it is a usage
  /// error. `--apple-app-id` and `--android-cert` add a value each time; flags repeat
  /// harmlessly.
  static let singleValued: Set<String> = [
    "--catalog", "--now", "--ids", "--android-package", "--output", "--device", "--serial", "--package",
  ]

  /// How many positional arguments the command takes at most.
  func maximumArguments(batch: Bool) -> Int {
    switch self {
    case .parse: batch ? 0 : 1
    case .explain, .print, .check, .golden, .open: 1
    case .routes, .associatedDomains: 0
    }
  }
}
