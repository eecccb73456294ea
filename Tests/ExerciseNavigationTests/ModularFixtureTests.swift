import ExerciseNavigation
import Foundation
import ModularSample
import NavigationCodec
import TestSupport
import Testing

/// The sample modular app's goldens under `Fixtures/modular/`: adding a case is adding an
/// input file and recording its outputs (`NAVIGATION_RECORD=1`).
///
/// - `links/<case>.json` (`{"link": …}`): the link read, resolved and printed back gives
///   `<case>.expected.json` (the path and the printed link), or fails as `<case>.error.txt`.
/// - `snapshots/<case>.json`: lenient reading and resolution (the held link read again) give `<case>.expected.json` and
///   drop what `<case>.dropped.txt` lists, or fail as `<case>.error.txt`; strict reading gives
///   the same session when nothing was dropped, and otherwise fails with the first drop.
@Suite struct ModularFixtureTests {
  static let app: ModularSampleApp? = try? ModularSampleApp()

  static let links = inputs(in: "modular/links")
  static let snapshots = inputs(in: "modular/snapshots")

  static func inputs(in folder: String) -> [String] {
    ((try? FixturePaths.files(in: folder)) ?? []).filter { !$0.hasSuffix(".expected.json") }
  }

  @Test func theFixturesAreThere() {
    #expect(Self.links.count >= 15)
    #expect(Self.snapshots.count >= 10)
  }

  @Test(arguments: links)
  func aLinkOpensItsPathAndPrintsBack(_ name: String) throws {
    let app = try #require(Self.app)
    let input = try JSONSerialization.jsonObject(with: Data(FixturePaths.read("modular/links/\(name)")))
    let link = try #require((input as? [String: String])?["link"])
    var outputs: [String: String] = [:]
    do {
      let path = try app.modules.resolve(try app.links.match(link: link), at: "/path").value
      let printed = try app.links.link(for: path)
      // Reading the printed link gives the same path: the round trip on every fixture.
      #expect(try app.links.match(link: printed) == path)
      let outcome = try CanonicalJSONEncoder().encode(Opened(path: ModularPath(path), printed: printed))
      outputs["expected.json"] = String(decoding: outcome, as: UTF8.self)
    } catch {
      outputs["error.txt"] = "\(error)\n"
    }
    try GoldenOutputs.compare(outputs, stem: "modular/links/\(name.dropLast(".json".count))")
  }

  @Test(arguments: snapshots)
  func aSavedSessionOpensWithTheModulesTheAppHas(_ name: String) throws {
    let app = try #require(Self.app)
    let input = try FixturePaths.read("modular/snapshots/\(name)")
    var outputs: [String: String] = [:]
    do {
      let restored = try app.restore(input, policy: .lenient)
      let session = restored.value
      let dropped = restored.dropped
      outputs["expected.json"] = String(decoding: try app.format.encode(session), as: UTF8.self)
      outputs["dropped.txt"] = dropped.map { "dropped \($0.pointer): \($0.refusal)\n" }.joined()
      try checkStrictReading(input, app: app, agreesWith: session, dropped: dropped)
    } catch {
      outputs["error.txt"] = "\(error)\n"
    }
    try GoldenOutputs.compare(outputs, stem: "modular/snapshots/\(name.dropLast(".json".count))")
  }

  /// What a link opens, and its canonical spelling.
  struct Opened: Encodable {
    var path: ModularPath
    var printed: String
  }

  /// Strict reading keeps everything, or refuses with the first part lenient reading dropped.
  func checkStrictReading(
    _ input: [UInt8], app: ModularSampleApp, agreesWith session: ModularSession, dropped: [DroppedPart]
  )
    throws
  {
    let strict = { () throws(NavigationError) -> ModularSession in try app.restore(input, policy: .strict).value }
    guard let first = dropped.first else {
      #expect(try strict() == session)
      return
    }
    let refusal = try #require(throws: NavigationError.self) { try strict() }
    #expect(refusal == first.refusal)
  }
}
