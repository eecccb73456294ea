import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Crash safety: whatever a crash leaves on disk, the last good snapshot is still loaded.
@Suite struct SnapshotStoreTests {
  let directory: URL
  let store: SnapshotStore

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    store = .navigation(directory: directory.path)
    first = try NavigationState.snapshotFormat.encode(NavigationState(exercises: .init(path: [.history(.running)])))
    var draft = ExerciseCatalog.sample.exercises[0]
    draft.title = "Unsaved work"
    second = try NavigationState.snapshotFormat.encode(
      NavigationState(exercises: .init(destination: .edit(.init(draft: draft)))))
  }

  /// Two snapshots saved in turn.
  let first: [UInt8]
  let second: [UInt8]

  func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  @Test func emptyStoreLoadsNothing() {
    #expect(store.load() == nil)
  }

  @Test func saveThenLoadGivesTheLatest() throws {
    try store.save(first)
    try store.save(second)
    let loaded = try #require(store.load())
    #expect(loaded.bytes == second && loaded.fellBack == nil)
    #expect(FileManager.default.contents(atPath: store.previousPath).map(Array.init) == first)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("navigation.tmp").path))
  }

  @Test(arguments: ["truncated", "garbage", "empty", "future-version"])
  func crashMidWriteFallsBackToThePreviousGoodSnapshot(_ damage: String) throws {
    try store.save(first)
    try store.save(second)
    let damaged: [UInt8] =
      switch damage {
      case "truncated": Array(second.prefix(second.count / 2))
      case "garbage": (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
      case "empty": []
      default:
        Array(String(decoding: second, as: UTF8.self).replacing("\"version\": 1", with: "\"version\": 2").utf8)
      }
    try write(damaged, to: store.latestPath)
    let loaded = try #require(store.load())
    #expect(loaded.bytes == first)
    guard case .latestRejected(let error)? = loaded.fellBack else {
      Issue.record("the fallback is not reported")
      return
    }
    #expect(error.code == (damage == "future-version" ? .unsupportedVersion : .malformedJSON))
  }

  @Test func aDamagedLatestIsNeverKeptAsThePreviousOne() throws {
    let third = try NavigationState.snapshotFormat.encode(NavigationState(tab: .settings))
    try store.save(first)
    try store.save(second)
    try write(Array("{\"format\"".utf8), to: store.latestPath)
    try store.save(third)
    #expect(store.load()?.bytes == third)
    // The good first snapshot is still the previous one, not the damaged file.
    try write([], to: store.latestPath)
    #expect(store.load()?.bytes == first)
  }

  @Test func crashBetweenTheRenamesStillLoadsThePrevious() throws {
    try store.save(first)
    try store.save(second)
    try FileManager.default.removeItem(atPath: store.latestPath)
    try write(Array(second.prefix(10)), to: directory.appendingPathComponent("navigation.tmp").path)
    let loaded = try #require(store.load())
    #expect(loaded.bytes == first && loaded.fellBack == .latestMissing)
  }

  @Test func oversizedFileIsRefusedWithoutReadingItAll() throws {
    let small = SnapshotStore.navigation(directory: directory.path, limits: Limits(snapshotSize: 64))
    try write(first, to: small.latestPath)
    #expect(small.load() == nil)
  }

  /// A snapshot the store would not load back is refused before anything is written.
  @Test func aSaveOverTheLimitIsRefusedAndTheLastGoodOneStays() throws {
    let fits = try NavigationState.snapshotFormat.encode(NavigationState(tab: .settings))
    let limits = Limits(snapshotSize: fits.count)
    let small = SnapshotStore.navigation(directory: directory.path, limits: limits)
    try small.save(fits)
    let failure = try #require(throws: SnapshotStore.Failure.self) { try small.save(second) }
    #expect(failure.operation == "save" && failure.path == small.latestPath)
    #expect(
      failure.reason
        == "the snapshot is \(second.count) bytes, over the limit of \(fits.count) bytes that loading reads")
    let loaded = try #require(small.load())
    #expect(loaded.bytes == fits && loaded.fellBack == nil)
    #expect(!FileManager.default.fileExists(atPath: small.temporaryPath))
  }

  @Test func aSaveTheValidatorRefusesIsNotWritten() throws {
    try store.save(first)
    let failure = try #require(throws: SnapshotStore.Failure.self) { try store.save(Array("{}".utf8)) }
    #expect(failure.operation == "save")
    #expect(failure.reason.hasPrefix("the snapshot would not load: error[unsupported-format] at /format"))
    let loaded = try #require(store.load())
    #expect(loaded.bytes == first && loaded.fellBack == nil)
  }

  @Test func saveIntoAMissingDirectoryFailsWithAReason() throws {
    let missing = SnapshotStore.navigation(directory: directory.appendingPathComponent("absent").path)
    #expect(throws: SnapshotStore.Failure.self) { try missing.save(first) }
  }
}
