import TestSupport
import Testing

@testable import NavigationCodec

/// A format's envelope follows its fields when they change after it was made.
@Suite struct SnapshotFormatTests {
  private struct Note: Codable, Equatable { var text: String }

  @Test func changingAFieldRemakesTheEnvelope() throws {
    var format = SnapshotFormat<Note>(name: "com.example.note", version: 1)
    let saved = try format.encode(Note(text: "hi"))

    format.name = "com.example.memo"
    #expect(format.envelope.format == "com.example.memo")
    let error = refusal { () throws(NavigationError) in try format.decode(saved) }
    #expect(Refused(error) == Refused("unsupported-format", "/format"))

    format.name = "com.example.note"
    format.migrations = [SnapshotMigration("keep", from: 1) { _ in }]
    format.version = 2
    #expect(format.envelope.versions == [1, 2])
    #expect(try format.decode(saved, policy: .strict).migrations == ["keep"])

    format.limits.snapshotSize = 8
    let tooLarge = refusal { () throws(NavigationError) in try format.decode(saved) }
    #expect(tooLarge?.code == .limitExceeded)
  }
}
