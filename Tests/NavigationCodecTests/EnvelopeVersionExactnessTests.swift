import TestSupport
import Testing

@testable import NavigationCodec

/// A snapshot's version is read exactly from its digits and compared as an integer: never
/// equal to a nearby version through a `Double`.
@Suite struct EnvelopeVersionExactnessTests {
  private static func open(_ version: String, versions: [Int]) -> Result<Int, NavigationError> {
    let envelope = SnapshotEnvelope(format: "demo", versions: versions, fields: ["format", "version"])
    return Result { () throws(NavigationError) in
      try envelope.decode(Array(#"{"format": "demo", "version": \#(version)}"#.utf8)).version
    }
  }

  @Test(arguments: ["2", "2.0", "2e0", "20e-1", "0.2e1", "2.000000000000000000000"])
  func everySpellingOfTheIntegerIsThatVersion(_ written: String) {
    #expect((try? Self.open(written, versions: [1, 2]).get()) == 2)
  }

  @Test(arguments: ["2.5", "2.0000000000000000001", "1.9999999999999999999", "1e-400"])
  func aVersionWithAFractionIsAnInvalidValue(_ written: String) {
    let error = refusal { () throws(NavigationError) in try Self.open(written, versions: [1, 2]).get() }
    #expect(Refused(error) == Refused("invalid-value", "/version"), "\(written)")
  }

  /// Past 2^53 the nearest `Double` of a version is another version: each is itself.
  @Test(arguments: [
    ("9007199254740993", "9007199254740993"), ("9007199254740993.0", "9007199254740993"),
    ("9.007199254740993e15", "9007199254740993"), ("9223372036854775808", "9223372036854775808"),
    ("9223372036854775807", "9223372036854775807"),
  ])
  func aVersionPast2To53IsNeverANearbyOne(_ written: String, _ named: String) {
    let versions = [1, 9_007_199_254_740_992, Int.max - 1]
    let error = refusal { () throws(NavigationError) in try Self.open(written, versions: versions).get() }
    #expect(Refused(error) == Refused("unsupported-version", "/version"), "\(written)")
    #expect(error?.message.hasPrefix("this snapshot is version \(named);") == true, "\(String(describing: error))")
    #expect((try? Self.open("9007199254740992", versions: versions).get()) == 9_007_199_254_740_992)
    #expect((try? Self.open("9.223372036854775806e18", versions: versions).get()) == Int.max - 1)
  }
}
