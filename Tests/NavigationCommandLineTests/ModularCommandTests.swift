import Foundation
import ModularSample
import ModularSampleCommand
import NavigationCodec
import NavigationCommandLine
import TestSupport
import Testing

/// The command-line library instantiated for a second app, the sample modular app: its own
/// links, sessions, route table, help and goldens, run in-process.
@Suite struct ModularCommandTests {
  /// What one in-process run wrote, and its status.
  struct Run {
    var status: CommandExitStatus
    var out: String
    var err: String
  }

  final class Stream: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  static func run<App: NavigationCommandApp>(_ app: App, _ arguments: [String], stdin: String = "") -> Run {
    let out = Stream()
    let err = Stream()
    let input = Array(stdin.utf8)
    let console = Console(
      readInput: { limit in Array(input.prefix(limit)) },
      readInputChunk: { [] },
      out: { out.append($0) },
      err: { err.append($0) })
    let status = NavigationCommand(app).run(arguments, console: console)
    return Run(status: status, out: out.value, err: err.value)
  }

  static func modularlink(_ arguments: [String], stdin: String = "") throws -> Run {
    run(try ModularSampleCommandApp(), arguments, stdin: stdin)
  }

  static let widget = "0d5a7c1e-2f3b-4a6c-8d9e-1f2a3b4c5d6e"

  static let details = """
    {
      "format": "com.example.modular",
      "path": [
        {
          "dashboard": {
            "details": {
              "id": "\(widget)",
              "period": "week"
            }
          }
        }
      ],
      "version": 2
    }

    """

  @Test func parseWritesTheSessionALinkOpens() throws {
    let run = try Self.modularlink(["parse", "modular://dashboard/details/\(Self.widget)?period=week"])
    #expect(run.status == .ok)
    #expect(run.err == "")
    #expect(run.out == Self.details)
  }

  @Test func printWritesTheCanonicalLinkOfASession() throws {
    let run = try Self.modularlink(["print"], stdin: Self.details)
    #expect(run.status == .ok)
    #expect(run.out == "modular://dashboard/details/\(Self.widget)?period=week\n")
    // A web spelling reads the same session, printed in the custom scheme.
    let web = try Self.modularlink(["parse", "https://modular.example/dashboard/details/\(Self.widget)?period=week"])
    #expect(web.out == Self.details)
  }

