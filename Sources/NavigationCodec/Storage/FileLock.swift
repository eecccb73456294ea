#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock on a file, held from creation until ``release()``.
///
/// `flock` locks belong to the open file, not the process: two stores in one process exclude
/// each other as two processes do, and the system releases the lock when its holder dies, so a
/// killed saver never leaves the store locked.
struct FileLock: ~Copyable {
  private let descriptor: Int32

  /// Opens (creating if needed) the file and waits for its lock.
  ///
  /// A symbolic link planted at the path is never followed: the open fails with `ELOOP`.
  init(path: String) throws(SnapshotStore.Failure) {
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw SnapshotStore.Failure.opening(path, code: errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(descriptor)
      throw SnapshotStore.Failure(operation: "lock", path: path, code: code)
    }
    self.descriptor = descriptor
  }

  /// Releases the lock by closing the file.
  func release() {
    close(descriptor)
  }
}
