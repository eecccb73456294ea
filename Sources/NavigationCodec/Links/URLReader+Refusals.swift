// The reader's refusals, each naming the component of the link it is about.
extension URLReader {
  func malformedScheme() -> NavigationError {
    bytes.contains(UInt8(ascii: ":"))
      ? NavigationError(.malformedURL, at: "scheme", "the scheme is not a valid URL scheme")
      : NavigationError(
        .malformedURL, at: "scheme", "expected a scheme such as \"\(origins.customSchemes.first ?? "https"):\"")
  }

  func unacceptedScheme(_ scheme: String) -> NavigationError {
    let accepted = origins.customSchemes + (origins.webHosts.isEmpty ? [] : ["https"])
    return NavigationError(
      .unsupportedOrigin, at: "scheme",
      "the scheme \"\(scheme)\" is not accepted; expected " + accepted.map { "\"\($0):\"" }.joined(separator: " or "))
  }

  static func missingSlashes(after scheme: String) -> NavigationError {
    NavigationError(.malformedURL, at: "host", "expected \"//\" after \"\(scheme):\"")
  }

  func unacceptedHost(_ host: String) -> NavigationError {
    let expected = origins.webHosts.map { "\"\($0)\"" }.joined(separator: " or ")
    return NavigationError(
      .unsupportedOrigin, at: "host", "the host \"\(host)\" is not accepted; expected \(expected)")
  }

  static func emptySegment(at position: Int) -> NavigationError {
    NavigationError(.malformedURL, at: "path/\(position)", "empty path segment (\"//\")")
  }

  static func dotSegment(at position: Int) -> NavigationError {
    NavigationError(.malformedURL, at: "path/\(position)", "dot segments (\".\", \"..\") are not accepted")
  }

  static func invalidCharacter(_ byte: UInt8, at location: String) -> NavigationError {
    NavigationError(.malformedURL, at: location, "the character \(describe(byte)) must be percent-encoded")
  }

  private static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "0x" + (hex.count == 1 ? "0" + hex : hex)
  }
}
