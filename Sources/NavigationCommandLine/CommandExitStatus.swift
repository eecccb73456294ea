import NavigationCodec

/// The exit statuses of an app's command-line tool; these numbers are API.
public enum CommandExitStatus: Int32, Sendable {
  /// Success.
  case ok = 0
  /// Refused by the resolver, or `not-linkable`.
  case refused = 1
  /// Malformed input: a syntax error, including input over a limit.
  case malformed = 2
  /// A usage error: unknown option, missing argument.
  case usage = 64
  /// An input file, or standard input, that could not be read (`EX_NOINPUT`).
  case unreadable = 66
  /// An app whose codec cannot be built: a mistake in the app's description, not in the
  /// input (`EX_SOFTWARE`).
  case software = 70
  /// Output that could not be written: a full disk, a closed standard output, a golden file
  /// that could not be replaced (`EX_IOERR`).
  case ioError = 74

  /// The status for an error, by its layer.
  init(_ error: NavigationError) {
    self = error.layer == .resolution ? .refused : .malformed
  }
}
