#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read or write the operating system refused, with its reason (`strerror`'s text).
public struct IOFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why the operation failed, such as `No space left on device`.
  public var reason: String
  /// The system's error number, when the system gave one.
  public var code: Int32?

  /// Creates a failure with a reason and no error number.
  public init(_ reason: String) { self.reason = reason }

  /// The reason.
  public var description: String { reason }

  /// The failure for the calling thread's `errno`.
  static func lastError() -> IOFailure {
    IOFailure(errorNumber: errno)
  }

  /// The failure for a system call's error number, with the system's reason.
  init(errorNumber code: Int32) {
    self.init(String(cString: strerror(code)))
    self.code = code
  }
}
