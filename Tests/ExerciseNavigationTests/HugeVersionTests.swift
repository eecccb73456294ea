import ExerciseNavigation
import Testing

@testable import NavigationCodec

/// A version past a `Double`'s precision is refused at `/version` whether the snapshot is read
/// from its text (where its digits are exact) or from a `JSONValue` (where it is a `Double`,
/// written back as ECMAScript spells it):
/// two fuzzing findings, a 76-digit integer and a 90-digit number with a fraction.
@Suite struct HugeVersionTests {
  static let versions = [
    String(repeating: "2", count: 76), String(repeating: "9", count: 80) + "574896024.910",
    "9007199254740993", "1e400",
  ]

  @Test(arguments: versions)
  func aHugeVersionIsRefusedAtTheSamePlaceFromTextAndFromItsValue(_ version: String) throws {
    let text =
      #"{"exercises": {"path": []}, "format": "doexercise.navigation", "tab": "exercises", "version": \#(version)}"#
    let fromText = #expect(throws: NavigationError.self) {
      _ = try NavigationState.snapshotFormat.decode(Array(text.utf8))
    }
    #expect(fromText?.location == "/version" || fromText?.code == .malformedJSON)
    guard let value = try? JSONReader().read(text) else { return }
    let fromValue = #expect(throws: NavigationError.self) { _ = try NavigationState.snapshotFormat.decode(value) }
    #expect(fromValue?.location == fromText?.location)
    #expect([.invalidValue, .unsupportedVersion].contains(fromValue?.code))
  }
}
