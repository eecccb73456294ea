import NavigationCodec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the tool reads and writes, so that tests can run it in-process.
///
/// Reading standard input and writing standard output report failures (an unreadable input,
/// a full disk, a closed stream) as `IOFailure`, which the tool turns into one error line and
/// status 66 or 74. Writing to standard error is best effort: when even that fails, there is
/// nowhere left to report to.
public struct Console: Sendable {
  /// Reads standard input up to `limit` bytes.
  public var readInput: @Sendable (_ limit: Int) throws(IOFailure) -> [UInt8]
  /// Reads standard input in chunks; an empty chunk means the end.
  public var readInputChunk: @Sendable () throws(IOFailure) -> [UInt8]
  /// Writes to standard output.
  public var out: @Sendable (String) throws(IOFailure) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void

  /// Creates a console from its functions.
  public init(
    readInput: @escaping @Sendable (Int) throws(IOFailure) -> [UInt8],
    readInputChunk: @escaping @Sendable () throws(IOFailure) -> [UInt8],
    out: @escaping @Sendable (String) throws(IOFailure) -> Void,
    err: @escaping @Sendable (String) -> Void
  ) {
    self.readInput = readInput
    self.readInputChunk = readInputChunk
    self.out = out
    self.err = err
  }

  /// The process's standard streams.
  ///
  /// A stream that was closed when the process started is reported as closed, and its number
  /// is held by `/dev/null`, so that no file the tool opens later takes its place.
  public static let standard: Console = {
    let stdinOpen = reserveIfClosed(0)
    let stdoutOpen = reserveIfClosed(1)
    _ = reserveIfClosed(2)
    return Console(
      readInput: { (limit) throws(IOFailure) in
        guard stdinOpen else { throw IOFailure("standard input is closed") }
        return try SystemIO.read(0, upTo: limit)
      },
      readInputChunk: { () throws(IOFailure) in
        guard stdinOpen else { throw IOFailure("standard input is closed") }
        return try SystemIO.readChunk(0)
      },
      out: { (text) throws(IOFailure) in
        guard stdoutOpen else { throw IOFailure("standard output is closed") }
        try SystemIO.write(1, text.utf8)
      },
      err: { text in try? SystemIO.write(2, text.utf8) }
    )
  }()

  /// Whether a standard stream is open; a closed one is pointed at `/dev/null`.
  private static func reserveIfClosed(_ descriptor: Int32) -> Bool {
    guard !SystemIO.isOpen(descriptor) else { return true }
    let null = open("/dev/null", O_RDWR)
    if null >= 0 && null != descriptor {
      dup2(null, descriptor)
      close(null)
    }
    return false
  }
}
