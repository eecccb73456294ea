import Foundation
import ModularSample
import ModularSampleCommand
import NavigationCodec
import Testing

@testable import NavigationCommandLine

/// `explain` for a second app: the modular sample's module path, its refusals, and the
/// screens of an app that describes none.
@Suite struct ExplainTests {
  static let widget = ModularCommandTests.widget
  static let exercise = "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"

  @Test func aModularLinkShowsItsModulePath() throws {
    let run = try ModularCommandTests.modularlink([
      "explain", "modular://exercises/history/running/\(Self.exercise)",
    ])
    #expect(run.status == .ok)
    #expect(run.err == "")
    #expect(
      run.out.hasSuffix(
        """
        screens:
          stack: 2 screens
            exercises: history type running
            exercises: detail exercise \(Self.exercise)
        result:   opened

        """), "\(run.out)")
  }

  @Test func aRefusedModularLinkNamesTheClosestRoute() throws {
    let run = try ModularCommandTests.modularlink(["explain", "modular://dashboard/detail/\(Self.widget)"])
    #expect(run.status == .malformed)
    #expect(run.err == "error[unknown-route] at path/1: expected \"details\" but found \"detail\"\n")
    #expect(run.out.contains("closest:  /dashboard/details/{id:uuid}\n"), "\(run.out)")
    #expect(run.out.contains("  location: path/1\n"), "\(run.out)")
  }

  /// A codec that describes no screens: its state's snapshot, as a tree.
  struct PlainCodec: NavigationCommandCodec {
    let base: ModularSampleCodec
    var limits: Limits { base.limits }
    func open(link: String, policy: ResolutionPolicy) throws(NavigationError) -> ResolutionReport<ModularSession> {
      try base.open(link: link, policy: policy)
    }
    func link(for state: ModularSession) throws(NavigationError) -> String { try base.link(for: state) }
    func restore(snapshot bytes: [UInt8], policy: ResolutionPolicy) throws(NavigationError)
      -> ResolutionReport<ModularSession>
    {
      try base.restore(snapshot: bytes, policy: policy)
    }
    func snapshot(of state: ModularSession) throws(NavigationError) -> [UInt8] { try base.snapshot(of: state) }
  }

  @Test func anAppThatDescribesNoScreensShowsItsSnapshotAsATree() throws {
    let app = try ModularSampleCommandApp()
    let codec = PlainCodec(base: try app.codec(catalog: app.sampleCatalog, ids: .random, clock: .system))
    let state = try codec.open(link: "modular://dashboard/details/\(Self.widget)", policy: .strict).value
    let screens = codec.screens(of: state)
    #expect(
      ScreenTree.lines(screens, indent: 0) == [
        "format: \"com.example.modular\"", "path", "  0", "    dashboard", "      details",
        "        id: \"\(Self.widget)\"", "version: 2",
      ])
    let json = String(decoding: CanonicalJSONWriter.encode(ScreenTree.json(screens), compact: true), as: UTF8.self)
    #expect(json.hasPrefix(#"[{"children":[],"label":"\"com.example.modular\"","role":"format"},{"children":[{"#))
    #expect(json.hasSuffix(#"{"children":[],"label":"2","role":"version"}]"# + "\n"))
  }

  /// An enum case's unlabelled values show as elements, a single scalar one as its case's
  /// label, never under Swift's `_0` keys.
  @Test func unlabelledValuesShowAsTheirCasesLabelOrByIndex() {
    let book = JSONValue.object([JSONMember("_0", .string("6f1c"))])
    let span = JSONValue.object([JSONMember("_0", .number(1)), JSONMember("_1", .number(2))])
    let labelled = JSONValue.object([JSONMember("_x", .string("kept"))])
    let path = JSONValue.array([
      .object([JSONMember("book", book)]), .object([JSONMember("span", span)]),
      .object([JSONMember("note", labelled)]),
    ])
    #expect(
      ScreenTree.lines(ScreenTree.nodes(of: .object([JSONMember("path", path)])), indent: 0) == [
        "path", "  0", "    book: \"6f1c\"", "  1", "    span", "      0: 1", "      1: 2", "  2", "    note",
        "      _x: \"kept\"",
      ])
  }

  /// Depth first, children in order, each level two spaces deeper; labels escaped.
  @Test func treesKeepTheirOrderAsTextAndJSON() {
    let tree = [
      ScreenNode("tab", "a", children: [ScreenNode("screen", "b\n", children: [ScreenNode("draft", "c")])]),
      ScreenNode("tab", "d", children: [ScreenNode("screen", "e"), ScreenNode("screen", "f")]),
    ]
    #expect(
      ScreenTree.lines(tree, indent: 2) == [
        "  tab: a", "    screen: b\\n", "      draft: c", "  tab: d", "    screen: e", "    screen: f",
      ])
    let json = String(decoding: CanonicalJSONWriter.encode(ScreenTree.json(tree), compact: true), as: UTF8.self)
    let leaf = { (role: String, label: String) in #"{"children":[],"label":"\#(label)","role":"\#(role)"}"# }
    #expect(
      json == #"[{"children":[{"children":["# + leaf("draft", "c") + #"],"label":"b\n","role":"screen"}],"#
        + #""label":"a","role":"tab"},{"children":["# + leaf("screen", "e") + "," + leaf("screen", "f")
        + #"],"label":"d","role":"tab"}]"# + "\n")
  }
}
