// `Process` is in Foundation proper, not FoundationEssentials.
import Foundation
import NavigationCodec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``DeviceCommand``: finds its program on `PATH`, runs it with its arguments (never
/// through a shell) and passes on what it printed.
enum DeviceCommandRunner {
  /// Runs the command and waits for it.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - searchPath: The directories to look in, `PATH`'s value.
  /// - Returns: What the program wrote to its standard output and error, in order.
  /// - Throws: A failure with status 69 when the program is not found or cannot start, and
  ///   with status 75 when it exits with a status other than 0 (its output then says why).
  static func run(_ command: DeviceCommand, searchPath: String) throws(Failure) -> String {
    let program = SingleLineText.escaping(command.program)
    guard let path = executable(named: command.program, searchPath: searchPath) else {
      throw Failure(
        status: .toolUnavailable,
        line: "error[tool-unavailable] at \(program): \(program) is not on PATH; \(hint(for: command.program))")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = command.arguments
    // `adb shell` forwards standard input to the device; the tool's own input is not for it.
    process.standardInput = FileHandle.nullDevice
    // One pipe for both streams keeps their order, and reading it to the end before waiting
    // cannot block the program on a full pipe.
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      throw Failure(
        status: .toolUnavailable,
        line: "error[tool-unavailable] at \(SingleLineText.escaping(path)): it cannot be started: "
          + SingleLineText.escaping(error.localizedDescription))
    }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationReason == .exit && process.terminationStatus == 0 else {
      let ending =
        process.terminationReason == .exit
        ? "exited with status \(process.terminationStatus)" : "was killed by signal \(process.terminationStatus)"
      throw Failure(
        status: .toolFailed,
        line: "\(text)error[tool-failed] at \(program): \(SingleLineText.escaping(command.shellText)) \(ending)")
    }
    return text
  }

  /// What to install for a missing program.
  private static func hint(for program: String) -> String {
    program == "xcrun"
      ? "it comes with Xcode (macOS), which runs the iOS simulators"
      : "it comes with the Android SDK's platform tools"
  }

  /// The first executable file named `name` in the directories of a search path; an empty
  /// entry is the current directory, as a shell reads it.
  static func executable(named name: String, searchPath: String) -> String? {
    for entry in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
      let directory = entry.isEmpty ? "." : String(entry)
      let candidate = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      if SystemIO.kind(of: candidate) == .file && access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
