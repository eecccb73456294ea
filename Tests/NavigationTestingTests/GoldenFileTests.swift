import Foundation
import NavigationCodec
import Testing

@testable import NavigationTesting

/// A small reading app of the tests' own: its screens, saved session and links.
enum ReaderScreen: Codable, Hashable, Sendable {
  case library
  case book(UUID)
}

struct ReaderSession: Codable, Hashable, Sendable {
  var path: [ReaderScreen]
  var lastRead: Date?

  static let format = SnapshotFormat<ReaderSession>(name: "com.example.reader", version: 1)
}

/// The app's model: what it makes takes its ids and times from the generator and clock it is
/// given.
struct ReaderModel {
  let ids: IDGenerator
  let clock: DateSource
  private(set) var session = ReaderSession(path: [.library])

  /// Imports a book, which gets a new id, and opens it.
  mutating func importBook() {
    session.path.append(.book(ids()))
    session.lastRead = clock.now()
  }
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

  @Test func aRecordingRunPassesFilesThatAreAlreadyRightSoEveryCheckOfATestGetsRecorded() throws {
    // A test that checks two files: each recording run writes (and fails on) what is not yet
    // right, so two runs record both, and the third passes.
    let first = directory.appendingPathComponent("first.txt").path
    let second = directory.appendingPathComponent("second.txt").path
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = ["NAVIGATION_RECORD": "1"]
    func run(_ environment: [String: String]) -> [GoldenMismatch.Kind] {
      var kinds: [GoldenMismatch.Kind] = []
      do {
        try GoldenFile.check(text: "one\n", against: first, environment: environment)
        try GoldenFile.check(text: "two\n", against: second, environment: environment)
      } catch let mismatch as GoldenMismatch {
        kinds.append(mismatch.kind)
      } catch {
        Issue.record("\(error)")
      }
      return kinds
    }
    #expect(run(record) == [.recorded])
    #expect(run(record) == [.recorded])
    #expect(run(record) == [])
    #expect(run([:]) == [])
    #expect(FileManager.default.contents(atPath: second) == Data("two\n".utf8))
  }

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

  // MARK: Golden tests that pass twice

  static let clock = DateSource.fixed(Date(timeIntervalSince1970: 1_746_086_400))

  /// The session of a model that imported a book, recorded with sequential ids and a fixed
  /// clock; returns the golden file's path.
  func recordImportedBook() throws -> String {
    var model = ReaderModel(ids: .sequential(), clock: Self.clock)
    model.importBook()
    let path = directory.appendingPathComponent("imported.json").path
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(ReaderSession.format.encode(model.session)).write(to: URL(fileURLWithPath: path))
    try GoldenFile.check(snapshotOf: model.session, format: ReaderSession.format, against: path)
    return path
  }

  /// The mismatch of the same session made by a model with other ids and clock.
  func remade(ids: IDGenerator, clock: DateSource, path: String, change: (inout ReaderSession) -> Void = { _ in })
    -> GoldenMismatch?
  {
    var model = ReaderModel(ids: ids, clock: clock)
    model.importBook()
    var session = model.session
    change(&session)
    return #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(snapshotOf: session, format: ReaderSession.format, against: path)
    }
  }

  static let fix =
    "which change on every run: build the models with sequential ids and a fixed clock "
    + "(IDGenerator.sequential(), DateSource.fixed(_:)) and record again:\n"

  @Test func aFileThatDiffersOnlyInIdsSaysSoAndNamesTheFix() throws {
    let path = try recordImportedBook()
    defer { try? FileManager.default.removeItem(at: directory) }
    let mismatch = try #require(remade(ids: .random, clock: Self.clock, path: path))
    #expect(mismatch.unstableValues == .ids)
    #expect(mismatch.description.hasPrefix("golden file \(path) differs only in ids (UUIDs), " + Self.fix))
    #expect(mismatch.description.contains("-        \"_0\": \"00000000-0000-0000-0000-000000000001\"\n"))
  }

  @Test func aFileThatDiffersOnlyInDatesSaysSoAndNamesTheFix() throws {
    let path = try recordImportedBook()
    defer { try? FileManager.default.removeItem(at: directory) }
    let mismatch = try #require(remade(ids: .sequential(), clock: .system, path: path))
    #expect(mismatch.unstableValues == .dates)
    #expect(mismatch.description.hasPrefix("golden file \(path) differs only in dates, " + Self.fix))
    #expect(mismatch.description.contains("-  \"lastRead\": \"2025-05-01T08:00:00Z\",\n"))
  }

  @Test func aFileThatDiffersInIdsAndDatesSaysSoAndNamesTheFix() throws {
    let path = try recordImportedBook()
    defer { try? FileManager.default.removeItem(at: directory) }
    let mismatch = try #require(remade(ids: .random, clock: .system, path: path))
    #expect(mismatch.unstableValues == [.ids, .dates])
    #expect(mismatch.description.hasPrefix("golden file \(path) differs only in ids (UUIDs) and dates, " + Self.fix))
  }

  /// A real change, even beside a new id and date, is only a difference: the message names no
  /// fix it would not make.
  @Test func aRealMismatchDoesNotBlameIdsOrDates() throws {
    let path = try recordImportedBook()
    defer { try? FileManager.default.removeItem(at: directory) }
    let mismatch = try #require(
      remade(ids: .random, clock: .system, path: path) { $0.path.insert(.library, at: 0) })
    #expect(mismatch.unstableValues == [])
    #expect(mismatch.description.hasPrefix("golden file \(path) differs:\n"))
    #expect(!mismatch.description.contains("ids") && !mismatch.description.contains("clock"))
    // Same bytes at other places: a moved id is a change, not a new one.
    let moved = try #require(
      remade(ids: .sequential(), clock: Self.clock, path: path) { $0.path.swapAt(0, 1) })
    #expect(moved.unstableValues == [])
  }

  @Test func maskingFindsIdsAndDatesOnlyWhereTheyStandAlone() {
    let text =
      #"6F1C2A9E-3B4D-4C8E-9F10-2A3B4C5D6E7F x6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f "#
      + #"2025-05-01T08:00:00Z 2025-05-01T08:00:00.250+02:00 2025-05-01T08:00 2025-05-01 12025-05-01T08:00Z"#
    #expect(
      UnstableValues.masking([.ids, .dates], in: text)
        == "<uuid> x6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f <date> <date> <date> 2025-05-01 12025-05-01T08:00Z")
    #expect(UnstableValues.masking(.ids, in: "a 2025-05-01T08:00:00Z") == "a 2025-05-01T08:00:00Z")
    #expect(UnstableValues.difference(between: "same", and: "same") == [])
  }
}
