public import Foundation

/// Paths into the repository's `Fixtures/`, found relative to this file.
public enum FixturePaths {
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static let fixtures = root.appendingPathComponent("Fixtures")

  public static func read(_ relative: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(relative)))
  }

  /// Whether tests should rewrite goldens instead of comparing (`NAVIGATION_RECORD=1`).
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["NAVIGATION_RECORD"] == "1" }
}

extension FixturePaths {
  /// The `.json` files of a fixtures folder, sorted, as test arguments.
  public static func files(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)
      .filter { $0.hasSuffix(".json") }
      .sorted()
  }
}
