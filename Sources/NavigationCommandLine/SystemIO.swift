// Memory: a directory entry's name is read within its fixed-size field, up to its terminating zero.
import NavigationCodec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing the command line's files and the standard streams through the system
/// calls themselves.
///
/// Foundation's `FileHandle.write(_:)` and `availableData` trap on a failed write or read (a
/// full disk, a closed stream, a directory as standard input) because they cannot throw. Every
/// function here reports the failure instead, with the system's reason, and retries a call a
/// signal interrupted.
package enum SystemIO {
  /// The size of one read from a stream.
  package static let chunkSize = 1 << 16

  /// Whether a file descriptor is open.
  package static func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }

  /// Reads from a descriptor until the end of the input or `limit` bytes, whichever comes first.
  package static func read(_ descriptor: Int32, upTo limit: Int) throws(IOFailure) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < limit {
      let chunk = try readChunk(descriptor, upTo: min(chunkSize, limit - bytes.count))
      if chunk.isEmpty { break }
      bytes += chunk
    }
    return bytes
  }

  /// One read of at most `limit` bytes; an empty result is the end of the input.
  package static func readChunk(_ descriptor: Int32, upTo limit: Int = chunkSize) throws(IOFailure) -> [UInt8] {
    switch FileIO.readChunk(descriptor, upTo: limit) {
    case .success(let bytes): return bytes
    case .failure(let failure): throw IOFailure(errorNumber: failure.code)
    }
  }

  /// Writes all of `bytes`, however many calls that takes.
  package static func write(_ descriptor: Int32, _ bytes: some Collection<UInt8>) throws(IOFailure) {
    if let code = FileIO.write(descriptor, Array(bytes)) { throw IOFailure(errorNumber: code) }
  }

  /// Reads a file, up to `limit` bytes.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes read.
  ///   - regularOnly: Whether only a regular file at `path` itself is read: a symbolic link
  ///     is not followed (`ELOOP`), and a FIFO, device or socket is refused (`EINVAL`) without
  ///     waiting for a writer.
  /// - Returns: The file's first `limit` bytes.
  /// - Throws: The system's reason when the file cannot be opened or read, a directory
  ///   included.
  package static func readFile(_ path: String, upTo limit: Int, regularOnly: Bool = false) throws(IOFailure)
    -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NOFOLLOW | O_NONBLOCK : 0))
    guard descriptor >= 0 else { throw .lastError() }
    defer { close(descriptor) }
    if regularOnly {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { throw .lastError() }
      guard info.st_mode & S_IFMT == S_IFREG else {
        var failure = IOFailure("not a regular file")
        failure.code = EINVAL
        throw failure
      }
    }
    return try read(descriptor, upTo: limit)
  }

  /// What a path names.
  package enum EntryKind: Equatable {
    case file
    case directory
    /// Anything else: a device, a socket, a dangling link.
    case other
  }

  /// What a path names (following symbolic links), or `nil` when nothing is there.
  package static func kind(of path: String) -> EntryKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// The names of a directory's entries, `.` and `..` left out, sorted by their bytes.
  package static func listDirectory(_ path: String) throws(IOFailure) -> [String] {
    guard let directory = opendir(path) else { throw .lastError() }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Creates a directory (not its parents) unless one is already there.
  package static func makeDirectory(_ path: String) throws(IOFailure) {
    guard mkdir(path, 0o755) != 0 else { return }
    let failure = IOFailure.lastError()
    if failure.code == EEXIST, kind(of: path) == .directory { return }
    throw failure
  }

  /// Flushes a file's data to storage, retrying a call a signal interrupted.
  ///
  /// On Apple platforms `fsync` hands the data to the drive, whose cache can still lose it on a
  /// power loss; `F_FULLFSYNC` asks the drive to write its cache out. File systems that refuse
  /// it (some network and FAT volumes) get `fsync`.
  package static func synchronize(_ descriptor: Int32) throws(IOFailure) {
    if let code = FileIO.synchronize(descriptor) { throw IOFailure(errorNumber: code) }
  }

  /// Replaces a file's contents atomically: a temporary file beside it, written, flushed and
  /// renamed over it, so that a reader sees the old bytes or the new ones, never a part.
  package static func replaceFile(_ path: String, with bytes: [UInt8]) throws(IOFailure) {
    let temporary = path + ".navlink-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .lastError() }
    var failure: IOFailure?
    do throws(IOFailure) {
      try write(descriptor, bytes)
      try synchronize(descriptor)
    } catch {
      failure = error
    }
    if close(descriptor) != 0, failure == nil { failure = .lastError() }
    if failure == nil, rename(temporary, path) != 0 { failure = .lastError() }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }
}
