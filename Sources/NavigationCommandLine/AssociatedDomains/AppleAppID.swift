/// An app's identifier in an `apple-app-site-association` file: `TEAMID.bundle.id`, a
/// 10-character team ID of uppercase letters and digits, a dot, and the bundle ID.
///
/// ```swift
/// AppleAppID("ABCDE12345.com.example.app")  // valid
/// AppleAppID("com.example.app")             // nil: no team ID
/// ```
public struct AppleAppID: Sendable, Hashable, CustomStringConvertible {
  /// The team ID, such as `ABCDE12345`.
  public let teamID: String
  /// The bundle ID, such as `com.example.app`.
  public let bundleID: String

  /// Reads an app ID; `nil` unless the team ID is 10 uppercase letters or digits and the
  /// bundle ID is dot-separated parts of letters, digits and hyphens.
  public init?(_ text: String) {
    let utf8 = Array(text.utf8)
    guard utf8.count > 11, utf8[10] == UInt8(ascii: "."),
      utf8[..<10].allSatisfy({ ASCII.isDigit($0) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
    else { return nil }
    let bundle = utf8[11...]
    let parts = bundle.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ASCII.isLetterOrDigit($0) || $0 == UInt8(ascii: "-") } })
    else { return nil }
    teamID = String(decoding: utf8[..<10], as: UTF8.self)
    bundleID = String(decoding: bundle, as: UTF8.self)
  }

  /// `TEAMID.bundle.id`.
  public var description: String { teamID + "." + bundleID }
}
