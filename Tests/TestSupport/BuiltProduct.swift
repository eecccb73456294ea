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

  /// Runs an executable with no standard input and collects its output.
  public static func run(_ executable: URL, _ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = FixturePaths.root
    let output = Pipe()
    let error = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, out: String(decoding: out, as: UTF8.self),
      err: String(decoding: err, as: UTF8.self))
  }
}
