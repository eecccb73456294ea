import ExerciseNavigation
import Foundation
import NavigationCommandLine
import TestSupport
import Testing

@testable import NavigationCodec

/// Every snapshot fixture, checked directly against the library (the `navlink golden` runner
/// is tested on its own in NavlinkCommandTests).
@Suite struct FixtureSnapshotTests {
  static let catalog = ExerciseCatalog.sample
  static let resolver = NavigationResolver(catalog: catalog, clock: .fixed(FixturePaths.now))
  /// The resolver's checks and a held link read again: what an app restores through.
  static let codec = ExerciseCodec(catalog: catalog, clock: .fixed(FixturePaths.now))

  @Test(arguments: try FixturePaths.files(in: "snapshots/valid"))
  func validSnapshotRoundTripsByteForByte(_ name: String) throws {
    let bytes = try FixturePaths.read("snapshots/valid/\(name)")
    let decoded = try NavigationState.snapshotFormat.decode(bytes)
    #expect(try NavigationState.snapshotFormat.encode(decoded) == bytes)
    #expect(try Self.resolver.resolve(decoded).value == decoded)
    #expect(try Self.resolver.resolve(decoded, policy: .lenient).dropped.isEmpty)
    // Version 1 is current: reading through the migration path runs none and drops nothing.
    for policy in ResolutionPolicy.allCases {
      #expect(
        try NavigationState.snapshotFormat.decode(bytes, policy: policy) == MigratedSnapshot(value: decoded, version: 1)
      )
    }
  }

  @Test(arguments: try FixturePaths.files(in: "snapshots/refused").filter { !$0.hasSuffix(".expected.json") })
  func refusedSnapshotGivesItsCodeAndLocation(_ name: String) throws {
    let bytes = try FixturePaths.read("snapshots/refused/\(name)")
    let expected = try FixturePaths.expectedRefusal("snapshots/refused/\(name.dropLast(5)).expected.json")
    let error = refusal { () throws(NavigationError) in try Self.codec.restore(snapshot: bytes) }
    #expect(Refused(error) == expected)
    #expect(error.map { !$0.message.isEmpty } == true)
  }

  @Test(arguments: try FixturePaths.files(in: "snapshots/lenient").filter { !$0.hasSuffix(".expected.json") })
  func lenientSnapshotKeepsAndDropsWhatIsRecorded(_ name: String) throws {
    let bytes = try FixturePaths.read("snapshots/lenient/\(name)")
    var fields = try SnapshotNode(
      JSONReader().read(FixturePaths.read("snapshots/lenient/\(name.dropLast(5)).expected.json"))
    ).object()
    let kept = try NavigationState.snapshotFormat.decode(fields.required("kept").value.withEnvelope())
    let dropped = try fields.required("dropped").array()
    let report = try Self.codec.restore(snapshot: bytes, policy: .lenient)
    #expect(report.value == kept)
    #expect(report.dropped.count == dropped.count)
    for (part, recorded) in zip(report.dropped, dropped) {
      var object = try recorded.object()
      #expect(part.refusal.code.rawValue == (try object.required("code").string()))
      #expect(part.refusal.location.description == (try object.required("location").string()))
      #expect(part.pointer.rawValue == (try object.required("pointer").string()))
      #expect(part.part == (try object.required("part").value))
    }
    // The kept state is itself valid: resolving it again drops nothing.
    #expect(try Self.resolver.resolve(report.value).value == report.value)
    // Strict resolution refuses the same input with the first dropped part's refusal.
    let strict = refusal { () throws(NavigationError) in try Self.codec.restore(snapshot: bytes) }
    #expect(strict == report.dropped.first?.refusal)
  }

  @Test func fixtureCountsHold() throws {
    #expect(try FixturePaths.files(in: "snapshots/valid").count >= 15)
    let refused = try FixturePaths.files(in: "snapshots/refused").filter { !$0.hasSuffix(".expected.json") }
    #expect(refused.count >= 25)
    // Every resolver code and every JSON syntax code has a refused snapshot.
    let codes = try Set(
      refused.map { try FixturePaths.expectedRefusal("snapshots/refused/\($0.dropLast(5)).expected.json").code })
    let required = [
      "unknown-exercise", "duplicate-exercise", "invalid-draft", "impossible-path", "type-mismatch",
      "impossible-destination", "nothing-to-discard", "limit-exceeded", "malformed-json", "unsupported-format",
      "unsupported-version", "missing-field", "unexpected-field", "invalid-value", "unknown-requirement",
    ]
    #expect(Set(required).subtracting(codes).isEmpty, "no fixture for \(Set(required).subtracting(codes))")
  }
}

extension JSONValue {
  /// The recorded `kept` value is a snapshot document; decoding takes it as bytes.
  fileprivate func withEnvelope() -> [UInt8] { CanonicalJSONWriter.encode(self) }
}
