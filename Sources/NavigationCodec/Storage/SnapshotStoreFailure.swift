#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SnapshotStore {
  /// A save or a store the store refuses: the operation, the file, and the reason.
  ///
  /// ```
  /// write failed for /…/session.tmp: No space left on device
  /// ```
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation that failed: `save` (a name that is not one path component, or a
    /// snapshot that would not load), `open`, `lock`, `write`, `fsync`, `close`, `rename` or
    /// `unlink`.
    public var operation: String
    /// The file it failed on.
    public var path: String
    /// The system's error number, or the one closest to the store's own reason.
    public var code: Int32
    /// Why it failed: the system's reason, such as `No space left on device`, or the store's.
    public var reason: String

    /// Creates a failure with the system's reason for `code`.
    package init(operation: String, path: String, code: Int32) {
      self.init(operation: operation, path: path, code: code, reason: String(cString: strerror(code)))
    }

    /// Creates a failure with a reason of the store's own.
    package init(operation: String, path: String, code: Int32, reason: String) {
      self.operation = operation
      self.path = path
      self.code = code
      self.reason = reason
    }

    /// One line for logs, control characters in the path escaped.
    public var description: String { "\(operation) failed for \(SingleLineText.escaping(path)): \(reason)" }
  }
}
