import Foundation
import NavigationCodec
import TestSupport
import Testing

/// An error a type throws of its own (not a `DecodingError` or `EncodingError`, which carry a
/// coding path) is located at the innermost value whose `init(from:)` or `encode(to:)` threw
/// it, not at the document's root.
@Suite struct TypeErrorLocationTests {
  private struct TooLarge: Error {}

  /// A level from 0 to 5, checked both ways.
  private struct Level: Codable, Equatable {
    var value: Int

    init(_ value: Int) { self.value = value }

    init(from decoder: any Decoder) throws {
      value = try decoder.singleValueContainer().decode(Int.self)
      guard value <= 5 else { throw TooLarge() }
    }

    func encode(to encoder: any Encoder) throws {
      guard value <= 5 else { throw TooLarge() }
      var container = encoder.singleValueContainer()
      try container.encode(value)
    }
  }

  private struct Plan: Codable, Equatable {
    var levels: [Level]
    var first: Level
  }

  @Test(arguments: [
    (#"{"first": 1, "levels": [1, 9]}"#, Refused("invalid-value", "/levels/1")),
    (#"{"first": 7, "levels": []}"#, Refused("invalid-value", "/first")),
  ])
  func readingLocatesTheValueThatThrew(_ json: String, _ expected: Refused) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Plan.self, from: Array(json.utf8))
    }
    #expect(Refused(error) == expected, "\(String(describing: error))")
    #expect(error?.message.contains("could not be decoded") == true)
  }

  @Test func writingLocatesTheValueThatThrew() {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONEncoder().encode(Plan(levels: [Level(1), Level(2), Level(8)], first: Level(0)))
    }
    #expect(Refused(error) == Refused("invalid-value", "/levels/2"))
    #expect(error?.message.contains("could not be encoded") == true)
  }

  @Test func aSnapshotLocatesItUnderTheEnvelope() {
    let format = SnapshotFormat<Plan>(name: "plan", version: 1)
    let bytes = Array(#"{"first": 1, "format": "plan", "levels": [6], "version": 1}"#.utf8)
    let error = refusal { () throws(NavigationError) in try format.decode(bytes) }
    #expect(Refused(error) == Refused("invalid-value", "/levels/0"))
  }
}
