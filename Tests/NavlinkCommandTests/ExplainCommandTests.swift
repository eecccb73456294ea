import Foundation
import TestSupport
import Testing

/// `navlink explain`, run as the built binary: its output, its exit statuses (those of
/// `parse`), its usage and its help.
@Suite(.serialized) struct ExplainCommandTests {
  static let run = NavlinkEndToEndTests.run

  static func navlink(_ arguments: [String]) throws -> BuiltProduct.Run {
    try NavlinkEndToEndTests.navlink(arguments)
  }

  @Test func anAcceptedLinkShowsItsReadingAndScreens() throws {
    let result = try Self.navlink(["explain", "doexercise://exercises/\(Self.run)/delete"])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        link:     doexercise://exercises/\(Self.run)/delete
        origin:   custom scheme "doexercise"
        route:    /exercises/{exercise:uuid}/delete (the delete confirmation (a link never deletes))
        values:
          exercise  uuid  \(Self.run)  at path/1
        ignored:  none
        fragment: none
        screens:
          tab: exercises
            stack: empty
            presented: alert (delete) \(Self.run)
        result:   opened

        """)
  }

  /// A refusal exits with the status `parse` gives it and writes the same error line to
  /// stderr; the explanation stays on stdout.
  @Test(arguments: [
    ("doexercise://exercises/00000000-0000-0000-0000-0000000000ff", Int32(1)),
    ("doexercise://exercises/abc/edit", Int32(2)),
    ("ftp://doexercise.app/exercises", Int32(2)),
  ])
  func aRefusalExitsAsParseDoes(_ link: String, _ status: Int32) throws {
    let parse = try Self.navlink(["parse", link])
    for arguments in [["explain", link], ["explain", "--json", link]] {
      let explain = try Self.navlink(arguments)
      #expect(explain.status == status && parse.status == status, "\(arguments)")
      #expect(explain.err == parse.err, "\(arguments)")
      #expect(explain.out.contains("refused"), "\(arguments)")
    }
  }

  @Test func jsonIsCanonicalWithItsDocumentedKeys() throws {
    let result = try Self.navlink(["explain", "--json", "doexercise://settings"])
    #expect(result.status == 0)
    let value = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect(
      value.map { Set($0.keys) } == [
        "link", "result", "origin", "route", "closestRoute", "values", "ignoredParameters", "fragment", "screens",
        "dropped", "error",
      ])
    #expect(value?["result"] as? String == "opened")
    #expect((value?["origin"] as? [String: String]) == ["rule": "custom-scheme", "name": "doexercise"])
  }

  @Test func explainTakesOneLinkAndItsOwnOptions() throws {
    let missing = try Self.navlink(["explain"])
    #expect(missing.status == 64)
    #expect(missing.err == "error[usage] at explain: expected a link; see 'navlink --help'\n")
    let batch = try Self.navlink(["explain", "--batch"])
    #expect(batch.status == 64)
    #expect(
      batch.err
        == "error[usage] at --batch: --batch is not an option of navlink explain; it is an option of navlink parse; see 'navlink --help'\n"
    )
    let two = try Self.navlink(["explain", "doexercise://settings", "doexercise://exercises"])
    #expect(two.status == 64)
    let lenient = try Self.navlink([
      "explain", "--lenient", "--ids", "sequential", "--now", "2025-05-01T08:00:00Z", "doexercise://exercises/new",
    ])
    #expect(lenient.status == 0)
    #expect(lenient.out.contains("    presented: add 00000000-0000-0000-0000-000000000001\n"), "\(lenient.out)")
  }

  @Test func helpListsTheCommand() throws {
    let tool = try Self.navlink(["--help"])
    #expect(tool.status == 0)
    #expect(
      tool.out.contains(
        "  parse --batch           Links on stdin, one a line → one compact JSON line each.\n"
          + "  explain <url> [--json]  How a link is read and what it opens, or why it is refused.\n"
          + "  print [<file>|-]        Snapshot → canonical link on stdout.\n"))
    let command = try Self.navlink(["explain", "--help"])
    #expect(command.status == 0)
    #expect(command.out.hasPrefix("OVERVIEW: Show how a deep link is read"))
    #expect(command.out.contains("USAGE: navlink explain [options] <url>\n"))
  }
}
