#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SnapshotStore {
  /// A file-system failure while saving: the operation, the file, and the system's reason.
  ///
  /// ```
  /// write failed for /…/session.tmp: No space left on device
  /// ```
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation that failed: `open`, `lock`, `write`, `fsync`, `close` or `rename`.
    public var operation: String
    /// The file it failed on.
    public var path: String
    /// The system's error number.
    public var code: Int32

    /// Creates a failure.
    public init(operation: String, path: String, code: Int32) {
      self.operation = operation
      self.path = path
      self.code = code
    }

    /// The system's reason, such as `No space left on device`.
    public var reason: String { String(cString: strerror(code)) }

    /// One line for logs.
    public var description: String { "\(operation) failed for \(path): \(reason)" }
  }
}
