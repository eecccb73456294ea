public import Foundation

/// The package's executables, as the build left them, and a way to run them.
public enum BuiltProduct {
  /// The executable named `name` in the build products directory (beside the test bundle), or
  /// under `.build/debug`.
  public static func executable(_ name: String) -> URL {
    let products = Bundle.main.bundleURL.deletingLastPathComponent()
    let beside = products.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: beside.path) { return beside }
    return FixturePaths.root.appendingPathComponent(".build/debug/\(name)")
  }

  /// What a run printed and how it ended.
  public struct Run: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var out: String
    /// Standard error.
    public var err: String
  }

  /// Runs an executable in the repository's root and collects its output.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - stdin: The standard input's text; `nil` gives `/dev/null`.
  ///   - environment: The program's environment; `nil` gives this process's.
  /// - Returns: The exit status and what the program wrote.
  /// - Throws: When the program cannot be started.
  public static func run(
    _ executable: URL, _ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil
  ) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.currentDirectoryURL = FixturePaths.root
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    if let stdin {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try input.fileHandleForWriting.close()
    }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, out: String(decoding: out, as: UTF8.self),
      err: String(decoding: err, as: UTF8.self))
  }
}
