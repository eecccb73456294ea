import Foundation
import Testing

/// Golden outputs of one fixture case: `<stem>.<suffix>` files beside its input.
public enum GoldenOutputs {
  /// The suffixes a case may have; an empty or absent output means no file.
  public static let suffixes = ["expected.json", "dropped.txt", "error.txt"]

  /// Compares each output with its golden file, or records them under `NAVIGATION_RECORD=1`
  /// (and fails, so a recording never passes silently).
  public static func compare(_ outputs: [String: String], stem: String) throws {
    for suffix in suffixes {
      let actual = outputs[suffix].flatMap { $0.isEmpty ? nil : Array($0.utf8) }
      try check(actual, at: "\(stem).\(suffix)")
    }
  }

  /// Compares bytes with one golden file under `Fixtures/`, or records them under
  /// `NAVIGATION_RECORD=1` (and fails).
  public static func compareFile(_ actual: [UInt8], at relative: String) throws {
    try check(actual, at: relative)
  }

  /// Compares an output with its golden file, `nil` meaning there must be none; recording
  /// writes it, or removes a file that should not be there.
  private static func check(_ actual: [UInt8]?, at relative: String) throws {
    let path = FixturePaths.fixtures.appendingPathComponent(relative)
    let expected = FileManager.default.contents(atPath: path.path).map { Array($0) }
    if FixturePaths.isRecording {
      if let actual {
        try FileManager.default.createDirectory(
          at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual).write(to: path)
      } else if expected != nil {
        try FileManager.default.removeItem(at: path)
      }
      Issue.record("recorded \(relative); run again without NAVIGATION_RECORD")
      return
    }
    #expect(actual == expected, "\(relative) differs from its golden file")
  }
}
