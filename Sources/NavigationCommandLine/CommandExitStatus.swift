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
  /// `open`: the program that opens links on the device, `xcrun` or `adb`, is not on
  /// `PATH` or cannot be started (`EX_UNAVAILABLE`): install Xcode or the Android SDK's
  /// platform tools, or put them on `PATH`.
  case toolUnavailable = 69
  /// An app whose codec cannot be built: a mistake in the app's description, not in the
  /// input (`EX_SOFTWARE`).
  case software = 70
  /// Output that could not be written: a full disk, a closed standard output, a golden file
  /// that could not be replaced (`EX_IOERR`).
  case ioError = 74
  /// `open`: `xcrun` or `adb` ran and failed, most often because no simulator is booted or
  /// no emulator or device is attached (`EX_TEMPFAIL`): start one and try again. Its own
  /// output says why.
  case toolFailed = 75

  /// The status for an error, by its layer.
  init(_ error: NavigationError) {
    self = error.layer == .resolution ? .refused : .malformed
  }
}
