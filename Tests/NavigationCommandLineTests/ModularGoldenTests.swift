import Foundation
import ModularSample
import ModularSampleCommand
import NavigationCodec
import NavigationCommandLine
import TestSupport
import Testing

/// `golden` for a second app: the sample modular app's own fixtures recorded, then passing;
/// and an app that cannot be composed.
@Suite struct ModularGoldenTests {
  static func write(_ text: String, to path: String, in directory: URL) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A fixtures directory of the modular app: a valid link, a refused one, a saved session.
  static func fixtures() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modular-golden-\(UUID())")
    try write(#"{"exercises": []}"#, to: "catalog.json", in: directory)
    try write(#"{"link": "modular://settings/account"}"#, to: "links/valid/account.json", in: directory)
    try write(
      #"{"link": "modular://dashboard/details/7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0f"}"#,
      to: "links/refused/unknown-widget.json", in: directory)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("links/spellings"), withIntermediateDirectories: true)
    let session = try FixturePaths.read("modular/snapshots/every-module.expected.json")
    try write(String(decoding: session, as: UTF8.self), to: "snapshots/valid/every-module.json", in: directory)
    for folder in ["snapshots/refused", "snapshots/lenient"] {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return directory
  }

  @Test func recordedFixturesPassAndHoldTheRefusal() throws {
    let directory = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: directory) }
    let suite = GoldenSuite(app: try ModularSampleCommandApp(), directory: directory.path)
    // The catalog is empty, so the session's exercise screen is refused: a case in the wrong
    // folder fails even when recording, while the link cases are recorded.
    let first = try ModularCommandTests.modularlink(["golden", "--record", directory.path])
    #expect(first.status == .refused)
    #expect(
      first.out.contains("FAIL snapshots/valid/every-module.json\n  the snapshot is refused: error[unknown-exercise]"))
    #expect(
      first.out.hasSuffix("2 golden file(s) rewritten; review and commit them, then run again\n2 passed, 1 failed\n"))
    try FileManager.default.removeItem(at: directory.appendingPathComponent("snapshots/valid/every-module.json"))
    let again = try ModularCommandTests.modularlink(["golden", directory.path])
    #expect(again.status == .ok)
    #expect(again.out == "2 passed, 0 failed\n")
    let refused = try String(
      contentsOf: directory.appendingPathComponent("links/refused/unknown-widget.json"), encoding: .utf8)
    #expect(refused.contains(#""code": "unknown-widget""#))
    #expect(refused.contains(#""location": "/path/0/dashboard/details/id""#))
    #expect(try suite.cases().count == 2)
  }

  /// An app whose codec cannot be built: a mistake in the app, reported as such.
  struct BrokenApp: NavigationCommandApp {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "two modules read /settings" }
    }

    let base: ModularSampleCommandApp
    var help: NavigationCommandHelp { NavigationCommandHelp(toolName: "broken", overview: "Nothing works.") }
    var sampleCatalog: ExerciseCatalogStandIn { ExerciseCatalogStandIn() }
    var grammar: LinkGrammar<[PathElement]> { base.grammar }
    func readCatalog(_ bytes: [UInt8]) throws(NavigationError) -> ExerciseCatalogStandIn { ExerciseCatalogStandIn() }
    func codec(catalog: ExerciseCatalogStandIn, ids: IDGenerator, clock: DateSource) throws -> ModularSampleCodec {
      throw Broken()
    }
  }

  struct ExerciseCatalogStandIn: Sendable {}

  @Test func anAppThatCannotBeComposedExits70() throws {
    let run = ModularCommandTests.run(BrokenApp(base: try ModularSampleCommandApp()), ["parse", "modular://settings"])
    #expect(run.status == .software)
    #expect(run.err == "error[internal] at broken: the app cannot be composed: two modules read /settings\n")
    #expect(run.out == "")
    // Every command that reads with the app's catalog builds its codec first.
    let routes = ModularCommandTests.run(BrokenApp(base: try ModularSampleCommandApp()), ["routes"])
    #expect(routes.status == .software)
  }
}
