import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The state's `Codable` form is the snapshot body, through any encoder or decoder.
@Suite struct CodableStateTests {
  static let format = NavigationState.snapshotFormat
  static let validFixtures = (try? FixturePaths.files(in: "snapshots/valid")) ?? []

  static func sortedEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return encoder
  }

  static func generatedStates() -> [NavigationState] {
    var states: [NavigationState] = []
    for seed in 1...4 as ClosedRange<UInt64> {
      var generator = StateGenerator(seed: seed, now: FixturePaths.now)
      for _ in 0..<100 { states.append(generator.state()) }
    }
    return states
  }

  @Test(arguments: validFixtures) func foundationsDecoderReadsACanonicalBody(_ name: String) throws {
    let bytes = try FixturePaths.read("snapshots/valid/\(name)")
    let expected = try NavigationState.snapshotFormat.decode(bytes)
    // The envelope's fields are not the state's; Foundation's decoder ignores them.
    #expect(try JSONDecoder().decode(NavigationState.self, from: Data(bytes)) == expected)
  }

  @Test(arguments: validFixtures) func theCodableCoderWritesTheSnapshotByteForByte(_ name: String) throws {
    let bytes = try FixturePaths.read("snapshots/valid/\(name)")
    let state = try Self.format.decode(bytes)
    #expect(try Self.format.encode(state) == bytes)
  }

  @Test func everyGeneratedStateGoesThroughFoundationAndTheCanonicalCoderAlike() throws {
    for state in Self.generatedStates() {
      // Foundation's sorted output reads back through the canonical reader…
      let foundation = try Self.sortedEncoder().encode(state)
      #expect(try CanonicalJSONDecoder().decode(NavigationState.self, from: foundation) == state)
      // …and the canonical bytes through Foundation's decoder.
      let canonical = try Self.format.encode(state)
      #expect(try JSONDecoder().decode(NavigationState.self, from: Data(canonical)) == state)
      #expect(try Self.format.decode(canonical) == state)
    }
  }

  @Test func exercisesCodeAsTheSnapshotsExerciseObject() throws {
    let run = ExerciseCatalog.sample.exercises[0]
    let bytes = try CanonicalJSONEncoder().encode(run)
    #expect(
      String(decoding: bytes, as: UTF8.self) == """
        {
          "distance": 5.2,
          "finished": "2025-04-02T07:31:12Z",
          "id": "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f",
          "starts": "2025-04-02T07:00:00Z",
          "title": "Morning run",
          "type": "running"
        }

        """)
    #expect(try JSONDecoder().decode(Exercise.self, from: Data(bytes)) == run)
    #expect(try CanonicalJSONDecoder().decode(Exercise.self, from: try JSONEncoder().encode(run)) == run)
    // Whatever Foundation's date and UUID strategies, the form is the snapshot's.
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = .sortedKeys
    let foundation = String(decoding: try encoder.encode(run), as: UTF8.self)
    #expect(foundation.contains(#""starts":"2025-04-02T07:00:00Z""#))
    #expect(foundation.contains(#""id":"6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f""#))
  }

  @Test func aPathWorksInNavigationPathsCodableRepresentationShape() throws {
    // `NavigationPath(_:)` needs Codable elements to offer `.codable`; the array round trips.
    let path: [Route] = [.history(.running), .detail(ExerciseCatalog.sample.exercises[0].id)]
    let data = try JSONEncoder().encode(path)
    #expect(try JSONDecoder().decode([Route].self, from: data) == path)
  }

  struct Refusal: Sendable, CustomStringConvertible {
    var json: String
    var refused: Refused
    var description: String { json }
  }

  /// Errors through the Codable path are located as the snapshot reader locates them.
  @Test(arguments: [
    Refusal(json: #"{"exercises": {"path": []}}"#, refused: Refused("missing-field", "/tab")),
    Refusal(json: #"{"exercises": {"path": []}, "tab": "profile"}"#, refused: Refused("invalid-value", "/tab")),
    Refusal(
      json: #"{"exercises": {"path": [{"bogus": {}}]}, "tab": "exercises"}"#,
      refused: Refused("unexpected-field", "/exercises/path/0/bogus")),
    Refusal(
      json: #"{"exercises": {"path": [{"history": {"type": "running"}, "detail": {}}]}, "tab": "exercises"}"#,
      refused: Refused("invalid-value", "/exercises/path/0")),
    Refusal(
      json: #"{"exercises": {"path": [{"detail": {"exercise": "nope"}}]}, "tab": "exercises"}"#,
      refused: Refused("invalid-value", "/exercises/path/0/detail/exercise")),
    Refusal(
      json: #"{"exercises": {"path": [], "extra": 1}, "tab": "exercises"}"#,
      refused: Refused("unexpected-field", "/exercises/extra")),
    Refusal(
      json:
        #"{"exercises": {"path": [], "destination": {"alert": {"exercise": "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f", "x": 2}}}, "tab": "exercises"}"#,
      refused: Refused("unexpected-field", "/exercises/destination/alert/x")),
    Refusal(
      json: #"{"exercises": {"path": [], "path": []}, "tab": "exercises"}"#,
      refused: Refused("unexpected-field", "/exercises/path")),
    Refusal(
      json: #"{"exercises": {"path": []}, "tab": "exercises""#, refused: Refused("malformed-json", "line 1, column 47")),
  ])
  func theCanonicalDecoderLocatesEveryRefusal(_ testCase: Refusal) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(NavigationState.self, from: Array(testCase.json.utf8))
    }
    #expect(Refused(error) == testCase.refused)
  }
}
