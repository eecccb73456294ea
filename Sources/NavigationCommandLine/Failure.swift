import NavigationCodec

/// A failure of the tool itself rather than of the input: an unreadable file, a bad catalog,
/// output that cannot be written.
struct Failure: Error {
  var status: CommandExitStatus
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

  /// The failure for an app whose codec cannot be built (status 70): a mistake in the app,
  /// not in the input.
  static func unusableApp(_ tool: String, _ error: any Error) -> Failure {
    Failure(
      status: .software,
      line:
        "error[internal] at \(SingleLineText.escaping(tool)): the app cannot be composed: \(SingleLineText.escaping("\(error)"))"
    )
  }
}

extension Failure {
  /// The one-line report of a failed read or write, its path and reason escaped.
  fileprivate init(status: CommandExitStatus, code: String, _ path: String, _ failure: IOFailure) {
    self.init(
      status: status,
      line: "error[\(code)] at \(SingleLineText.escaping(path)): \(SingleLineText.escaping(failure.reason))")
  }
}
