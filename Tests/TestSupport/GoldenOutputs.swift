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
      let path = FixturePaths.fixtures.appendingPathComponent("\(stem).\(suffix)")
      let actual = outputs[suffix].flatMap { $0.isEmpty ? nil : $0 }
      if FixturePaths.isRecording {
        if let actual {
          try Data(actual.utf8).write(to: path)
        } else if FileManager.default.fileExists(atPath: path.path) {
          try FileManager.default.removeItem(at: path)
        }
        Issue.record("recorded \(stem).\(suffix); run again without NAVIGATION_RECORD")
        continue
      }
      let expected = FileManager.default.contents(atPath: path.path).map { String(decoding: $0, as: UTF8.self) }
      #expect(actual == expected, "\(stem).\(suffix)")
    }
  }
}

extension GoldenOutputs {
  /// Compares bytes with one golden file under `Fixtures/`, or records them under
  /// `NAVIGATION_RECORD=1` (and fails).
  public static func compareFile(_ actual: [UInt8], at relative: String) throws {
    let path = FixturePaths.fixtures.appendingPathComponent(relative)
    if FixturePaths.isRecording {
      try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual).write(to: path)
      Issue.record("recorded \(relative); run again without NAVIGATION_RECORD")
      return
    }
    let expected = FileManager.default.contents(atPath: path.path).map { Array($0) }
    #expect(actual == expected, "\(relative) differs from its golden file")
  }
}
