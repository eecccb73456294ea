import Foundation
import NavigationCodec
import NavigationTesting
import Testing

/// A small reading app of the tests' own: its screens, saved session and links.
enum ReaderScreen: Codable, Hashable, Sendable {
  case library
  case book(UUID)
}

struct ReaderSession: Codable, Hashable, Sendable {
  var path: [ReaderScreen]

  static let format = SnapshotFormat<ReaderSession>(name: "com.example.reader", version: 1)
}

enum ReaderLinks {
  static func grammar() throws -> LinkGrammar<ReaderScreen> {
    try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["reader"], webHosts: [], printed: .customScheme("reader")),
      routes: [
        LinkRoute(ReaderScreen.library, summary: "the library") {},
        LinkRoute(ReaderScreen.book, summary: "a book") {
          "books"
          LinkCapture<UUID>("book")
        },
      ])
  }
}

@Suite struct GoldenFileTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("goldenfile-\(UUID())")
  static let book = UUID(uuidString: "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f") ?? UUID()
  let session = ReaderSession(path: [.library, .book(book)])

  @Test func recordThenCheckThenCatchAChange() throws {
    let path = directory.appendingPathComponent("session.json").path
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = String(decoding: try ReaderSession.format.encode(session), as: UTF8.self)

    let missing = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(text: text, against: path, environment: [:])
    }
    #expect(missing?.kind == .missing)

    let recorded = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(text: text, against: path, environment: ["NAVIGATION_RECORD": "1"])
    }
    #expect(recorded?.kind == .recorded)

    try GoldenFile.check(snapshotOf: session, format: ReaderSession.format, against: path)

    let changed = ReaderSession(path: [.library])
    let mismatch = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(snapshotOf: changed, format: ReaderSession.format, against: path)
    }
    #expect(mismatch?.kind == .differs)
    #expect(mismatch?.diff.contains("-    {\n-      \"book\": {\n") == true, "\(mismatch?.diff ?? "")")
  }

  @Test func linkGoldensHoldTheCanonicalLinkAndANewline() throws {
    let path = directory.appendingPathComponent("book.link").path
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("reader://books/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f\n".utf8).write(to: URL(fileURLWithPath: path))
    let grammar = try ReaderLinks.grammar()
    try GoldenFile.check(linkOf: .book(Self.book), grammar: grammar, against: path)
    let mismatch = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(linkOf: .library, grammar: grammar, against: path)
    }
    #expect(mismatch?.kind == .differs)
  }

  @Test func aTargetWithoutALinkIsTheGrammarsRefusal() throws {
    let grammar = try LinkGrammar<ReaderScreen>(
      origins: LinkOrigins(customSchemes: ["reader"], webHosts: [], printed: .customScheme("reader")),
      routes: [LinkRoute(ReaderScreen.library, summary: "the library") {}])
    let error = #expect(throws: NavigationError.self) {
      try GoldenFile.check(linkOf: .book(Self.book), grammar: grammar, against: "Goldens/none.link")
    }
    #expect(error?.code == .notLinkable)
  }

  @Test func relativePathsAreResolvedFromTheCallingFile() throws {
    let error = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(text: "x", against: "Goldens/none.txt", environment: [:])
    }
    #expect(error?.path.hasSuffix("Tests/NavigationTestingTests/Goldens/none.txt") == true)
  }
}
