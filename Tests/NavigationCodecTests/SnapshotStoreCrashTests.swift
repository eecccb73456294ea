import Foundation
import NavigationCodec
import Synchronization
import TestSupport
import Testing

/// The store under real crashes and concurrent savers.
@Suite struct SnapshotStoreCrashTests {
  /// The crash drill, short; `.ci/run` runs it longer.
  ///
  /// Savers are killed with SIGKILL at random moments and at each step of a save, and a load is
  /// checked after each kill.
  @Test func saversKilledAtAnyMomentLoseNothing() throws {
    let drill = BuiltProduct.executable("SnapshotStoreDrill")
    let run = try BuiltProduct.run(drill, ["drill", "--kills", "40", "--kills-per-step", "2", "--seed", "11"])
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("random kills: 40 (20 of one saver, 20 of two savers on the same files), seed 11"))
    #expect(run.out.contains("lost: 0, damaged: 0"))
    #expect(run.out.contains("step kills: 12 (2 at each of 6 steps"))
    #expect(run.out.contains("loaded the expected snapshot: 12, lost or damaged: 0"))
    #expect(!run.out.contains("BROKEN"))
  }

  /// Two stores on the same files, saving at once from two threads: no save fails, and the
  /// files hold whole snapshots.
  @Test func twoStoresSavingAtOnceNeverCorruptEachOther() throws {
    let directory = try makeStoreDirectory()
    let snapshots = try (1...60).map { try DrillSnapshot(id: $0 * 37).bytes }
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { saver in
      let store = DrillSnapshot.store(in: directory)
      for (index, bytes) in snapshots.enumerated() where index % 2 == saver {
        do throws(SnapshotStore.Failure) {
          try store.save(bytes)
        } catch {
          failures.withLock { $0.append(error.description) }
        }
      }
    }
    #expect(failures.withLock { $0 } == [])
    let store = DrillSnapshot.store(in: directory)
    let loaded = try #require(store.load())
    #expect(loaded.fellBack == nil)
    #expect(snapshots.suffix(2).contains(loaded.bytes))
    #expect(!FileManager.default.fileExists(atPath: store.temporaryPath))
  }

  /// A saver killed at each step leaves files the next save repairs: the stale temporary file is
  /// replaced and the previous snapshot is the last good one.
  @Test func aSaveAfterAKillRepairsTheFiles() throws {
    let directory = try makeStoreDirectory()
    let store = DrillSnapshot.store(in: directory)
    try store.save(DrillSnapshot(id: 1).bytes)
    try Data(Array(try DrillSnapshot(id: 2).bytes.prefix(100))).write(to: URL(fileURLWithPath: store.temporaryPath))
    try store.save(DrillSnapshot(id: 3).bytes)
    #expect(DrillSnapshot.loadedID(store) == 3)
    let first = try DrillSnapshot(id: 1).bytes
    #expect(FileManager.default.contents(atPath: store.previousPath).map(Array.init) == first)
    #expect(!FileManager.default.fileExists(atPath: store.temporaryPath))
  }
}