  @Test func aRefusedLinkIsItsCodeLocationAndStatus() throws {
    let widget = try Self.modularlink(["parse", "modular://dashboard/details/7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0f"])
    #expect(widget.status == .refused)
    #expect(widget.out == "")
    #expect(
      widget.err
        == "error[unknown-widget] at /path/0/dashboard/details/id: the dashboard has no widget 7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0f\n"
    )
    let period = try Self.modularlink(["parse", "modular://dashboard/details/\(Self.widget)?period=year"])
    #expect(period.status == .malformed)
    #expect(period.err.hasPrefix("error[invalid-parameter] at query/period: "))
  }

  @Test func aSessionWithAnExitHasNoLink() throws {
    let session = try FixturePaths.read("modular/snapshots/exit-in-path.json")
    let run = try Self.modularlink(["print"], stdin: String(decoding: session, as: UTF8.self))
    #expect(run.status == .refused)
    #expect(run.err.hasPrefix("error[not-linkable] at input: "))
    #expect(run.out == "")
  }

  @Test func checkRefusesStrictlyAndDropsLeniently() throws {
    let path = FixturePaths.fixtures.appendingPathComponent("modular/snapshots/unknown-widget-keeps-prefix.json").path
    let strict = try Self.modularlink(["check", path])
    #expect(strict.status == .refused)
    #expect(strict.err.hasPrefix("error[unknown-widget] at /path/1/dashboard/details/id: "))
    let lenient = try Self.modularlink(["check", "--lenient", path])
    #expect(lenient.status == .ok)
    #expect(
      lenient.err
        == "warning[unknown-widget] at /path/1/dashboard/details/id: the dashboard has no widget 11111111-2222-4333-8444-555555555555 (dropped /path/1)\n"
    )
    let kept = try FixturePaths.read("modular/snapshots/unknown-widget-keeps-prefix.expected.json")
    #expect(Array(lenient.out.utf8) == kept)
    let malformed = try Self.modularlink(["check"], stdin: #"{"format": "com.example.modular", "version": 3}"#)
    #expect(malformed.status == .malformed)
    #expect(malformed.err.hasPrefix("error[unsupported-version] at /version: "))
  }

  /// A session saved while a link waits for sign-in keeps the link through `check`; one whose
  /// held link no longer resolves is refused strictly and loses only the link leniently.
  @Test func checkReadsTheHeldLinkAgain() throws {
    let held = FixturePaths.fixtures.appendingPathComponent("modular/snapshots/held-on-sign-in.json").path
    let kept = try Self.modularlink(["check", held])
    #expect(kept.status == .ok)
    #expect(Array(kept.out.utf8) == (try FixturePaths.read("modular/snapshots/held-on-sign-in.expected.json")))
    let stale = FixturePaths.fixtures.appendingPathComponent("modular/snapshots/held-link-no-longer-resolves.json")
    let strict = try Self.modularlink(["check", stale.path])
    #expect(strict.status == .refused)
    #expect(strict.err.hasPrefix("error[unknown-widget] at /held/link: "))
    let lenient = try Self.modularlink(["check", "--lenient", stale.path])
    #expect(lenient.status == .ok)
    #expect(lenient.err.hasPrefix("warning[unknown-widget] at /held/link: "))
    #expect(lenient.err.hasSuffix("(dropped /held)\n"))
    #expect(!lenient.out.contains("held"))
  }

  /// Every route is listed, and every example link opens.
  @Test func everyRoutesExampleOpens() throws {
    let run = try Self.modularlink(["routes", "--json"])
    #expect(run.status == .ok)
    let table = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
    let routes = try #require(table?["routes"] as? [[String: Any]])
    #expect((table?["ignoredParameters"] as? [String: Any])?["prefixes"] as? [String] == ["utm_"])
    #expect(routes.compactMap { $0["pattern"] as? String }.contains("/dashboard/details/{id:uuid}"))
    #expect(routes.count == 10)
    for example in routes.compactMap({ $0["example"] as? String }) {
      let opened = try Self.modularlink(["parse", example])
      #expect(opened.status == .ok, "\(example): \(opened.err)")
    }
    let markdown = try Self.modularlink(["routes"])
    #expect(markdown.out.contains("| `/settings/notifications/{channel:keyword}` |  |  | "))
    #expect(
      markdown.out.contains("- `channel`: `email`, `push`\n- `type`: `cycling`, `running`, `swimming`, `walking`\n"))
    #expect(
      markdown.out.hasSuffix(
        "never printed): `utm_*`, `fbclid`, `gclid`, `gbraid`, `wbraid`, `dclid`, `msclkid`, "
          + "`mc_cid`, `mc_eid`, `igshid`, `_ga`, `_gl`, `yclid`, `twclid`, `ttclid`, `li_fat_id`\n"))
  }

  @Test func messagesAndHelpNameTheAppsTool() throws {
    let usage = try Self.modularlink(["parse", "--json", "x"])
    #expect(usage.status == .usage)
    #expect(
      usage.err
        == "error[usage] at --json: --json is not an option of modularlink parse; it is an option of modularlink explain, modularlink routes; see 'modularlink --help'\n"
    )
    let help = try Self.modularlink(["--help"])
    #expect(help.status == .ok)
    #expect(
      help.out.hasPrefix(
        "OVERVIEW: Parse, print and check the sample modular app's deep links and saved sessions.\n\nUSAGE: modularlink <command>"
      ))
    #expect(
      help.out.contains("  --catalog <file>        The exercise catalog the exercise screens are checked against.\n"))
    let print = try Self.modularlink(["print", "--help"])
    #expect(print.out.contains("A state without a link form is refused\nwith not-linkable (exit 1).\n"))
  }

  @Test func theAssociationFilesComeFromTheAppsGrammar() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modularlink-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Self.modularlink([
      "associated-domains", "--apple-app-id", "ABCDE12345.com.example", "--output", directory.path,
    ])
    #expect(run.status == .ok)
    let file = try String(contentsOf: directory.appendingPathComponent("apple-app-site-association"), encoding: .utf8)
    #expect(file.contains(#""comment": "/dashboard/details/{id:uuid}""#), "\(file)")
    #expect(file.contains(#""comment": "/settings/notifications/{channel:keyword}""#), "\(file)")
    // The exercise app's own routes are not the modular app's: its history is under /exercises.
    #expect(!file.contains(#""comment": "/history/"#), "\(file)")
  }
}
