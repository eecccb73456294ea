import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Every old session of the reader format under `Fixtures/codable/reader/v<N>/` keeps opening.
///
/// For each `<case>.json`: lenient reading gives `<case>.expected.json` (canonical, current
/// version) and drops what `<case>.dropped.txt` lists, or fails as `<case>.error.txt` says;
/// strict reading gives the same value when nothing was dropped, and otherwise fails with the
/// first dropped part's refusal. `NAVIGATION_RECORD=1` rewrites the outputs, never the inputs.
@Suite struct SnapshotMigrationFixtureTests {
  static let folder = "codable/reader"

  /// `v<N>/<case>.json` for every input, oldest version first.
  static let cases: [String] = {
    let root = FixturePaths.fixtures.appendingPathComponent(folder)
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return versions.sorted().flatMap { version in
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(version).path)) ?? []
      return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted().map {
        "\(version)/\($0)"
      }
    }
  }()

  @Test func everyVersionHasFixtures() {
    let versions = Set(Self.cases.map { $0.prefix { $0 != "/" } })
    #expect(versions == ["v1", "v2", "v3", "v4"])
  }

  @Test(arguments: cases)
  func anOldSessionOpensInTheCurrentBuild(_ name: String) throws {
    let input = try FixturePaths.read("\(Self.folder)/\(name)")
    let stem = "\(Self.folder)/\(name.dropLast(".json".count))"
    let version = Int(name.dropFirst().prefix { $0 != "/" })
    var outputs: [String: String] = [:]
    do {
      let read = try ReaderSession.format.decode(input, policy: .lenient)
      #expect(read.version == version)
      #expect(read.migrations.count == 4 - (version ?? 0))
      outputs["expected.json"] = String(decoding: try ReaderSession.format.encode(read.value), as: UTF8.self)
      outputs["dropped.txt"] = read.dropped.map(Self.line).joined()
      try checkStrictReading(input, agreesWith: read)
      // The current bytes read back to the same value, with no migration.
      let current = try ReaderSession.format.decode(Array((outputs["expected.json"] ?? "").utf8), policy: .strict)
      #expect(current.value == read.value && current.migrations.isEmpty)
    } catch {
      outputs["error.txt"] = "\(error)\n"
    }
    try GoldenOutputs.compare(outputs, stem: stem)
  }

  /// Strict reading keeps everything or refuses at the first part lenient reading dropped.
  func checkStrictReading(_ input: [UInt8], agreesWith lenient: MigratedSnapshot<ReaderSession>) throws {
    guard let first = lenient.dropped.first else {
      #expect(try ReaderSession.format.decode(input) == lenient.value)
      return
    }
    let refusal = try #require(throws: NavigationError.self) { try ReaderSession.format.decode(input) }
    #expect(refusal == first.refusal)
  }

  static func line(_ part: DroppedPart) -> String {
    "\(part.migration ?? "resolver") dropped \(part.pointer): \(part.refusal)\n"
  }
}
