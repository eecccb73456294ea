import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The tool under a hostile environment and hostile input: streams that fail, options a
/// command does not take, text that would break an error line, and catalogs of every size.
@Suite(.serialized) struct NavlinkHardeningTests {
  /// Runs `navlink` through `/bin/sh` so that the script can close or redirect its streams.
  static func shell(_ script: String) throws -> NavlinkEndToEndTests.Run {
    try BuiltProduct.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", NavlinkEndToEndTests.binary.path])
  }

  static let snapshot = "Fixtures/snapshots/valid/alert-under-history.json"

  struct StreamCase: Sendable, CustomStringConvertible {
    var script: String
    var status: Int32
    var err: String
    var description: String { script }
  }

  /// Every command, with each stream failing: one error line and a sysexits status, never a
  /// trap.
  @Test(arguments: [
    StreamCase(
      script: #""$1" parse doexercise://exercises > /dev/full"#, status: 74,
      err: "error[unwritable] at stdout: No space left on device\n"),
    StreamCase(
      script: #""$1" parse doexercise://exercises >&-"#, status: 74,
      err: "error[unwritable] at stdout: standard output is closed\n"),
    StreamCase(
      script: #""$1" check \#(snapshot) > /dev/full"#, status: 74,
      err: "error[unwritable] at stdout: No space left on device\n"),
    StreamCase(
      script: #""$1" print \#(snapshot) >&-"#, status: 74,
      err: "error[unwritable] at stdout: standard output is closed\n"),
    StreamCase(
      script: #""$1" golden > /dev/full"#, status: 74, err: "error[unwritable] at stdout: No space left on device\n"),
    StreamCase(
      script: #""$1" --help > /dev/full"#, status: 74, err: "error[unwritable] at stdout: No space left on device\n"),
    StreamCase(
      script: #"echo doexercise://settings | "$1" parse --batch > /dev/full"#, status: 74,
      err: "error[unwritable] at stdout: No space left on device\n"),
    StreamCase(script: #""$1" parse --batch < /"#, status: 66, err: "error[unreadable] at stdin: Is a directory\n"),
    StreamCase(
      script: #""$1" parse --batch <&-"#, status: 66, err: "error[unreadable] at stdin: standard input is closed\n"),
    StreamCase(script: #""$1" check < /"#, status: 66, err: "error[unreadable] at stdin: Is a directory\n"),
    StreamCase(script: #""$1" print - <&-"#, status: 66, err: "error[unreadable] at stdin: standard input is closed\n"),
    StreamCase(script: #""$1" check /"#, status: 66, err: "error[unreadable] at /: Is a directory\n"),
    StreamCase(
      script: #""$1" parse --catalog / doexercise://exercises"#, status: 66,
      err: "error[unreadable] at /: Is a directory\n"),
  ])
  func aFailingStreamIsOneErrorLineAndAStatus(_ testCase: StreamCase) throws {
    let result = try Self.shell(testCase.script)
    #expect(result.status == testCase.status)
    #expect(result.err == testCase.err)
  }

  @Test func aClosedStandardErrorStillGivesTheStatus() throws {
    #expect(try Self.shell(#""$1" parse doexercise://nowhere 2>&-"#).status == 2)
    #expect(try Self.shell(#""$1" parse doexercise://exercises 2>&-"#).status == 0)
  }

  @Test func aBrokenPipeEndsTheToolQuietly() throws {
    // Either the conventional SIGPIPE or status 74; never a trap's backtrace.
    let result = try Self.shell(
      #"yes doexercise://settings | head -n 20000 | "$1" parse --batch | head -c 1 > /dev/null; echo "${PIPESTATUS:-}""#
    )
    #expect(!result.err.contains("Fatal error"))
    #expect(!result.err.contains("backtrace"))
  }

  @Test(arguments: [
    (
      ["check", "--ids", "random", snapshot],
      "error[usage] at --ids: --ids is not an option of navlink check; it is an option of navlink parse, navlink explain, navlink open; see 'navlink --help'\n"
    ),
    (
      ["print", "--ids=sequential", snapshot],
      "error[usage] at --ids: --ids is not an option of navlink print; it is an option of navlink parse, navlink explain, navlink open; see 'navlink --help'\n"
    ),
    (
      ["golden", "--lenient"],
      "error[usage] at --lenient: --lenient is not an option of navlink golden; it is an option of navlink parse, navlink explain, navlink print, navlink check, navlink open; see 'navlink --help'\n"
    ),
    (
      ["check", "--batch", snapshot],
      "error[usage] at --batch: --batch is not an option of navlink check; it is an option of navlink parse; see 'navlink --help'\n"
    ),
    (
      ["parse", "--record", "x"],
      "error[usage] at --record: --record is not an option of navlink parse; it is an option of navlink golden; see 'navlink --help'\n"
    ),
  ])
  func anOptionTheCommandDoesNotTakeIsAUsageError(_ arguments: [String], _ err: String) throws {
    let result = try NavlinkEndToEndTests.navlink(arguments)
    #expect(result.status == 64)
    #expect(result.err == err)
    #expect(result.out == "")
  }

  @Test func checkAndPrintUseNowForTheFreshDraft() throws {
    let file = "Fixtures/snapshots/refused/discard-over-empty-add.json"
    let refused = try NavlinkEndToEndTests.navlink(["check", "--now", "2025-05-01T08:00:00Z", file])
    #expect(refused.status == 1)
    #expect(refused.err.hasPrefix("error[nothing-to-discard] at /exercises/destination/add/destination: "))
    // An hour later the draft's start is not the fresh one: the alert has something to discard.
    let later = try NavlinkEndToEndTests.navlink(["check", "--now", "2025-05-01T09:00:00Z", file])
    #expect(later.status == 0)
  }

  @Test func controlCharactersFromTheInputNeverBreakTheErrorLine() throws {
    let result = try NavlinkEndToEndTests.navlink([
      "parse", "doexercise://exercises/new?title=x&na%0Ame%1B%5B2J%0D=1",
    ])
    #expect(result.status == 2)
    #expect(
      result.err
        == "error[unknown-parameter] at query/na\\nme\\u{1B}[2J\\r: unknown parameter \"na\\nme\\u{1B}[2J\\r\"; this route takes title, type, distance, starts, finished\n"
    )
    let usage = try NavlinkEndToEndTests.navlink(["parse", "--bo\ngus"])
    #expect(usage.err == "error[usage] at --bo\\ngus: unknown option --bo\\ngus; see 'navlink --help'\n")
    let file = try NavlinkEndToEndTests.navlink(["check", "no\u{1B}[31m/such"])
    #expect(file.err == "error[unreadable] at no\\u{1B}[31m/such: No such file or directory\n")
  }

  @Test func lenientBatchReportsWhatItDroppedByInputLine() throws {
    let input = "doexercise://settings\ndoexercise://history/running/0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a\n"
    let result = try NavlinkEndToEndTests.navlink(["parse", "--batch", "--lenient"], stdin: input)
    #expect(result.status == 0)
    #expect(result.out.split(separator: "\n").count == 2)
    #expect(
      result.err
        == "warning[type-mismatch] at /exercises/path/1/detail/exercise: the exercise 0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a is cycling, not running as its history screen (dropped /exercises/path/1; input line 2)\n"
    )
  }

  @Test func aCatalogOverOneMebibyteIsReadWhole() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlink-catalog-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var items = (1...10_000).map { index in
      #"{"distance": 5, "id": "00000000-0000-0000-0000-\#(String(format: "%012x", index))", "starts": "2025-01-01T00:00:00Z", "title": "Run \#(index)", "type": "running"}"#
    }
    let valid = directory.appendingPathComponent("valid.json")
    try Data(#"{"exercises": [\#(items.joined(separator: ",\n"))]}"#.utf8).write(to: valid)
    let opened = try NavlinkEndToEndTests.navlink([
      "parse", "--catalog", valid.path, "doexercise://history/running/00000000-0000-0000-0000-000000002710",
    ])
    #expect(opened.status == 0, "\(opened.err)")
    // Garbage past the first mebibyte is found where it is, not accepted or cut off.
    items[9_999] += " garbage"
    let broken = directory.appendingPathComponent("broken.json")
    try Data(#"{"exercises": [\#(items.joined(separator: ",\n"))]}"#.utf8).write(to: broken)
    let refused = try NavlinkEndToEndTests.navlink(["parse", "--catalog", broken.path, "doexercise://exercises"])
    #expect(refused.status == 2)
    #expect(refused.err.hasPrefix("error[malformed-json] at line 10000, column "))
    #expect(refused.err.hasSuffix(" (in the catalog \(broken.path))\n"))
  }

  /// Every option that takes one value, given twice (in either spelling): a usage error
  /// naming it, never the first or the last value silently kept.
  @Test(arguments: [
    ["parse", "--catalog", "Fixtures/catalog.json", "--catalog", "Fixtures/catalog.json", "doexercise://settings"],
    ["parse", "--now", "2025-05-01T08:00:00Z", "--now=2025-05-01T09:00:00Z", "doexercise://settings"],
    ["parse", "--ids=random", "--ids", "sequential", "doexercise://settings"],
    ["check", "--catalog=Fixtures/catalog.json", snapshot, "--catalog=Fixtures/catalog.json"],
    ["routes", "--catalog", "Fixtures/catalog.json", "--catalog", "Fixtures/catalog.json"],
    ["associated-domains", "--apple-app-id", "ABCDE12345.app.doexercise", "--output", "a", "--output", "b"],
  ])
  func aRepeatedSingleValuedOptionIsAUsageError(_ arguments: [String]) throws {
    let option = try #require(
      arguments.enumerated().first { index, argument in
        let name = String(argument.prefix { $0 != "=" })
        return name.hasPrefix("--") && arguments[..<index].contains { $0.prefix { $0 != "=" } == name }
      }.map { String($0.element.prefix { $0 != "=" }) })
    let result = try NavlinkEndToEndTests.navlink(arguments)
    #expect(result.status == 64)
    #expect(result.err == "error[usage] at \(option): \(option) is given more than once; see 'navlink --help'\n")
    #expect(result.out == "")
  }

  @Test func theWrittenFilesAreListedWithTheirControlCharactersEscaped() throws {
    let directory = try GeneratedFilesTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out\u{1B}[31m\nput").path
    let result = try NavlinkEndToEndTests.navlink([
      "associated-domains", "--apple-app-id", GeneratedFilesTests.appID, "--output", output,
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out == SingleLineText.escaping(output) + "/apple-app-site-association\n")
    #expect(result.out.contains("out\\u{1B}[31m\\nput/"))
  }
}
