import ExerciseNavigation
import Foundation
import NavigationCodec

/// A failure of the tool itself rather than of the input: an unreadable file, a bad catalog.
struct Failure: Error {
  var status: ExitStatus
  var line: String

  func report(to console: Console) { console.err(line + "\n") }

  static func unreadable(_ path: String, _ reason: String) -> Failure {
    Failure(status: .unreadable, line: "error[unreadable] at \(path): \(reason)")
  }
}

/// What a command needs: the codec configured from the options, and its input.
struct Context {
  let invocation: Invocation
  let codec: ExerciseCodec

  var policy: ResolutionPolicy { invocation.lenient ? .lenient : .strict }

  init(_ invocation: Invocation) throws(Failure) {
    self.invocation = invocation
    var catalog = ExerciseCatalog.sample
    if let path = invocation.catalogPath {
      let bytes = try Self.read(path, limit: Limits.default.snapshotSize)
      do {
        catalog = try ExerciseCatalog.decode(bytes)
      } catch {
        throw Failure(status: ExitStatus(error), line: "\(error) (in the catalog \(path))")
      }
    }
    let now = invocation.now
    codec = ExerciseCodec(
      catalog: catalog,
      ids: invocation.sequentialIDs ? .sequential() : .random,
      clock: now.map(DateSource.fixed) ?? .system)
  }

  /// The command's input: the file named by the positional argument, or stdin for `-` or none.
  ///
  /// Reads at most one byte past the snapshot limit, so a huge input is refused at once.
  func input(_ console: Console) throws(Failure) -> [UInt8] {
    let limit = codec.limits.snapshotSize + 1
    let path = invocation.positional.first ?? "-"
    if path == "-" {
      guard let bytes = console.readInput(limit) else { throw .unreadable("stdin", "standard input could not be read") }
      return bytes
    }
    return try Self.read(path, limit: limit)
  }

  static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(path, "the file does not exist or cannot be opened")
    }
    defer { try? handle.close() }
    do {
      return Array(try handle.read(upToCount: limit) ?? Data())
    } catch {
      throw .unreadable(path, "the file could not be read (\(error.localizedDescription))")
    }
  }
}
