#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves snapshots so that a crash can never lose the last good one.
///
/// ``save(_:)`` writes a temporary file, flushes it to disk, and renames it over the latest
/// snapshot, keeping the previous good snapshot beside it. ``load()`` reads the latest, and
/// when it is truncated, corrupt or of an unsupported version, falls back to the previous one
/// and says so.
///
/// ```swift
/// let store = SnapshotStore(directory: sessionDirectory, name: "session") { bytes throws(NavigationError) in
///   _ = try NavigationSnapshot.decode(bytes)
/// }
/// try store.save(NavigationSnapshot.encode(state))
/// if let loaded = store.load() { … loaded.bytes, loaded.fellBack … }
/// ```
public struct SnapshotStore: Sendable {
  /// The directory holding the files.
  public let directory: String
  /// The base name: the files are `<name>.json`, `<name>.previous.json` and `<name>.tmp`.
  public let name: String
  /// The largest file read.
  public var limits: Limits
  private let validate: @Sendable ([UInt8]) throws(NavigationError) -> Void

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
  var temporaryPath: String { directory + "/" + name + ".tmp" }

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

  /// A file-system failure while saving.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation that failed, such as `write`.
    public var operation: String
    /// The file it failed on.
    public var path: String
    /// The system's error number.
    public var code: Int32

    /// One line for logs.
    public var description: String {
      "\(operation) failed for \(path): \(String(cString: strerror(code)))"
    }
  }

  /// Saves a snapshot atomically, keeping the previous good one.
  public func save(_ bytes: [UInt8]) throws(Failure) {
    let temporary = temporaryPath
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw Failure(operation: "open", path: temporary, code: errno) }
    do {
      try SystemIO.write(descriptor, bytes)
    } catch {
      close(descriptor)
      throw Failure(operation: "write", path: temporary, code: error.code ?? EIO)
    }
    // The data must be on disk before the rename makes it the latest snapshot.
    guard fsync(descriptor) == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(operation: "fsync", path: temporary, code: code)
    }
    close(descriptor)
    // Keep the current snapshot as the previous one only if it is good.
    if let current = readFile(latestPath), (try? validate(current)) != nil {
      guard rename(latestPath, previousPath) == 0 else {
        throw Failure(operation: "rename", path: latestPath, code: errno)
      }
    }
    guard rename(temporary, latestPath) == 0 else {
      throw Failure(operation: "rename", path: temporary, code: errno)
    }
    syncDirectory()
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

  /// Reads a file, at most one byte past the size limit (which validation then refuses).
  private func readFile(_ path: String) -> [UInt8]? {
    try? SystemIO.readFile(path, upTo: limits.snapshotSize + 1)
  }

  private func syncDirectory() {
    let descriptor = open(directory, O_RDONLY)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}
