#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves snapshots so that a crash can never lose the last good one.
///
/// ``save(_:)`` writes a temporary file, flushes it to storage, and renames it over the latest
/// snapshot, keeping the previous good snapshot beside it. ``load()`` reads the latest, and
/// when it is missing, truncated, corrupt or of an unsupported version, falls back to the
/// previous one and says so.
///
/// ```swift
/// let format = SnapshotFormat<Session>(name: "com.example.session", version: 1)
/// let store = SnapshotStore(directory: sessionDirectory, name: "session") { bytes throws(NavigationError) in
///   _ = try format.decode(bytes)
/// }
/// try store.save(format.encode(session))
/// if let loaded = store.load() { … loaded.bytes, loaded.fellBack … }
/// ```
///
/// ## Guarantees
///
/// - A process killed at any moment of a save leaves a store whose ``load()`` returns the
///   snapshot of the last save that returned, or the one being saved; never an older one,
///   never a damaged one. The package's crash drill checks this by killing savers with
///   `SIGKILL` hundreds of times.
/// - Saves from several stores or processes on the same files are serialized by an advisory
///   lock on `<name>.lock` (`flock`), which the system releases when its holder dies; loading
///   takes no lock and never sees a partly written file.
/// - A save that returns is on storage: on Linux `fsync` flushes the file and the directory;
///   on Apple platforms, where `fsync` leaves data in the drive's cache, the file is flushed
///   with `F_FULLFSYNC` (with `fsync` where the file system refuses it), so it survives a power
///   loss too.
/// - A save that fails (a full disk, a read-only or missing directory) throws a ``Failure``
///   naming the operation and the system's reason, and leaves the previous files as they were.
/// - What saves loads: a snapshot over ``Limits/snapshotSize`` or one `validate` refuses is
///   refused before anything is written.
/// - The store stays in its directory: a store whose name is not one path component never
///   saves or loads, and it never follows a symbolic link planted at one of its files (the
///   save fails with `ELOOP`, and loading skips the file).
public struct SnapshotStore: Sendable {
  /// The directory holding the files.
  public let directory: String
  /// The base name: the files are `<name>.json`, `<name>.previous.json`, `<name>.tmp` and
  /// `<name>.lock`.
  public let name: String
  /// The largest file read.
  public var limits: Limits
  private let validate: @Sendable ([UInt8]) throws(NavigationError) -> Void
  /// Called as a save passes each of its steps; the crash drill uses it to stop a saver at an
  /// exact step.
  package var observer: (@Sendable (SavePhase) -> Void)?

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - directory: The directory holding the files; it must exist.
  ///   - name: The base name of the files: one path component of at most 200 bytes, without
  ///     `/`, NUL or control characters, and not `.` or `..`. With any other name, every
  ///     ``save(_:)`` throws and ``load()`` finds nothing, so that no file is touched outside
  ///     the directory.
  ///   - limits: The largest file read is ``Limits/snapshotSize``.
  ///   - validate: Throws when bytes are not a usable snapshot; a file that fails it is never
  ///     kept as the previous good one, and is skipped when loading.
  public init(
    directory: String, name: String, limits: Limits = .default,
    validate: @escaping @Sendable ([UInt8]) throws(NavigationError) -> Void
  ) {
    self.directory = directory
    self.name = name
    self.limits = limits
    self.validate = validate
  }

  /// The path of the latest snapshot.
  package var latestPath: String { directory + "/" + name + ".json" }
  /// The path of the previous good snapshot.
  package var previousPath: String { directory + "/" + name + ".previous.json" }
  /// The path of the file a save writes before renaming it; only the holder of the lock
  /// writes it.
  package var temporaryPath: String { directory + "/" + name + ".tmp" }
  /// The path of the file whose lock serializes saves.
  package var lockPath: String { directory + "/" + name + ".lock" }

  /// Why ``load()`` returned the previous snapshot.
  public enum FallbackReason: Sendable, Hashable {
    /// There is no latest snapshot (a crash between the two renames of a save).
    case latestMissing
    /// The latest snapshot was refused: truncated, corrupt, or of an unsupported version.
    case latestRejected(NavigationError)
  }

  /// Saves a snapshot atomically, keeping the previous good one.
  ///
  /// Waits while another store or process saves to the same files.
  ///
  /// - Throws: ``Failure`` with the operation `save` for a store whose name is not one path
  ///   component, or a snapshot that would not load (over ``Limits/snapshotSize``, or refused
  ///   by `validate`), before anything is written; and when the system refuses a step. The
  ///   files are then as they were, and ``load()`` still returns the last good snapshot.
  public func save(_ bytes: [UInt8]) throws(Failure) {
    if let problem = Self.problem(withName: name) {
      throw Failure(operation: "save", path: directory + "/" + name, code: EINVAL, reason: problem)
    }
    try checkLoadable(bytes)
    let lock = try FileLock(path: lockPath)
    defer { lock.release() }
    try writeTemporary(bytes)
    try keepLatestAsPrevious()
    observer?(.latestKeptAsPrevious)
    guard rename(temporaryPath, latestPath) == 0 else {
      throw Failure(operation: "rename", path: temporaryPath, code: errno)
    }
    observer?(.latestReplaced)
    try synchronizeDirectory()
    observer?(.directoryFlushed)
  }

