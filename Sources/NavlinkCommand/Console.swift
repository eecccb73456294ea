import Foundation

/// Where the tool reads and writes, so that tests can run it in-process.
public struct Console: Sendable {
  /// Reads standard input up to `limit` bytes, or `nil` when it cannot be read.
  public var readInput: @Sendable (_ limit: Int) -> [UInt8]?
  /// Reads standard input in chunks; an empty chunk means the end.
  public var readInputChunk: @Sendable () -> [UInt8]
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void

  /// Creates a console from its functions.
  public init(
    readInput: @escaping @Sendable (Int) -> [UInt8]?,
    readInputChunk: @escaping @Sendable () -> [UInt8],
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void
  ) {
    self.readInput = readInput
    self.readInputChunk = readInputChunk
    self.out = out
    self.err = err
  }

  /// The process's standard streams.
  public static let standard = Console(
    readInput: { limit in
      do {
        return Array(try FileHandle.standardInput.read(upToCount: limit) ?? Data())
      } catch {
        return nil
      }
    },
    readInputChunk: { Array(FileHandle.standardInput.availableData) },
    out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    err: { text in FileHandle.standardError.write(Data(text.utf8)) }
  )
}
