import NavigationCodec
import NavigationCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn`, its standard output on a given descriptor.
struct ChildProcess {
  let pid: pid_t

  /// Starts `path` with `arguments`, its standard output on `output`.
  init(_ path: String, _ arguments: [String], output: Int32) throws(DrillFailure) {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    let argv = ([path] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    let status = posix_spawn(&pid, path, &actions, nil, argv + [nil], environment)
    guard status == 0 else { throw DrillFailure("cannot start \(path): \(String(cString: strerror(status)))") }
    self.pid = pid
  }

  /// Kills the process with `SIGKILL`: no handler, no cleanup, like a crash or the system
  /// ending a suspended app.
  func kill() { _ = sendSignal(pid, SIGKILL) }

  /// Waits for the process to end; its exit status, or `nil` when a signal ended it.
  @discardableResult
  func wait() -> Int32? {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signalled = status & 0x7f
    return signalled == 0 ? (status >> 8) & 0xff : nil
  }
}

/// A pipe whose ends are not inherited by children except where a child's file actions put
/// them.
struct OutputPipe {
  let reading: Int32
  let writing: Int32

  init() throws(DrillFailure) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw DrillFailure("pipe: \(String(cString: strerror(errno)))") }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    reading = ends[0]
    writing = ends[1]
  }

  /// Reads until the bytes received hold a whole line, or every writer has closed its end;
  /// whether a line arrived.
  func waitForLine(into received: inout [UInt8]) -> Bool {
    while !received.contains(UInt8(ascii: "\n")) {
      guard readChunk(into: &received) else { return false }
    }
    return true
  }

  /// Reads until every writer has closed its end, then closes the reading end; the lines.
  func finish(_ received: inout [UInt8]) -> [Substring] {
    while readChunk(into: &received) {}
    close(reading)
    return String(decoding: received, as: UTF8.self).split(separator: "\n")
  }

  /// One read; whether it gave bytes (not the end of the input, not an error).
  private func readChunk(into received: inout [UInt8]) -> Bool {
    guard let chunk = try? SystemIO.readChunk(reading), !chunk.isEmpty else { return false }
    received += chunk
    return true
  }
}

/// The C library's `kill` under a name that `ChildProcess.kill()` does not shadow.
private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }

/// Why the drill could not run or found a broken promise.
struct DrillFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
