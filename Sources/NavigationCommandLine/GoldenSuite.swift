import NavigationCodec

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// An app's golden fixtures: every case under a directory, run against the app's codec and
/// compared with its recorded expectation.
///
/// Layout:
/// - `catalog.json`: the catalog every case resolves against, read by the app.
/// - `links/{valid,refused,spellings}/<name>.json`: `{"expected": …, "link": "…"}`.
/// - `snapshots/valid/<name>.json`: a canonical snapshot that must round-trip byte for byte.
/// - `snapshots/refused/<name>.json` + `<name>.expected.json`: input and `{code, location}`.
/// - `snapshots/lenient/<name>.json` + `<name>.expected.json`: input and `{dropped, kept}`.
/// - `explain/<name>.json` + `<name>.expected.txt` + `<name>.expected.json`: `{"link": "…"}`
///   and what `explain` writes for it, as text and as JSON (a folder an app may leave out).
/// - `pages/routes.html`: the page `routes --html` writes for the catalog (a folder an app
///   may leave out; create it empty and record to start).
///
/// Links are resolved with the clock fixed at ``now`` and sequential ids from `…0001`, a
/// fresh codec for each case, so that a case's output does not depend on the others.
public struct GoldenSuite<App: NavigationCommandApp>: Sendable {
  /// The app the cases are run against.
  public let app: App
  /// The fixtures directory.
  public let directory: String

  /// The clock every golden case uses.
  public static var now: Date { Date(milliseconds: 1_746_086_400_000) }  // 2025-05-01T08:00:00Z

  /// Creates a suite over a directory.
  public init(app: App, directory: String) {
    self.app = app
    self.directory = directory
  }

  /// Every case, sorted by path.
  ///
  /// - Throws: `IOFailure` when the directory cannot be listed, or ``GoldenLayoutError``
  ///   naming every entry that breaks the layout.
  public func cases() throws -> [GoldenCase] {
    let layout = try self.layout()
    guard layout.problems.isEmpty else {
      throw GoldenLayoutError(
        entries: layout.problems.map { "\(SingleLineText.escaping($0.path)): \(SingleLineText.escaping($0.reason))" })
    }
    return layout.cases
  }

  func layout() throws(IOFailure) -> GoldenLayout {
    try GoldenLayout(scanning: directory, leaving: app.goldenFoldersRunElsewhere)
  }

  /// The largest file of a case read: far above any real case, and a bound on what a stray
  /// large file costs.
  static var maximumFileSize: Int { 64 << 20 }

  /// The catalog of the fixtures, `catalog.json`, read by the app.
  ///
  /// - Throws: `IOFailure` when the file cannot be read, or the app's refusal.
  public func catalog() throws -> App.Catalog {
    try app.readCatalog(read("catalog.json"))
  }

  /// Runs one case against a catalog.
  public func run(_ goldenCase: GoldenCase, catalog: App.Catalog) -> GoldenOutcome {
    // A new case has no expectation file yet: it compares against nothing, so it fails with a
    // diff that shows what recording will write.
    let bytes = (try? SystemIO.readFile(path(goldenCase.expected), upTo: Self.maximumFileSize)) ?? []
    let text = String(validating: bytes, as: UTF8.self)
    var outcome = GoldenOutcome(
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
      let codec = { try app.codec(catalog: catalog, ids: .sequential(), clock: .fixed(Self.now)) }
      let explain = { (link: String, codec: App.Codec) in
        LinkExplanation(link, grammar: app.grammar, codec: codec, policy: .strict)
      }
      let page = { RoutesPage(app: app, catalog: catalog).html }
      try GoldenRun(codec: codec, read: read, explain: explain, routesPage: page).run(&outcome)
    } catch {
      outcome.violation = "the case could not be read: \(error)"
    }
    return outcome
  }

  func path(_ relative: String) -> String { directory + "/" + relative }

  func read(_ relative: String) throws(IOFailure) -> [UInt8] {
    try SystemIO.readFile(path(relative), upTo: Self.maximumFileSize)
  }
}

/// Entries of a fixtures directory that are not cases, expectations or notes.
public struct GoldenLayoutError: Error, CustomStringConvertible {
  /// Each entry with what is wrong with it.
  public var entries: [String]

  /// The entries, one a line.
  public var description: String { entries.joined(separator: "\n") }
}
