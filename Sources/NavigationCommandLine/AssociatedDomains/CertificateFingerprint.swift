/// The SHA-256 fingerprint of an Android app's signing certificate, as `assetlinks.json`
/// lists it: 32 colon-separated pairs of hex digits, written uppercase.
///
/// ```swift
/// CertificateFingerprint("14:6d:e9:…")?.description  // "14:6D:E9:…"
/// ```
public struct CertificateFingerprint: Sendable, Hashable, CustomStringConvertible {
  /// The fingerprint, uppercase.
  public let description: String

  /// Reads a fingerprint in either case; `nil` unless it is 32 colon-separated hex pairs.
  public init?(_ text: String) {
    let pairs = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard pairs.count == 32, pairs.allSatisfy({ $0.count == 2 && $0.allSatisfy(ASCII.isHexDigit) }) else {
      return nil
    }
    description = text.uppercased()
  }
}
