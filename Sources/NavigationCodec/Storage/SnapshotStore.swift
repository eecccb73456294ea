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
/// let store = SnapshotStore(directory: sessionDirectory, name: "session") { bytes throws(NavigationError) in
///   _ = try NavigationSnapshot.decode(bytes)
/// }
/// try store.save(NavigationSnapshot.encode(state))
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
  ///   - name: The base name of the files.
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
  public var latestPath: String { directory + "/" + name + ".json" }
  /// The path of the previous good snapshot.
  public var previousPath: String { directory + "/" + name + ".previous.json" }
  /// The path of the file a save writes before renaming it; only the holder of the lock
  /// writes it.
  public var temporaryPath: String { directory + "/" + name + ".tmp" }
  /// The path of the file whose lock serializes saves.
  public var lockPath: String { directory + "/" + name + ".lock" }

  /// A snapshot read back, and where it came from.
  public struct Loaded: Sendable, Hashable {
    /// The snapshot's bytes, already validated.
    public var bytes: [UInt8]
    /// Why the latest snapshot was not used, when this is the previous one; `nil` when it is
    /// the latest.
    public var fellBack: FallbackReason?

    /// Creates a loaded snapshot.
    public init(bytes: [UInt8], fellBack: FallbackReason?) {
      self.bytes = bytes
      self.fellBack = fellBack
    }
  }

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
  /// - Throws: ``Failure`` when the system refuses a step; the files are then as they were,
  ///   and ``load()`` still returns the last good snapshot.
  public func save(_ bytes: [UInt8]) throws(Failure) {
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
  public func load() -> Loaded? {
    var reason = FallbackReason.latestMissing
    if let latest = readFile(latestPath) {
      do throws(NavigationError) {
        try validate(latest)
        return Loaded(bytes: latest, fellBack: nil)
      } catch {
        reason = .latestRejected(error)
      }
    }
    guard let previous = readFile(previousPath), (try? validate(previous)) != nil else { return nil }
    return Loaded(bytes: previous, fellBack: reason)
  }

  /// Writes the temporary file and flushes it: its bytes must be on storage before a rename
  /// makes it the latest snapshot.
  private func writeTemporary(_ bytes: [UInt8]) throws(Failure) {
    let path = temporaryPath
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Failure(operation: "open", path: path, code: errno) }
    observer?(.temporaryOpened)
    var failure: Failure?
    do throws(IOFailure) {
      try SystemIO.write(descriptor, bytes)
      observer?(.temporaryWritten)
      do throws(IOFailure) {
        try SystemIO.synchronize(descriptor)
      } catch {
        failure = Failure(operation: "fsync", path: path, code: error.code ?? EIO)
      }
    } catch {
      failure = Failure(operation: "write", path: path, code: error.code ?? EIO)
    }
    if close(descriptor) != 0, failure == nil { failure = Failure(operation: "close", path: path, code: errno) }
    if let failure { throw failure }
    observer?(.temporaryFlushed)
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
    do throws(IOFailure) {
      try SystemIO.synchronize(descriptor)
    } catch {
      // Some file systems cannot flush a directory; the renames are then as durable as they
      // can be made.
      if error.code != EINVAL && error.code != ENOTSUP {
        throw Failure(operation: "fsync", path: directory, code: error.code ?? EIO)
      }
    }
  }

  /// Reads a file, at most one byte past the size limit (which validation then refuses).
  private func readFile(_ path: String) -> [UInt8]? {
    try? SystemIO.readFile(path, upTo: limits.snapshotSize + 1)
  }
}
