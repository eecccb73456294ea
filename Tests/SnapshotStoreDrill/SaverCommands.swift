import NavigationCodec
import NavigationCommandLine
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a child process of the drill does: save in a loop, die at one step of a save, or save
/// under a file-size limit.
enum SaverCommands {
  /// Saves snapshots `first`, `first + step`, … until killed, reporting `begin <id>` before
  /// each save and `done <id>` after it returns, on standard output, one `write` per line (a
  /// pipe keeps lines of under 512 bytes from several writers whole and in order).
  static func saveForever(directory: String, first: Int, step: Int) -> Int32 {
    let store = DrillSnapshot.store(in: directory)
    var id = first
    while true {
      let bytes: [UInt8]
      do throws(NavigationError) {
        bytes = try DrillSnapshot.format.encode(DrillSnapshot(id: id))
      } catch {
        report("failed \(id) \(error)")
        return 1
      }
      report("begin \(id)")
      do throws(SnapshotStore.Failure) {
        try store.save(bytes)
      } catch {
        report("failed \(id) \(error)")
        return 1
      }
      report("done \(id)")
      id += step
    }
  }

  /// Saves one snapshot and kills its own process with `SIGKILL` when the save reaches `phase`.
  static func die(directory: String, id: Int, at phase: SavePhase) -> Int32 {
    var store = DrillSnapshot.store(in: directory)
    store.observer = { reached in
      if reached == phase { kill(getpid(), SIGKILL) }
    }
    do {
      try store.save(DrillSnapshot.format.encode(DrillSnapshot(id: id)))
    } catch {
      report("failed \(id) \(error)")
      return 1
    }
    report("survived \(id)")
    return 2
  }

  /// Saves one snapshot with the process's file-size limit set to `limit` bytes, so that the
  /// write fails as on a full disk; prints the failure and exits 3, or prints `saved` and exits 0.
  static func saveCapped(directory: String, id: Int, limit: Int) -> Int32 {
    signal(SIGXFSZ, SIG_IGN)
    var cap = rlimit()
    cap.rlim_cur = rlim_t(limit)
    cap.rlim_max = rlim_t(limit)
    guard setrlimit(resourceFileSize, &cap) == 0 else {
      report("setrlimit failed: \(String(cString: strerror(errno)))")
      return 1
    }
    do {
      try DrillSnapshot.store(in: directory).save(DrillSnapshot.format.encode(DrillSnapshot(id: id)))
    } catch {
      report("\(error)")
      return 3
    }
    report("saved")
    return 0
  }

  /// Writes one line to standard output; a pipe takes a line this short in one write.
  static func report(_ line: String) {
    try? SystemIO.write(1, Array((line + "\n").utf8))
  }
}

#if canImport(Glibc)
  private let resourceFileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
#else
  private let resourceFileSize = RLIMIT_FSIZE
#endif
