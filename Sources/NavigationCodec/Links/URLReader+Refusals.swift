// The reader's refusals, each built out of line: their messages take more code than reading
// an accepted link does, and kept apart from it they leave the reading code small, so every
// link runs through fewer cache lines.
extension URLReader {
  @inline(never)
  static func malformedScheme(_ bytes: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins) -> NavigationError {
    bytes.contains(UInt8(ascii: ":"))
      ? NavigationError(.malformedURL, at: "scheme", "the scheme is not a valid URL scheme")
      : NavigationError(
        .malformedURL, at: "scheme",
        "expected a scheme such as \"\(origins.declared.customSchemes.first ?? "https"):\"")
  }

  @inline(never)
  static func unacceptedScheme(_ scheme: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins) -> NavigationError {
    let accepted = origins.declared.customSchemes + (origins.declared.webHosts.isEmpty ? [] : ["https"])
    return NavigationError(
      .unsupportedOrigin, at: "scheme",
      "the scheme \"\(String(decoding: scheme, as: UTF8.self))\" is not accepted; expected "
        + accepted.map { "\"\($0):\"" }.joined(separator: " or "))
  }

  @inline(never)
  static func missingSlashes(after scheme: UnsafeBufferPointer<UInt8>) -> NavigationError {
    NavigationError(.malformedURL, at: "host", "expected \"//\" after \"\(String(decoding: scheme, as: UTF8.self)):\"")
  }

  @inline(never)
  static func unacceptedHost(_ host: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins) -> NavigationError {
    let expected = origins.declared.webHosts.map { "\"\($0)\"" }.joined(separator: " or ")
    return NavigationError(
      .unsupportedOrigin, at: "host",
      "the host \"\(String(decoding: host, as: UTF8.self))\" is not accepted; expected \(expected)")
  }

  @inline(never)
  static func emptySegment(at position: Int) -> NavigationError {
    NavigationError(.malformedURL, at: "path/\(position)", "empty path segment (\"//\")")
  }

  @inline(never)
  static func dotSegment(at position: Int) -> NavigationError {
    NavigationError(.malformedURL, at: "path/\(position)", "dot segments (\".\", \"..\") are not accepted")
  }

  @inline(never)
  static func invalidCharacter(_ byte: UInt8, inSegment position: Int) -> NavigationError {
    invalidCharacter(byte, at: "path/\(position)")
  }

  @inline(never)
  static func invalidCharacter(_ byte: UInt8, at location: String) -> NavigationError {
    NavigationError(.malformedURL, at: location, "the character \(describe(byte)) must be percent-encoded")
  }

  private static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "0x" + (hex.count == 1 ? "0" + hex : hex)
  }
}
