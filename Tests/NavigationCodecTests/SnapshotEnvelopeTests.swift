import TestSupport
import Testing

@testable import NavigationCodec

@Suite struct SnapshotEnvelopeTests {
  let envelope = SnapshotEnvelope(format: "demo", versions: [1, 2], fields: ["format", "name", "version"])

  @Test func readsEveryListedVersionAndWritesTheLast() throws {
    var (version, body) = try envelope.decode(Array(#"{"format": "demo", "version": 1, "name": "a"}"#.utf8))
    #expect(version == 1)
    #expect(try body.required("name").string() == "a")
    try body.finish()
    #expect(envelope.currentVersion == 2)
  }

  @Test func unknownVersionNamesBothNumbers() {
    let error = refusal { () throws(NavigationError) in
      try envelope.decode(Array(#"{"format": "demo", "version": 3}"#.utf8))
    }
    #expect(Refused(error) == Refused("unsupported-version", "/version"))
    #expect(error?.message == "this snapshot is version 3; this build reads versions 1, 2")
  }

  @Test func formatIsCheckedBeforeEverythingElse() {
    let error = refusal { () throws(NavigationError) in
      try envelope.decode(Array(#"{"version": "x", "format": "other"}"#.utf8))
    }
    #expect(Refused(error) == Refused("unsupported-format", "/format"))
  }

  @Test func unknownFieldListsTheSchemasFields() throws {
    var (_, body) = try envelope.decode(Array(#"{"format": "demo", "version": 1, "nmae": "a"}"#.utf8))
    _ = body.optional("name")
    let error = refusal { () throws(NavigationError) in try body.finish() }
    #expect(
      error?.description
        == #"error[unexpected-field] at /nmae: unknown field "nmae"; expected only "format", "name", "version""#)
  }

  /// Any integer is a version: a huge one is unsupported, named exactly, never rounded or
  /// called an invalid value.
  @Test(arguments: [
    ("0", "0"), ("-1", "-1"), ("3", "3"), ("1234567890123456", "1234567890123456"),
    ("12345678901234567890", "12345678901234567890"), ("1e300", "1e+300"), ("2.0", "2"), ("1e0", "1"),
  ])
  func everyOtherIntegerIsAnUnsupportedVersion(_ written: String, _ named: String) {
    let result = Result { () throws(NavigationError) in
      try envelope.decode(Array(#"{"format": "demo", "version": \#(written)}"#.utf8)).version
    }
    if named == "2" || named == "1" {
      #expect((try? result.get()) == Int(named))
      return
    }
    let error = refusal { () throws(NavigationError) in try result.get() }
    #expect(Refused(error) == Refused("unsupported-version", "/version"))
    #expect(error?.message == "this snapshot is version \(named); this build reads versions 1, 2")
  }

  @Test(arguments: ["1.5", "\"1\"", "null", "true", "[1]"])
  func aVersionThatIsNoIntegerIsAnInvalidValue(_ written: String) {
    let error = refusal { () throws(NavigationError) in
      try envelope.decode(Array(#"{"format": "demo", "version": \#(written)}"#.utf8))
    }
    #expect(Refused(error) == Refused(written == "null" ? "missing-field" : "invalid-value", "/version"))
  }

  /// An envelope listing versions without migrations hands older documents over unchanged.
  @Test func anOlderVersionWithoutAMigrationIsReadAsItIs() throws {
    let envelope = SnapshotEnvelope(format: "example", versions: [1, 2])
    let text = #"{"format": "example", "old": true, "version": 1}"#
    let opened = try envelope.open(SnapshotNode(parsing: Array(text.utf8)), policy: .lenient)
    var body = opened.body
    #expect(opened.version == 1 && opened.migrations.isEmpty && opened.dropped.isEmpty)
    #expect(try body.required("old").value == .bool(true))
  }
}
