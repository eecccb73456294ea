import ExerciseNavigation
import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// Every link fixture, checked directly against the library: both round-trip laws, and the
/// code and location of every refusal.
@Suite struct FixtureLinkTests {
  struct LinkCase: Sendable, CustomStringConvertible {
    var folder: String
    var name: String
    var link: String
    var expected: JSONValue
    var description: String { "\(folder)/\(name)" }
  }

  static func cases(in folder: String) throws -> [LinkCase] {
    try FixturePaths.files(in: "links/\(folder)").map { name in
      var object = try SnapshotNode(JSONReader().read(FixturePaths.read("links/\(folder)/\(name)"))).object()
      return LinkCase(
        folder: folder, name: name, link: try object.required("link").string(),
        expected: try object.required("expected").value)
    }
  }

  static let now = Date(milliseconds: 1_746_086_400_000)

  static func codec() -> ExerciseCodec {
    ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(now))
  }

  @Test(arguments: try cases(in: "valid") + cases(in: "spellings"))
  func linkOpensItsSnapshotAndPrintsCanonically(_ testCase: LinkCase) throws {
    var expected = try SnapshotNode(testCase.expected).object()
    let canonical = try expected.required("link").string()
    let snapshot = try NavigationState.snapshotFormat.decode(expected.required("snapshot").value)

    let state = try Self.codec().open(link: testCase.link).value
    #expect(state == snapshot)
    // print(parse(u)) is the canonical form of u …
    #expect(try Self.codec().link(for: state) == canonical)
    // … and parse(print(s)) == s.
    #expect(try Self.codec().open(link: canonical).value == state)
    if testCase.folder == "valid" {
      #expect(canonical == testCase.link)
    } else {
      #expect(canonical != testCase.link)
    }
  }

  @Test(arguments: try cases(in: "refused"))
  func linkIsRefusedWithItsCodeAndLocation(_ testCase: LinkCase) throws {
    var expected = try SnapshotNode(testCase.expected).object()
    var error = try expected.required("error").object()
    let recorded = Refused(try error.required("code").string(), try error.required("location").string())
    let actual = refusal { () throws(NavigationError) in try Self.codec().open(link: testCase.link) }
    #expect(Refused(actual) == recorded)
    // Syntax codes come from the link; resolution codes point into the snapshot form.
    if let actual, actual.layer == .resolution { #expect(actual.location.description.hasPrefix("/exercises")) }
  }

  @Test func fixtureCountsHold() throws {
    #expect(try Self.cases(in: "valid").count >= 30)
    #expect(try Self.cases(in: "refused").count >= 40)
    #expect(try Self.cases(in: "spellings").count >= 10)
  }
}