  /// Loads the latest good snapshot, or `nil` when there is none.
  ///
  /// - Returns: The snapshot's bytes, already validated, and why the latest snapshot was not
  ///   used when they are the previous one's (`fellBack` is `nil` when they are the latest's).
  public func load() -> (bytes: [UInt8], fellBack: FallbackReason?)? {
    guard Self.problem(withName: name) == nil else { return nil }
    var reason = FallbackReason.latestMissing
    if let latest = readFile(latestPath) {
      do throws(NavigationError) {
        try validate(latest)
        return (latest, nil)
      } catch {
        reason = .latestRejected(error)
      }
    }
    guard let previous = readFile(previousPath), (try? validate(previous)) != nil else { return nil }
    return (previous, reason)
  }

  /// Refuses bytes that ``load()`` would not return.
  private func checkLoadable(_ bytes: [UInt8]) throws(Failure) {
    guard bytes.count <= limits.snapshotSize else {
      throw Failure(
        operation: "save", path: latestPath, code: EFBIG,
        reason:
          "the snapshot is \(bytes.count) bytes, over the limit of \(limits.snapshotSize) bytes that loading reads")
    }
    do throws(NavigationError) {
      try validate(bytes)
    } catch {
      throw Failure(operation: "save", path: latestPath, code: EINVAL, reason: "the snapshot would not load: \(error)")
    }
  }

  /// Writes the temporary file and flushes it: its bytes must be on storage before a rename
  /// makes it the latest snapshot.
  private func writeTemporary(_ bytes: [UInt8]) throws(Failure) {
    let path = temporaryPath
    let descriptor = try createTemporary()
    observer?(.temporaryOpened)
    var failure: Failure?
    if let code = FileIO.write(descriptor, bytes) {
      failure = Failure(operation: "write", path: path, code: code)
    } else {
      observer?(.temporaryWritten)
      if let code = FileIO.synchronize(descriptor) { failure = Failure(operation: "fsync", path: path, code: code) }
    }
    if close(descriptor) != 0, failure == nil { failure = Failure(operation: "close", path: path, code: errno) }
    if let failure {
      // Only the holder of the lock writes the file, so the half-written one is ours to remove.
      unlink(path)
      throw failure
    }
    observer?(.temporaryFlushed)
  }

  /// Creates the temporary file, never through a symbolic link and never sharing a file
  /// another process holds open.
  ///
  /// Only the holder of the lock writes the temporary file, so one already there is what a
  /// killed saver left: a regular file is removed and created anew; anything else (a planted
  /// link) is an error, and is left where it is.
  private func createTemporary() throws(Failure) -> Int32 {
    let path = temporaryPath
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    var descriptor = open(path, flags, 0o644)
    if descriptor < 0, errno == EEXIST {
      var info = stat()
      guard lstat(path, &info) == 0 else { throw Failure.opening(path, code: errno) }
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw Failure.opening(path, code: info.st_mode & S_IFMT == S_IFLNK ? ELOOP : EEXIST)
      }
      guard unlink(path) == 0 else { throw Failure(operation: "unlink", path: path, code: errno) }
      descriptor = open(path, flags, 0o644)
    }
    guard descriptor >= 0 else { throw Failure.opening(path, code: errno) }
    return descriptor
  }

  /// Moves the latest snapshot to the previous one's place, only if it is good: a damaged
  /// latest file is left for the rename to replace.
  private func keepLatestAsPrevious() throws(Failure) {
    guard let current = readFile(latestPath), (try? validate(current)) != nil else { return }
    guard rename(latestPath, previousPath) == 0 else {
      throw Failure(operation: "rename", path: latestPath, code: errno)
    }
  }

  /// Flushes the directory, so that the renames are on storage too.
  private func synchronizeDirectory() throws(Failure) {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(operation: "open", path: directory, code: errno) }
    defer { close(descriptor) }
    // Some file systems cannot flush a directory; the renames are then as durable as they can
    // be made.
    if let code = FileIO.synchronize(descriptor), code != EINVAL && code != ENOTSUP {
      throw Failure(operation: "fsync", path: directory, code: code)
    }
  }

  /// Reads a file, at most one byte past the size limit (which validation then refuses); a
  /// symbolic link, a FIFO or a device reads as no file, without waiting on it.
  private func readFile(_ path: String) -> [UInt8]? {
    FileIO.readRegularFile(path, upTo: limits.snapshotSize + 1)
  }

  /// Why a name is not one path component the store can use, or `nil` when it is.
  static func problem(withName name: String) -> String? {
    let bytes = Array(name.utf8)
    if bytes.isEmpty || name == "." || name == ".." {
      return "a snapshot's name must name a file, not be empty, \".\" or \"..\""
    }
    if bytes.contains(where: { $0 == UInt8(ascii: "/") || $0 < 0x20 || $0 == 0x7F }) {
      return "a snapshot's name must be one path component, without \"/\", NUL or control characters"
    }
    // The longest file name is `<name>.previous.json`; file systems allow 255 bytes.
    guard bytes.count <= maximumNameLength else {
      return "a snapshot's name must be at most \(maximumNameLength) bytes, not \(bytes.count)"
    }
    return nil
  }

  /// The longest name, in UTF-8 bytes.
  static let maximumNameLength = 200
}

extension SnapshotStore.Failure {
  /// A failed `open`; a symbolic link the store refused to follow, or another kind of file
  /// where its own should be, says so.
  static func opening(_ path: String, code: Int32) -> Self {
    switch code {
    case ELOOP:
      Self(
        operation: "open", path: path, code: code, reason: "a symbolic link is there, and the store never follows one")
    case EEXIST:
      Self(operation: "open", path: path, code: code, reason: "something other than a file is there")
    default:
      Self(operation: "open", path: path, code: code)
    }
  }
}
