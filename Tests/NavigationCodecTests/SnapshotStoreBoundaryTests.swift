import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The store stays in its directory and never follows a symbolic link planted at its files.
@Suite struct SnapshotStoreBoundaryTests {
  @Test(arguments: ["../x", "a/b", "/abs", "", ".", "..", "nul\u{0}name", "line\nbreak", "esc\u{1B}[2J", "del\u{7F}"])
  func aNameThatIsNotOnePathComponentNeverSavesOrLoads(_ name: String) throws {
    let outer = try makeStoreDirectory()
    let directory = outer + "/inner"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: outer + "/x.json"))
    let store = SnapshotStore(directory: directory, name: name) { _ in }
    let failure = try #require(throws: SnapshotStore.Failure.self) { try store.save(Array("{}".utf8)) }
    #expect(failure.operation == "save" && failure.path == directory + "/" + name && failure.code == EINVAL)
    #expect(!failure.description.contains(where: \.isNewline) && !failure.description.contains("\u{1B}"))
    #expect(store.load() == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outer).sorted() == ["inner", "x.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
  }

  @Test func aLongNameIsRefusedAndOneJustShortEnoughWorks() throws {
    let directory = try makeStoreDirectory()
    let long = SnapshotStore(directory: directory, name: String(repeating: "n", count: 201)) { _ in }
    let failure = try #require(throws: SnapshotStore.Failure.self) { try long.save(Array("{}".utf8)) }
    #expect(failure.reason == "a snapshot's name must be at most 200 bytes, not 201")
    let store = SnapshotStore(directory: directory, name: String(repeating: "é", count: 100)) { _ in }
    try store.save(Array("{}".utf8))
    #expect(store.load()?.bytes == Array("{}".utf8))
  }

  @Test(arguments: ["tmp", "lock"])
  func aLinkPlantedAtAWorkingFileFailsTheSaveAndWritesNothingElsewhere(_ file: String) throws {
    let directory = try makeStoreDirectory()
    let store = DrillSnapshot.store(in: directory)
    try store.save(DrillSnapshot(id: 1).bytes)
    let outside = directory + ".outside"
    let planted = file == "tmp" ? store.temporaryPath : store.lockPath
    try? FileManager.default.removeItem(atPath: planted)
    try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: outside)
    let failure = try #require(throws: SnapshotStore.Failure.self) { try store.save(DrillSnapshot(id: 2).bytes) }
    #expect(failure.operation == "open" && failure.path == planted && failure.code == ELOOP)
    #expect(failure.reason == "a symbolic link is there, and the store never follows one")
    #expect(!FileManager.default.fileExists(atPath: outside))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted) == outside)
    #expect(DrillSnapshot.loadedID(store) == 1)
  }

  @Test func aLinkPlantedAtTheLatestSnapshotIsNotReadAndIsReplacedBySave() throws {
    let directory = try makeStoreDirectory()
    let store = DrillSnapshot.store(in: directory)
    let elsewhere = directory + ".elsewhere.json"
    try Data(DrillSnapshot(id: 9).bytes).write(to: URL(fileURLWithPath: elsewhere))
    try FileManager.default.createSymbolicLink(atPath: store.latestPath, withDestinationPath: elsewhere)
    #expect(store.load() == nil)
    try store.save(DrillSnapshot(id: 3).bytes)
    #expect(DrillSnapshot.loadedID(store) == 3)
    #expect(DrillSnapshot.id(of: Array(try Data(contentsOf: URL(fileURLWithPath: elsewhere)))) == 9)
  }

  /// A temporary file a killed saver left is a regular file: the next save replaces it.
  @Test func aTemporaryFileLeftByAKilledSaverIsReplaced() throws {
    let directory = try makeStoreDirectory()
    let store = DrillSnapshot.store(in: directory)
    try Data("partial".utf8).write(to: URL(fileURLWithPath: store.temporaryPath))
    try store.save(DrillSnapshot(id: 4).bytes)
    #expect(DrillSnapshot.loadedID(store) == 4)
    #expect(!FileManager.default.fileExists(atPath: store.temporaryPath))
  }

  /// Limits near `Int.max` are clamped, so reading one byte past the limit cannot overflow.
  @Test func aStoreWithTheLargestLimitsSavesAndLoads() throws {
    let directory = try makeStoreDirectory()
    let store = SnapshotStore(directory: directory, name: "s", limits: Limits(snapshotSize: .max)) { _ in }
    try store.save(Array("{}".utf8))
    #expect(store.load()?.bytes == Array("{}".utf8))
    #expect(store.limits.snapshotSize == Limits.maximumSize)
  }
}

extension SnapshotStoreBoundaryTests {
  /// A FIFO planted as the latest snapshot is skipped at once, never waited on; a directory
  /// planted at the temporary file fails the save, named as what it is.
  @Test func aFIFOOrADirectoryWhereAFileShouldBeIsNeverUsed() throws {
    let directory = try makeStoreDirectory()
    let store = DrillSnapshot.store(in: directory)
    try store.save(DrillSnapshot(id: 5).bytes)
    try FileManager.default.moveItem(atPath: store.latestPath, toPath: store.previousPath)
    #expect(mkfifo(store.latestPath, 0o644) == 0)
    #expect(DrillSnapshot.loadedID(store) == 5)
    #expect(store.load()?.fellBack == .latestMissing)
    try FileManager.default.createDirectory(atPath: store.temporaryPath, withIntermediateDirectories: false)
    let failure = try #require(throws: SnapshotStore.Failure.self) { try store.save(DrillSnapshot(id: 6).bytes) }
    #expect(failure.operation == "open" && failure.path == store.temporaryPath && failure.code == EEXIST)
    #expect(failure.reason == "something other than a file is there")
  }
}
