import Foundation
import NavigationCodec
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A save the system refuses throws a `Failure` with the operation and the system's reason, and
/// the last good snapshot is still what `load()` returns.
@Suite struct SnapshotStoreFailureTests {
  /// A write past the process's file-size limit fails as a full disk does (`EFBIG`), in a child
  /// process so that the limit binds no other test.
  @Test func aWriteTheSystemRefusesKeepsTheLastGoodSnapshot() throws {
    let directory = try makeStoreDirectory()
    let drill = BuiltProduct.executable("SnapshotStoreDrill")
    let first = try BuiltProduct.run(drill, ["capped", directory, "5", "1000000"])
    #expect(first.status == 0 && first.out == "saved\n", "\(first.out)\(first.err)")
    let store = DrillSnapshot.store(in: directory)
    let latest = FileManager.default.contents(atPath: store.latestPath)

    let capped = try BuiltProduct.run(drill, ["capped", directory, "1499", "4096"])
    #expect(capped.status == 3)
    #expect(capped.out == "write failed for \(directory)/session.tmp: File too large\n")
    #expect(FileManager.default.contents(atPath: store.latestPath) == latest)
    #expect(store.load()?.fellBack == nil)
    #expect(DrillSnapshot.loadedID(store) == 5)
  }

  /// A directory moved away: the save fails at its first step, and once the directory is back
  /// its last good snapshot loads.
  @Test func aDirectoryThatDisappearsFailsTheSave() throws {
    let directory = try makeStoreDirectory()
    let store = DrillSnapshot.store(in: directory)
    try store.save(DrillSnapshot(id: 7).bytes)
    try FileManager.default.moveItem(atPath: directory, toPath: directory + ".moved")
    let failure = try #require(throws: SnapshotStore.Failure.self) { try store.save(DrillSnapshot(id: 8).bytes) }
    #expect(failure == SnapshotStore.Failure(operation: "open", path: directory + "/session.lock", code: ENOENT))
    #expect(failure.description == "open failed for \(directory)/session.lock: No such file or directory")
    #expect(store.load() == nil)
    try FileManager.default.moveItem(atPath: directory + ".moved", toPath: directory)
    #expect(DrillSnapshot.loadedID(store) == 7)
  }

  /// A directory the process may not write (as a user other than root, who may write anyway).
  @Test(.enabled(if: getuid() != 0, "root writes into a read-only directory"))
  func aReadOnlyDirectoryFailsTheSave() throws {
    let directory = try makeStoreDirectory()
    let store = DrillSnapshot.store(in: directory)
    try store.save(DrillSnapshot(id: 9).bytes)
    chmod(directory, 0o555)
    defer { chmod(directory, 0o755) }
    let failure = try #require(throws: SnapshotStore.Failure.self) { try store.save(DrillSnapshot(id: 10).bytes) }
    #expect(failure.operation == "open" && failure.code == EACCES, "\(failure)")
    #expect(DrillSnapshot.loadedID(store) == 9)
  }

  /// A real small file system, full and then read-only.
  ///
  /// A 32 KiB tmpfs fills up (`ENOSPC`), then is made read-only (`EROFS`); both saves fail
  /// with the system's reason and the last good snapshot stays. Runs where the process may
  /// mount (root on Linux).
  @Test(.enabled(if: SmallFileSystem.canMount, "mounting a tmpfs needs root on Linux"))
  func aFullThenReadOnlyFileSystemKeepsTheLastGoodSnapshot() throws {
    let mount = try SmallFileSystem(kibibytes: 32)
    defer { mount.unmount() }
    let store = DrillSnapshot.store(in: mount.path)
    try store.save(DrillSnapshot(id: 20).bytes)

    let full = try #require(throws: SnapshotStore.Failure.self) { try store.save(DrillSnapshot(id: 1_499).bytes) }
    #expect(full == SnapshotStore.Failure(operation: "write", path: store.temporaryPath, code: ENOSPC))
    #expect(full.description == "write failed for \(mount.path)/session.tmp: No space left on device")
    #expect(store.load()?.fellBack == nil)
    #expect(DrillSnapshot.loadedID(store) == 20)

    try mount.remountReadOnly()
    let readOnly = try #require(throws: SnapshotStore.Failure.self) { try store.save(DrillSnapshot(id: 21).bytes) }
    #expect(readOnly == SnapshotStore.Failure(operation: "open", path: store.lockPath, code: EROFS))
    #expect(readOnly.reason == "Read-only file system")
    #expect(DrillSnapshot.loadedID(store) == 20)
  }
}

/// A tmpfs of a given size mounted on a fresh directory, for tests that need a real full or
/// read-only file system.
struct SmallFileSystem {
  let path: String

  /// Whether this process may mount one: root on Linux, and the mount really works.
  static let canMount: Bool = {
    #if os(Linux)
      guard getuid() == 0, let probe = try? SmallFileSystem(kibibytes: 16) else { return false }
      probe.unmount()
      return true
    #else
      return false
    #endif
  }()

  init(kibibytes: Int) throws {
    path = try makeStoreDirectory()
    try Self.mount(["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", path])
  }

  func remountReadOnly() throws {
    try Self.mount(["-o", "remount,ro", path])
  }

  func unmount() {
    _ = try? BuiltProduct.run(URL(fileURLWithPath: "/bin/umount"), [path])
    rmdir(path)
  }

  private static func mount(_ arguments: [String]) throws {
    let run = try BuiltProduct.run(URL(fileURLWithPath: "/bin/mount"), arguments)
    guard run.status == 0 else { throw MountRefused(message: run.err) }
  }

  struct MountRefused: Error {
    var message: String
  }
}
