public import ExerciseNavigation
public import NavigationCodec
import NavigationTesting

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The golden fixtures: every case under a directory, run against the codec and compared
/// with its recorded expectation.
///
/// Layout (see `Fixtures/README.md`):
/// - `catalog.json`: the catalog every case resolves against.
/// - `links/{valid,refused,spellings}/<name>.json`: `{"expected": …, "link": "…"}`.
/// - `snapshots/valid/<name>.json`: a canonical snapshot that must round-trip byte for byte.
/// - `snapshots/refused/<name>.json` + `<name>.expected.json`: input and `{code, location}`.
/// - `snapshots/lenient/<name>.json` + `<name>.expected.json`: input and `{dropped, kept}`.
///
/// Links are resolved with the clock fixed at ``now`` and sequential ids from `…0001`.
public struct GoldenSuite: Sendable {
  /// The fixtures directory.
  public let directory: String

  /// The clock every golden link case uses.
  public static let now = Date(milliseconds: 1_746_086_400_000)  // 2025-05-01T08:00:00Z

  /// Creates a suite over a directory.
  public init(directory: String) {
    self.directory = directory
  }

  /// One golden case.
  public struct Case: Sendable, CustomStringConvertible, Hashable {
    /// What the case checks.
    public enum Kind: String, Sendable, Hashable {
      /// A link that must open a state, printing back to itself.
      case validLink
      /// A non-canonical spelling that must open a state and print canonically.
      case spellingLink
      /// A link that must be refused.
      case refusedLink
      /// A snapshot that must round-trip byte for byte and resolve unchanged.
      case validSnapshot
      /// A snapshot that must be refused.
      case refusedSnapshot
      /// A snapshot resolved leniently.
      case lenientSnapshot
    }

    /// What the case checks.
    public var kind: Kind
    /// The input file, relative to the fixtures directory.
    public var input: String
    /// The expectation file (the input itself for links and valid snapshots).
    public var expected: String

    /// The case's name: its input path.
    public var description: String { input }
  }

  /// The result of running one case.
  public struct Outcome: Sendable {
    /// The case.
    public var goldenCase: Case
    /// The expectation as recorded.
    public var expected: String
    /// What the codec gives now: the text recording would write.
    public var actual: String
    /// Why the case fails even when recorded (a refused link in `valid/`), if it does.
    public var violation: String?

    /// Whether the case passes.
    public var passed: Bool { violation == nil && normalized(expected) == normalized(actual) }

    /// Whether recording may write ``actual``: never over a case's input (a valid snapshot is
    /// its own expectation; a link case file must stay byte for byte what its author wrote).
    var recordable: Bool { violation == nil && writesOnlyExpectation }
    /// Whether writing ``actual`` leaves the case's input as it is.
    var writesOnlyExpectation = true

    private func normalized(_ text: String) -> String { text.replacing("\r\n", with: "\n") }
  }

  // MARK: Finding cases

  /// Every case, sorted by path.
  ///
  /// - Throws: ``IOFailure`` when the directory cannot be listed, or ``LayoutError`` naming
  ///   every entry that breaks the layout (see ``GoldenLayout``).
  public func cases() throws -> [Case] {
    let layout = try GoldenLayout(scanning: directory)
    guard layout.problems.isEmpty else {
      throw LayoutError(
        entries: layout.problems.map { "\(SingleLineText.escaping($0.path)): \(SingleLineText.escaping($0.reason))" })
    }
    return layout.cases
  }

  /// Entries of a fixtures directory that are not cases, expectations or notes.
  public struct LayoutError: Error, CustomStringConvertible {
    /// Each entry with what is wrong with it.
    public var entries: [String]

    /// The entries, one a line.
    public var description: String { entries.joined(separator: "\n") }
  }

  // MARK: Running

  /// The largest file of a case read: far above any real case, and a bound on what a stray
  /// large file costs.
  static let maximumFileSize = 64 << 20

  /// The catalog of the fixtures.
  public func catalog() throws -> ExerciseCatalog {
    try ExerciseCatalog.decode(read("catalog.json"))
  }

