import ExerciseNavigation
import NavigationCodec

/// A failure of the tool itself rather than of the input: an unreadable file, a bad catalog,
/// output that cannot be written.
struct Failure: Error {
  var status: ExitStatus
  var line: String

  func report(to console: Console) { console.err(line + "\n") }

  /// The failure for input that could not be read (status 66).
  static func unreadable(_ path: String, _ failure: IOFailure) -> Failure {
    Failure(status: .unreadable, code: "unreadable", path, failure)
  }

  /// The failure for output that could not be written (status 74).
  static func unwritable(_ path: String, _ failure: IOFailure) -> Failure {
    Failure(status: .ioError, code: "unwritable", path, failure)
  }
}

extension Failure {
  /// The one-line report of a failed read or write, its path and reason escaped.
  fileprivate init(status: ExitStatus, code: String, _ path: String, _ failure: IOFailure) {
    self.init(
      status: status,
      line: "error[\(code)] at \(SingleLineText.escaping(path)): \(SingleLineText.escaping(failure.reason))")
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
      // One byte past the limit is read, so that a larger file is refused as such rather than
      // cut at the limit and read as malformed.
      let limits = ExerciseCatalog.fileLimits
      let bytes = try Self.read(path, limit: limits.snapshotSize + 1)
      do {
        catalog = try ExerciseCatalog.decode(bytes, limits: limits)
      } catch {
        throw Failure(status: ExitStatus(error), line: "\(error) (in the catalog \(SingleLineText.escaping(path)))")
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
      do {
        return try console.readInput(limit)
      } catch {
        throw .unreadable("stdin", error)
      }
    }
    return try Self.read(path, limit: limit)
  }

  static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    do {
      return try SystemIO.readFile(path, upTo: limit)
    } catch {
      throw .unreadable(path, error)
    }
  }
}
