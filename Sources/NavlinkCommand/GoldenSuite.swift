public import ExerciseNavigation
public import Foundation
import NavigationCodec
import NavigationTesting

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

    /// Whether recording may write ``actual``.
    var recordable: Bool { violation == nil }

    private func normalized(_ text: String) -> String { text.replacing("\r\n", with: "\n") }
  }

  // MARK: Finding cases

  /// Every case, sorted by path.
  public func cases() throws -> [Case] {
    var cases: [Case] = []
    let groups: [(String, Case.Kind)] = [
      ("links/valid", .validLink), ("links/spellings", .spellingLink), ("links/refused", .refusedLink),
    ]
    for (folder, kind) in groups {
      for name in try files(in: folder) {
        let path = folder + "/" + name
        cases.append(Case(kind: kind, input: path, expected: path))
      }
    }
    for name in try files(in: "snapshots/valid") {
      let path = "snapshots/valid/" + name
      cases.append(Case(kind: .validSnapshot, input: path, expected: path))
    }
    for (folder, kind) in [("snapshots/refused", Case.Kind.refusedSnapshot), ("snapshots/lenient", .lenientSnapshot)] {
      for name in try files(in: folder) where !name.hasSuffix(".expected.json") {
        let stem = String(name.dropLast(".json".count))
        cases.append(Case(kind: kind, input: "\(folder)/\(name)", expected: "\(folder)/\(stem).expected.json"))
      }
    }
    return cases
  }

  private func files(in folder: String) throws -> [String] {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(folder)
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".json") }
      .sorted()
  }

  // MARK: Running

  /// The catalog of the fixtures.
  public func catalog() throws -> ExerciseCatalog {
    try ExerciseCatalog.decode(read("catalog.json"))
  }

  /// Runs one case.
  public func run(_ goldenCase: Case, catalog: ExerciseCatalog) -> Outcome {
    // A new case has no expectation file yet: it compares against nothing, so it fails with a
    // diff that shows what recording will write.
    let expected =
      FileManager.default.contents(atPath: url(goldenCase.expected).path).map { String(decoding: $0, as: UTF8.self) }
      ?? ""
    var outcome = Outcome(goldenCase: goldenCase, expected: expected, actual: "", violation: nil)
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
        JSONMember("snapshot", NavigationSnapshot.value(of: state)),
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
      let decoded = try NavigationSnapshot.decode(bytes)
      let resolved = try NavigationResolver(catalog: catalog).resolve(decoded).value
      outcome.actual = String(decoding: NavigationSnapshot.encode(resolved), as: UTF8.self)
      if resolved != decoded { outcome.violation = "resolution changed the state" }
    } catch {
      outcome.actual = "\(error)\n"
      outcome.violation = "the snapshot is refused: \(error)"
    }
  }

  private func runRefusedSnapshot(_ outcome: inout Outcome, _ catalog: ExerciseCatalog) throws {
    let bytes = try read(outcome.goldenCase.input)
    do {
      let decoded = try NavigationSnapshot.decode(bytes)
      _ = try NavigationResolver(catalog: catalog).resolve(decoded)
      outcome.actual = text(.object([JSONMember("accepted", .bool(true))]))
      outcome.violation = "the snapshot is accepted but the case is in snapshots/refused"
    } catch {
      outcome.actual = text(error.jsonValue(includingMessage: false))
    }
  }

  private func runLenientSnapshot(_ outcome: inout Outcome, _ catalog: ExerciseCatalog) throws {
    let bytes = try read(outcome.goldenCase.input)
    do {
      let report = try NavigationResolver(catalog: catalog).resolve(NavigationSnapshot.decode(bytes), policy: .lenient)
      let dropped = report.dropped.map { part in
        JSONValue.object([
          JSONMember("code", .string(part.refusal.code.rawValue)),
          JSONMember("location", .string(part.refusal.location)),
          JSONMember("part", part.part),
          JSONMember("pointer", .string(part.pointer.rawValue)),
        ])
      }
      outcome.actual = text(
        .object([
          JSONMember("dropped", .array(dropped)), JSONMember("kept", NavigationSnapshot.value(of: report.value)),
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

  private func url(_ path: String) -> URL {
    URL(fileURLWithPath: directory).appendingPathComponent(path)
  }

  private func read(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url(path)))
  }

  // MARK: The command

  /// Runs every case, printing a diff per mismatch and the closing `N passed, M failed` line;
  /// with `record`, rewrites mismatching goldens and fails when anything changed.
  public func run(record: Bool, console: Console) -> ExitStatus {
    let cases: [Case]
    let catalog: ExerciseCatalog
    do {
      cases = try self.cases()
      catalog = try self.catalog()
    } catch {
      console.err("error[unreadable] at \(directory): \(error)\n")
      return .unreadable
    }
    guard !cases.isEmpty else {
      console.err("error[unreadable] at \(directory): no golden cases found\n")
      return .unreadable
    }
    var passed = 0
    var failed = 0
    var rewritten: [String] = []
    for goldenCase in cases {
      let outcome = run(goldenCase, catalog: catalog)
      if outcome.passed {
        passed += 1
        continue
      }
      if record && outcome.recordable {
        do {
          try Data(outcome.actual.utf8).write(to: url(goldenCase.expected), options: .atomic)
          rewritten.append(goldenCase.expected)
          passed += 1
          continue
        } catch {
          console.err("error[unreadable] at \(goldenCase.expected): \(error)\n")
        }
      }
      failed += 1
      console.out("FAIL \(goldenCase.input)\n")
      if let violation = outcome.violation { console.out("  \(violation)\n") }
      console.out(LineDiff.unified(expected: outcome.expected, actual: outcome.actual, path: goldenCase.expected))
    }
    for path in rewritten { console.out("recorded \(path)\n") }
    if !rewritten.isEmpty {
      console.out("\(rewritten.count) golden file(s) rewritten; review and commit them, then run again\n")
    }
    console.out("\(passed) passed, \(failed) failed\n")
    return failed == 0 && rewritten.isEmpty ? .ok : .refused
  }
}