  /// Runs one case.
  public func run(_ goldenCase: Case, catalog: ExerciseCatalog) -> Outcome {
    // A new case has no expectation file yet: it compares against nothing, so it fails with a
    // diff that shows what recording will write.
    let bytes = (try? SystemIO.readFile(path(goldenCase.expected), upTo: Self.maximumFileSize)) ?? []
    let text = String(validating: bytes, as: UTF8.self)
    var outcome = Outcome(
      goldenCase: goldenCase, expected: text ?? String(decoding: bytes, as: UTF8.self), actual: "", violation: nil)
    if goldenCase.kind == .validSnapshot {
      outcome.writesOnlyExpectation = false
    } else if goldenCase.expected == goldenCase.input, text == nil {
      // Recording would write the link back with U+FFFD in place of the bad bytes.
      outcome.violation = "the case file is not valid UTF-8"
      outcome.writesOnlyExpectation = false
      return outcome
    }
    do {
      switch goldenCase.kind {
      case .validLink, .spellingLink, .refusedLink:
        try runLink(&outcome, catalog)
      case .validSnapshot:
        try runValidSnapshot(&outcome, catalog)
      case .refusedSnapshot:
        try runRefusedSnapshot(&outcome, catalog)
      case .lenientSnapshot:
        try runLenientSnapshot(&outcome, catalog)
      }
    } catch {
      outcome.violation = "the case could not be read: \(error)"
    }
    return outcome
  }

  private func codec(_ catalog: ExerciseCatalog) -> ExerciseCodec {
    ExerciseCodec(catalog: catalog, ids: .sequential(), clock: .fixed(Self.now))
  }

  private func runLink(_ outcome: inout Outcome, _ catalog: ExerciseCatalog) throws {
    let kind = outcome.goldenCase.kind
    var file = try SnapshotNode(JSONReader().read(Array(outcome.expected.utf8))).object()
    let link = try file.required("link").string()
    _ = file.optional("expected")
    try file.finish()

    let codec = codec(catalog)
    var expected: JSONValue
    do {
      let state = try codec.open(link: link).value
      let printed = try codec.link(for: state)
      expected = .object([
        JSONMember("link", .string(printed)),
        JSONMember("snapshot", try JSONValue(snapshotOf: state)),
      ])
      // The second round-trip law: the printed link opens the same state.
      let reopened = try self.codec(catalog).open(link: printed).value
      if reopened != state {
        outcome.violation = "the printed link \(printed) opens a different state"
      } else if kind == .refusedLink {
        outcome.violation = "the link is accepted but the case is in links/refused"
      } else if kind == .validLink, printed != link {
        outcome.violation = "the link is not canonical (it prints as \(printed)); move it to links/spellings"
      } else if kind == .spellingLink, printed == link {
        outcome.violation = "the link is already canonical; move it to links/valid"
      }
    } catch {
      expected = .object([JSONMember("error", error.jsonValue(includingMessage: false))])
      if kind != .refusedLink {
        outcome.violation = "the link is refused (\(error)) but the case expects it to open"
      }
    }
    outcome.actual = text(.object([JSONMember("expected", expected), JSONMember("link", .string(link))]))
  }

  private func runValidSnapshot(_ outcome: inout Outcome, _ catalog: ExerciseCatalog) throws {
    let bytes = try read(outcome.goldenCase.input)
    do {
      let decoded = try NavigationState.snapshotFormat.decode(bytes)
      let resolved = try NavigationResolver(catalog: catalog, clock: .fixed(Self.now)).resolve(decoded).value
      outcome.actual = String(decoding: try NavigationState.snapshotFormat.encode(resolved), as: UTF8.self)
      if resolved != decoded { outcome.violation = "resolution changed the state" }
    } catch {
      outcome.actual = "\(error)\n"
      outcome.violation = "the snapshot is refused: \(error)"
    }
  }

  private func runRefusedSnapshot(_ outcome: inout Outcome, _ catalog: ExerciseCatalog) throws {
    let bytes = try read(outcome.goldenCase.input)
    do {
      let decoded = try NavigationState.snapshotFormat.decode(bytes)
      _ = try NavigationResolver(catalog: catalog, clock: .fixed(Self.now)).resolve(decoded)
      outcome.actual = text(.object([JSONMember("accepted", .bool(true))]))
      outcome.violation = "the snapshot is accepted but the case is in snapshots/refused"
    } catch {
      outcome.actual = text(error.jsonValue(includingMessage: false))
    }
  }

