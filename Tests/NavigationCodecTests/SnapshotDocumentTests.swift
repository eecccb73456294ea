import Testing

@testable import NavigationCodec

/// The edits a migration makes, addressed by JSON Pointer.
@Suite struct SnapshotDocumentTests {
  static let sample: JSONValue = .object([
    JSONMember("a/b", .number(1)),
    JSONMember("path", .array([.object([JSONMember("book", .object([]))]), .string("x"), .string("y")])),
  ])

  @Test func pointersReadMembersElementsAndEscapedKeys() {
    let document = SnapshotDocument(Self.sample)
    #expect(document.value(at: "/a~1b") == .number(1))
    #expect(document.value(at: "/path/1") == .string("x"))
    #expect(document.value(at: "/path/01") == nil)
    #expect(document.value(at: "/path/3") == nil)
    #expect(document.value(at: "path") == nil)
    #expect(document.value(at: "") == Self.sample)
    #expect(document.elements(of: "/path") == ["/path/0", "/path/1", "/path/2"])
    #expect(document.elements(of: "/a~1b") == [])
    #expect(document.caseName(at: "/path/0") == "book")
    #expect(document.caseName(at: "/path/1") == nil)
  }

  @Test func setReplacesOrAddsButNeverInventsAParent() {
    var document = SnapshotDocument(Self.sample)
    let written = [
      document.set(.bool(true), at: "/path/1"), document.set(.null, at: "/new"),
      document.set(.null, at: "/missing/child"), document.set(.null, at: "/path/9"),
    ]
    #expect(written == [true, true, false, false])
    #expect(document.value(at: "/path/1") == .bool(true))
    #expect(document.value(at: "/new") == .null)
    #expect(document.value(at: "/missing") == nil)
  }

  @Test func removeAndMoveKeepTheRestInOrder() {
    var document = SnapshotDocument(Self.sample)
    let removed = document.removeValue(at: "/path/1")
    #expect(removed == .string("x"))
    #expect(document.value(at: "/path/1") == .string("y"))
    let removedNothing = document.removeValue(at: "/missing/child")
    #expect(removedNothing == nil)
    #expect(document.value(at: "/missing") == nil)
    let moved = document.moveValue(from: "/a~1b", to: "/path/0/book/count")
    #expect(moved)
    #expect(document.value(at: "/a~1b") == nil)
    #expect(document.value(at: "/path/0/book/count") == .number(1))
    let movedNothing = document.moveValue(from: "/absent", to: "/elsewhere")
    #expect(!movedNothing)
    #expect(document.value(at: "/elsewhere") == nil)
  }

  @Test func renameCaseRenamesOnlyThatCase() {
    var document = SnapshotDocument(Self.sample)
    document.renameCase(at: "/path/0", from: "shelf", to: "rack")
    #expect(document.caseName(at: "/path/0") == "book")
    document.renameCase(at: "/path/0", from: "book", to: "volume")
    #expect(document.value(at: "/path/0") == .object([JSONMember("volume", .object([]))]))
  }

  @Test func strictRefusalThrowsWithItsCodeAndPointer() {
    var document = SnapshotDocument(Self.sample, policy: .strict)
    let refusal = #expect(throws: NavigationError.self) {
      try document.refuse(at: "/path/1", .invalidValue, "no longer read")
    }
    #expect(refusal?.code == .invalidValue)
    #expect(refusal?.location == .pointer("/path/1"))
    #expect(document.dropped == [])
  }

  /// Reading versions through a hand-written reader: the envelope migrates before the app
  /// reads its fields, and lenient reading drops refused parts after the migration, later
  /// ones first.
  @Test func anEnvelopeMigratesForAHandWrittenReader() throws {
    let split = SnapshotMigration("split-name", from: 1) { (document) throws(NavigationError) in
      document.moveValue(from: "/name", to: "/title")
      for item in document.elements(of: "/items") where document.value(at: item) == .string("old") {
        try document.refuse(at: item, .invalidValue, "old items are gone")
      }
    }
    let envelope = SnapshotEnvelope(format: "example", version: 2, migrations: [split], fields: [])
    #expect(envelope.versions == [1, 2])
    let text = #"{"format": "example", "items": ["old", "a", "old", "b"], "name": "N", "version": 1}"#
    let opened = try envelope.open(SnapshotNode(parsing: Array(text.utf8)), policy: .lenient)
    var body = opened.body
    #expect(try body.required("title").string() == "N")
    #expect(try body.required("items").array().map { try $0.string() } == ["a", "b"])
    #expect(opened.version == 1 && opened.migrations == ["split-name"])
    #expect(opened.dropped.map(\.pointer) == ["/items/0", "/items/2"])
    #expect(opened.dropped.map(\.migration) == ["split-name", "split-name"])
    #expect(opened.dropped.map(\.part) == [.string("old"), .string("old")])

    let strict = #expect(throws: NavigationError.self) {
      _ = try envelope.open(SnapshotNode(parsing: Array(text.utf8)))
    }
    #expect(strict?.location == .pointer("/items/0"))
  }

  @Test func theVersionsReadFollowTheChainBackFromTheCurrentOne() {
    let step = { (source: Int) in SnapshotMigration("step-\(source)", from: source) { _ in } }
    #expect(
      SnapshotEnvelope(format: "f", version: 4, migrations: [step(1), step(2), step(3)]).versions == [1, 2, 3, 4])
    #expect(SnapshotEnvelope(format: "f", version: 4, migrations: [step(3), step(1)]).versions == [3, 4])
    #expect(SnapshotEnvelope(format: "f", version: 1, migrations: []).versions == [1])
    #expect(ReaderSession.format.envelope.versions == [1, 2, 3, 4])
  }

  struct VersionCase: Sendable, CustomStringConvertible {
    var version: String
    var message: String
    var description: String { version }
  }

  @Test(arguments: [
    VersionCase(version: "5", message: "this snapshot is version 5; this build reads versions 1, 2, 3, 4"),
    VersionCase(version: "0", message: "this snapshot is version 0; this build reads versions 1, 2, 3, 4"),
    VersionCase(version: "1e300", message: "this snapshot is version 1e+300; this build reads versions 1, 2, 3, 4"),
  ])
  func aVersionNoChainReachesIsUnsupported(_ test: VersionCase) {
    let text = #"{"format": "com.example.reader.session", "path": [], "version": \#(test.version)}"#
    let error = #expect(throws: NavigationError.self) { _ = try ReaderSession.format.decode(Array(text.utf8)) }
    #expect(error?.code == .unsupportedVersion)
    #expect(error?.location == .pointer("/version"))
    #expect(error?.message == test.message)
  }
}
