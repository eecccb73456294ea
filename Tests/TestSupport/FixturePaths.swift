public import Foundation

/// Paths into the repository's `Fixtures/`, found relative to this file.
public enum FixturePaths {
  /// The repository's root.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Fixtures/`.
  public static let fixtures = root.appendingPathComponent("Fixtures")

  /// The clock every golden case runs with: 2025-05-01T08:00:00Z (`navlink golden`'s).
  public static let now = Date(timeIntervalSince1970: 1_746_086_400)

  /// The bytes of a fixture file.
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

extension FixturePaths {
  /// `Tests/Corpora`, the copied public test corpora.
  public static let corpora = root.appendingPathComponent("Tests/Corpora")

  /// The bytes of a corpus file.
  public static func corpus(_ relative: String) throws -> [UInt8] {
    Array(try Data(contentsOf: corpora.appendingPathComponent(relative)))
  }

  /// The hostile links, markers expanded (see `Tests/Corpora/hostile-links/SOURCE.md`).
  public static func hostileLinks() throws -> [(link: String, label: String)] {
    let text = String(decoding: try corpus("hostile-links/links.txt"), as: UTF8.self)
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2 else { return nil }
      return (expandMarkers(String(fields[0])), String(fields[1]))
    }
  }

  /// Expands `<U+XXXX>` and `<rep N 'text'>`.
  static func expandMarkers(_ text: String) -> String {
    var output = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
      output += rest[..<open]
      let marker = rest[rest.index(after: open)..<close]
      if marker.hasPrefix("U+"), let value = UInt32(marker.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value)
      {
        output.unicodeScalars.append(scalar)
      } else if marker.hasPrefix("rep "), let quote = marker.firstIndex(of: "'"),
        let count = Int(marker.dropFirst(4).prefix { $0 != " " })
      {
        output += String(repeating: String(marker[marker.index(after: quote)...].dropLast()), count: count)
      } else {
        output += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return output + rest
  }
}