  private func runLenientSnapshot(_ outcome: inout Outcome, _ catalog: ExerciseCatalog) throws {
    let bytes = try read(outcome.goldenCase.input)
    do {
      let report = try NavigationResolver(catalog: catalog, clock: .fixed(Self.now)).resolve(
        NavigationState.snapshotFormat.decode(bytes), policy: .lenient)
      let dropped = report.dropped.map { part in
        JSONValue.object([
          JSONMember("code", .string(part.refusal.code.rawValue)),
          JSONMember("location", .string(part.refusal.location.description)),
          JSONMember("part", part.part),
          JSONMember("pointer", .string(part.pointer.rawValue)),
        ])
      }
      outcome.actual = text(
        .object([
          JSONMember("dropped", .array(dropped)), JSONMember("kept", try JSONValue(snapshotOf: report.value)),
        ]))
      if dropped.isEmpty { outcome.violation = "nothing was dropped; move the case to snapshots/valid" }
    } catch {
      outcome.actual = "\(error)\n"
      outcome.violation = "the snapshot does not decode: \(error)"
    }
  }

  private func text(_ value: JSONValue) -> String {
    String(decoding: CanonicalJSONWriter.encode(value), as: UTF8.self)
  }

  private func path(_ relative: String) -> String { directory + "/" + relative }

  private func read(_ relative: String) throws(IOFailure) -> [UInt8] {
    try SystemIO.readFile(path(relative), upTo: Self.maximumFileSize)
  }

  // MARK: The command

  /// Runs every case, printing a diff per mismatch and the closing `N passed, M failed` line;
  /// with `record`, rewrites mismatching expectations and fails when anything changed.
  ///
  /// Every entry that breaks the layout (see ``GoldenLayout``) fails by name and counts as
  /// failed. Returns 0 when every case passed and nothing was rewritten, 1 otherwise, 66 when
  /// the directory or its catalog cannot be read, 74 when an expectation cannot be written.
  ///
  /// - Throws: ``IOFailure`` when the report cannot be written to the console.
  public func run(record: Bool, console: Console) throws(IOFailure) -> ExitStatus {
    guard SystemIO.kind(of: directory) == .directory else {
      console.err("error[unreadable] at \(SingleLineText.escaping(directory)): no such directory\n")
      return .unreadable
    }
    let layout: GoldenLayout
    let catalog: ExerciseCatalog
    do {
      layout = try GoldenLayout(scanning: directory)
    } catch {
      Failure.unreadable(directory, error).report(to: console)
      return .unreadable
    }
    do {
      catalog = try self.catalog()
    } catch let failure as IOFailure {
      Failure.unreadable(path("catalog.json"), failure).report(to: console)
      return .unreadable
    } catch {
      console.err("\(error) (in the catalog \(SingleLineText.escaping(path("catalog.json"))))\n")
      return .unreadable
    }
    var failed = 0
    for problem in layout.problems {
      failed += 1
      try console.out("FAIL \(SingleLineText.escaping(problem.path))\n  \(SingleLineText.escaping(problem.reason))\n")
    }
    guard !layout.cases.isEmpty || failed > 0 else {
      console.err("error[unreadable] at \(SingleLineText.escaping(directory)): no golden cases found\n")
      return .unreadable
    }
    var passed = 0
    var rewritten: [String] = []
    var writeFailed = false
    for goldenCase in layout.cases {
      let outcome = run(goldenCase, catalog: catalog)
      if outcome.passed {
        passed += 1
        continue
      }
      if record && outcome.recordable {
        do {
          try SystemIO.replaceFile(path(goldenCase.expected), with: Array(outcome.actual.utf8))
          rewritten.append(goldenCase.expected)
          passed += 1
          continue
        } catch {
          Failure.unwritable(goldenCase.expected, error).report(to: console)
          writeFailed = true
        }
      }
      failed += 1
      try console.out("FAIL \(SingleLineText.escaping(goldenCase.input))\n")
      if let violation = outcome.violation { try console.out("  \(SingleLineText.escaping(violation))\n") }
      try console.out(
        LineDiff.unified(
          expected: outcome.expected, actual: outcome.actual, path: SingleLineText.escaping(goldenCase.expected)))
    }
    for path in rewritten { try console.out("recorded \(SingleLineText.escaping(path))\n") }
    if !rewritten.isEmpty {
      try console.out("\(rewritten.count) golden file(s) rewritten; review and commit them, then run again\n")
    }
    try console.out("\(passed) passed, \(failed) failed\n")
    if writeFailed { return .ioError }
    return failed == 0 && rewritten.isEmpty ? .ok : .refused
  }
}
