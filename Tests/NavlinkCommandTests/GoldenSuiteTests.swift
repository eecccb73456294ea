import Foundation
import NavigationCommandLine
import NavigationTesting
import TestSupport
import Testing

@testable import NavigationCodec
@testable import NavlinkCommand

/// The golden runner on a scratch copy of a few fixtures: it must catch a wrong expectation,
/// a case in the wrong folder, and a re-record.
@Suite struct GoldenSuiteTests {
  final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  static func console(_ out: Captured) -> Console {
    Console(readInput: { _ in [] }, readInputChunk: { [] }, out: { out.append($0) }, err: { out.append($0) })
  }

  /// A scratch fixtures directory with the catalog and the named cases.
  static func scratch(_ cases: [String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID())")
    for path in ["catalog.json"] + cases {
      let target = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: FixturePaths.fixtures.appendingPathComponent(path), to: target)
    }
    return directory
  }

  static let sample = [
    "links/valid/history-detail.json", "links/refused/unknown-detail.json", "links/spellings/legacy-singular.json",
    "snapshots/valid/add-filled-draft.json", "snapshots/refused/path-too-long.json",
    "snapshots/refused/path-too-long.expected.json", "snapshots/lenient/discard-dropped-draft-kept.json",
    "snapshots/lenient/discard-dropped-draft-kept.expected.json",
  ]

  @Test func passingFixturesPass() throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = Captured()
    let status = try GoldenSuite(directory: directory.path).run(record: false, console: Self.console(out))
    #expect(status == .ok)
    #expect(out.value == "6 passed, 0 failed\n")
  }

  @Test func wrongExpectationFailsWithADiffAndRecordingFixesItButFails() throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    let expected = directory.appendingPathComponent("snapshots/refused/path-too-long.expected.json")
    let original = try String(contentsOf: expected, encoding: .utf8)
    try original.replacing("/exercises/path/2", with: "/exercises/path/1").write(
      to: expected, atomically: true, encoding: .utf8)

    let out = Captured()
    let suite = GoldenSuite(directory: directory.path)
    #expect(try suite.run(record: false, console: Self.console(out)) == .refused)
    #expect(out.value.contains("FAIL snapshots/refused/path-too-long.json\n"))
    #expect(out.value.contains("-  \"location\": \"/exercises/path/1\"\n+  \"location\": \"/exercises/path/2\"\n"))
    #expect(out.value.hasSuffix("5 passed, 1 failed\n"))

    let recording = Captured()
    #expect(try suite.run(record: true, console: Self.console(recording)) == .refused)
    #expect(recording.value.contains("recorded snapshots/refused/path-too-long.expected.json\n"))
    #expect(try String(contentsOf: expected, encoding: .utf8) == original)

    let again = Captured()
    #expect(try suite.run(record: false, console: Self.console(again)) == .ok)
  }

  /// A file name is echoed in a FAIL line, in the reason under it and in a diff's header:
  /// each time with its control characters escaped, one line as the name is one entry.
  @Test func fileNamesWithControlCharactersAreListedEscaped() throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    let refused = directory.appendingPathComponent("snapshots/refused")
    // An expectation whose case is missing: named in the FAIL line and in its reason.
    try Data("{}".utf8).write(to: refused.appendingPathComponent("\u{1B}[31mred\nline.expected.json"))
    // A case whose expectation differs: named in the FAIL line and in the diff's header.
    let failing = refused.appendingPathComponent("tab\there.json")
    try FileManager.default.copyItem(at: refused.appendingPathComponent("path-too-long.json"), to: failing)
    try Data("{}\n".utf8).write(to: refused.appendingPathComponent("tab\there.expected.json"))

    let out = Captured()
    #expect(try GoldenSuite(directory: directory.path).run(record: false, console: Self.console(out)) == .refused)
    let report = out.value
    #expect(report.contains("FAIL snapshots/refused/\\u{1B}[31mred\\nline.expected.json\n"), "\(report)")
    #expect(
      report.contains("  orphan expectation: snapshots/refused/\\u{1B}[31mred\\nline.json does not exist\n"),
      "\(report)")
    #expect(report.contains("FAIL snapshots/refused/tab\\there.json\n"), "\(report)")
    #expect(report.contains("--- snapshots/refused/tab\\there.expected.json (expected)\n"), "\(report)")
    #expect(!report.contains("\u{1B}") && !report.contains("\t"), "\(report)")
    #expect(report.hasSuffix("6 passed, 2 failed\n"), "\(report)")
  }

  @Test func caseInTheWrongFolderFailsEvenWhenRecorded() throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileManager = FileManager.default
    try fileManager.moveItem(
      at: directory.appendingPathComponent("links/refused/unknown-detail.json"),
      to: directory.appendingPathComponent("links/valid/unknown-detail.json"))
    let out = Captured()
    #expect(try GoldenSuite(directory: directory.path).run(record: true, console: Self.console(out)) == .refused)
    #expect(out.value.contains("the link is refused (error[unknown-exercise]"))
    #expect(out.value.hasSuffix("5 passed, 1 failed\n"))
  }

  /// An explain case is two cases, its text and its JSON: each compared with its own file,
  /// and recorded without touching the link it explains.
  @Test func anExplainCaseChecksItsTextAndItsJSON() throws {
    let directory = try Self.scratch(
      Self.sample + [
        "explain/refused-closest-route.json", "explain/refused-closest-route.expected.txt",
        "explain/refused-closest-route.expected.json",
      ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let suite = GoldenSuite(directory: directory.path)
    #expect(try suite.run(record: false, console: Self.console(Captured())) == .ok)
    let text = directory.appendingPathComponent("explain/refused-closest-route.expected.txt")
    let original = try String(contentsOf: text, encoding: .utf8)
    try original.replacing("location: path/1", with: "location: path/2").write(
      to: text, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(
      at: directory.appendingPathComponent("explain/refused-closest-route.expected.json"))

    let out = Captured()
    #expect(try suite.run(record: false, console: Self.console(out)) == .refused)
    #expect(out.value.contains("-  location: path/2\n+  location: path/1\n"), "\(out.value)")
    #expect(out.value.contains("--- explain/refused-closest-route.expected.json (expected)\n"), "\(out.value)")
    #expect(out.value.hasSuffix("6 passed, 2 failed\n"), "\(out.value)")

    let input = try Data(contentsOf: directory.appendingPathComponent("explain/refused-closest-route.json"))
    #expect(try suite.run(record: true, console: Self.console(Captured())) == .refused)
    #expect(try String(contentsOf: text, encoding: .utf8) == original)
    #expect(try Data(contentsOf: directory.appendingPathComponent("explain/refused-closest-route.json")) == input)
    let json = try String(
      contentsOf: directory.appendingPathComponent("explain/refused-closest-route.expected.json"), encoding: .utf8)
    #expect(json.contains(#""closestRoute": {"#) && json.contains(#""code": "invalid-parameter""#))
    #expect(try suite.run(record: false, console: Self.console(Captured())) == .ok)
  }

  @Test func everyFixtureIsAPassingCase() throws {
    let suite = GoldenSuite(directory: FixturePaths.fixtures.path)
    let catalog = try suite.catalog()
    let cases = try suite.cases()
    #expect(cases.count > 300)
    for goldenCase in cases {
      let outcome = suite.run(goldenCase, catalog: catalog)
      #expect(
        outcome.passed,
        "\(goldenCase): \(outcome.violation ?? LineDiff.unified(expected: outcome.expected, actual: outcome.actual, path: goldenCase.expected))"
      )
    }
  }

  struct LayoutCase: Sendable, CustomStringConvertible {
    var name: String
    var change: @Sendable (URL) throws -> Void
    var failures: [String]
    var description: String { name }
  }

  /// Nothing is skipped silently: every entry that is not a case fails the run by name.
  @Test(arguments: [
    LayoutCase(
      name: "misspelled folder",
      change: {
        try FileManager.default.createDirectory(
          at: $0.appendingPathComponent("links/vaild"), withIntermediateDirectories: true)
      },
      failures: ["links/vaild"]),
    LayoutCase(
      name: "missing tree",
      change: { try FileManager.default.removeItem(at: $0.appendingPathComponent("snapshots/lenient")) },
      failures: ["snapshots/lenient"]),
    LayoutCase(
      name: "orphan expectation",
      change: {
        try FileManager.default.removeItem(at: $0.appendingPathComponent("snapshots/refused/path-too-long.json"))
      },
      failures: ["snapshots/refused/path-too-long.expected.json"]),
    LayoutCase(
      name: "upper-case extension",
      change: {
        try FileManager.default.moveItem(
          at: $0.appendingPathComponent("links/valid/history-detail.json"),
          to: $0.appendingPathComponent("links/valid/history-detail.JSON"))
      },
      failures: ["links/valid/history-detail.JSON"]),
    LayoutCase(
      name: "expectation beside a link",
      change: {
        try Data("{}".utf8).write(to: $0.appendingPathComponent("links/refused/unknown-detail.expected.json"))
      },
      failures: ["links/refused/unknown-detail.expected.json"]),
    LayoutCase(
      name: "explain expectation without its link",
      change: {
        try FileManager.default.createDirectory(
          at: $0.appendingPathComponent("explain"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: $0.appendingPathComponent("explain/gone.expected.txt"))
        try Data("x".utf8).write(to: $0.appendingPathComponent("explain/notes.txt"))
      },
      failures: ["explain/gone.expected.txt", "explain/notes.txt"]),
    LayoutCase(
      name: "stray file at the top",
      change: { try Data("x".utf8).write(to: $0.appendingPathComponent("notes.txt")) },
      failures: ["notes.txt"]),
    LayoutCase(
      name: "folder inside a case folder",
      change: {
        try FileManager.default.createDirectory(
          at: $0.appendingPathComponent("snapshots/valid/more.json"), withIntermediateDirectories: true)
      },
      failures: ["snapshots/valid/more.json"]),
  ])
  func anEntryThatIsNotACaseFailsByName(_ testCase: LayoutCase) throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    try testCase.change(directory)
    let out = Captured()
    #expect(try GoldenSuite(directory: directory.path).run(record: false, console: Self.console(out)) == .refused)
    for path in testCase.failures {
      #expect(out.value.contains("FAIL \(path)\n"), "\(out.value)")
    }
    #expect(out.value.hasSuffix("\(testCase.failures.count) failed\n"), "\(out.value)")
    // Recording cannot make them pass either.
    #expect(try GoldenSuite(directory: directory.path).run(record: true, console: Self.console(Captured())) == .refused)
  }

  @Test func aMissingDirectoryIsUnreadable() throws {
    let out = Captured()
    let status = try GoldenSuite(directory: "/nonexistent/Fixturez").run(record: false, console: Self.console(out))
    #expect(status == .unreadable)
    #expect(out.value == "error[unreadable] at /nonexistent/Fixturez: no such directory\n")
  }

  @Test func anUnreadableCatalogGivesTheSystemsReasonNotAFoundationError() throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.removeItem(at: directory.appendingPathComponent("catalog.json"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("catalog.json"), withIntermediateDirectories: true)
    let out = Captured()
    #expect(try GoldenSuite(directory: directory.path).run(record: false, console: Self.console(out)) == .unreadable)
    #expect(out.value == "error[unreadable] at \(directory.path)/catalog.json: Is a directory\n")
  }

  @Test func recordingNeverRewritesALinkCaseThatIsNotValidUTF8() throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("links/refused/bad-bytes.json")
    let bytes = Data(#"{"link": "doexercise://exercises/new?title="#.utf8) + Data([0xFF, 0xFE]) + Data(#""}"#.utf8)
    try bytes.write(to: file)
    let out = Captured()
    #expect(try GoldenSuite(directory: directory.path).run(record: true, console: Self.console(out)) == .refused)
    #expect(out.value.contains("FAIL links/refused/bad-bytes.json\n  the case file is not valid UTF-8\n"))
    #expect(try Data(contentsOf: file) == bytes)
  }

  @Test func recordingNeverRewritesAValidSnapshot() throws {
    let directory = try Self.scratch(Self.sample)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("snapshots/valid/add-filled-draft.json")
    // Valid, but not canonical: the input is its own expectation, so only a person may fix it.
    let compact = Data(
      CanonicalJSONWriter.encode(try JSONReader().read(Array(try Data(contentsOf: file))), compact: true))
    try compact.write(to: file)
    let out = Captured()
    #expect(try GoldenSuite(directory: directory.path).run(record: true, console: Self.console(out)) == .refused)
    #expect(out.value.contains("FAIL snapshots/valid/add-filled-draft.json\n"))
    #expect(!out.value.contains("recorded"))
    #expect(try Data(contentsOf: file) == compact)
  }
}
