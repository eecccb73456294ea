import Foundation
import NavigationCodec
import TestSupport
import Testing

/// A `Dictionary` whose keys are neither strings nor integers is written as an array of keys
/// and values in turn; reading one whose key repeats (as written, or once decoded) is refused
/// at the repeated key, where the standard library's `init(from:)` would keep the last value.
@Suite struct ArrayFormDictionaryReadingTests {
  @Test(arguments: [
    ("[1.5, 1, 2.5, 2, 1.5, 3]", "/4"), ("[1, 1, 1.0, 2]", "/2"), ("[0.5, 1, 2, 2, 3, 3, 2, 4, 2, 5]", "/6"),
  ])
  func aRepeatedKeyIsRefusedAtItsPlace(_ text: String, _ pointer: String) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode([Double: Int].self, from: Array(text.utf8))
    }
    #expect(Refused(error) == Refused("unexpected-field", pointer))
  }

  @Test func keysEqualOnceDecodedAreRefusedInANestedDictionary() {
    struct Holder: Codable { var stamps: [Date: String] }
    let text = #"{"stamps": ["2025-04-02T07:00:00Z", "a", "2025-04-02T07:00:00.000Z", "b"]}"#
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Holder.self, from: Array(text.utf8))
    }
    #expect(Refused(error) == Refused("unexpected-field", "/stamps/2"))
  }

  /// Random arrays of keys and values: without a repeated key they read as Foundation reads
  /// them; with one, the first repeat is refused where it is.
  @Test func randomArraysReadWholeOrRefuseTheFirstRepeat() throws {
    var random = SplitMix64(seed: 0xD1C7)
    for _ in 0..<500 {
      let keys = (0..<random.next() % 8).map { _ in Double(random.next() % 12) / 2 }
      let text = "[" + keys.enumerated().map { "\($1), \($0)" }.joined(separator: ", ") + "]"
      let bytes = Array(text.utf8)
      let result = Result { () throws(NavigationError) in
        try CanonicalJSONDecoder().decode([Double: Int].self, from: bytes)
      }
      if let repeated = keys.indices.first(where: { keys[..<$0].contains(keys[$0]) }) {
        let error = refusal { () throws(NavigationError) in try result.get() }
        #expect(Refused(error) == Refused("unexpected-field", "/\(repeated * 2)"), "\(text)")
      } else {
        #expect((try? result.get()) == (try JSONDecoder().decode([Double: Int].self, from: Data(bytes))), "\(text)")
      }
    }
  }
}
