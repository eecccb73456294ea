import Foundation
import Testing

@testable import NavigationCommandLine

/// QR codes for `.ci/qr-decode`, which renders them and checks that `zbarimg` decodes each
/// to exactly its text.
///
/// Runs only when that script sets the folder, so that
/// `swift test` needs no decoder.
@Suite struct QRCodeSampleTests {
  static let folder = ProcessInfo.processInfo.environment["NAVIGATION_QR_SAMPLES"]

  /// Text of exactly `count` UTF-8 bytes, mostly multi-byte characters.
  static func text(bytes count: Int) -> String {
    let pieces = ["é", "→", "🏃", "a", "/", "?", "&", "=", "%", "ß"]
    var text = ""
    var index = 0
    while text.utf8.count < count {
      let piece = pieces[index % pieces.count]
      index += 1
      text += text.utf8.count + piece.utf8.count <= count ? piece : "x"
    }
    return text
  }

  /// The samples: the lengths around version 1's limit and a few longer ones, and a code at
  /// the limit of every version, so that each version's block table is decoded once.
  static var samples: [(name: String, text: String)] {
    let lengths = [1, 14, 15, 100, 500, 1_200, 2_330]
    let ascii = [1, 14, 26, 42, 213, 2_331].map {
      ("ascii-\($0)", String(repeating: "a/b?c=d&e", count: $0).prefix($0))
    }
    return lengths.map { ("length-\($0)", text(bytes: $0)) } + ascii.map { ($0, String($1)) }
      + QRVersion.all.map { version in
        let prefix = "\(version.number):"
        return ("version-\(version.number)", prefix + text(bytes: version.byteCapacity(utf8: true) - prefix.utf8.count))
      }
  }

  @Test(.enabled(if: folder != nil))
  func writeSamplesForTheDecoder() throws {
    let folder = try #require(Self.folder)
    for (name, text) in Self.samples {
      let code = try QRCode(text: text)
      let expectedVersion = name.hasPrefix("version-") ? Int(name.dropFirst("version-".count)) : nil
      if let expectedVersion { #expect(code.version.number == expectedVersion, "\(name)") }
      try Data(code.svg(label: name).utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name).svg"))
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name).txt"))
    }
  }
}
