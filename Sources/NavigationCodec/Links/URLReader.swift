/// A validated, percent-decoded piece of a link: either a range of the original bytes (no
/// escapes, the common case, no allocation) or the decoded bytes.
struct LinkText {
  let range: Range<Int>
  let decoded: [UInt8]?

  func withBytes<Result>(
    in source: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let decoded { return decoded.withUnsafeBufferPointer(body) }
    return body(UnsafeBufferPointer(rebasing: source[range]))
  }

  func string(in source: UnsafeBufferPointer<UInt8>) -> String {
    withBytes(in: source) { String(decoding: $0, as: UTF8.self) }
  }
}

/// A link split into its route segments and query items, every piece validated and decoded.
struct RawLink {
  var segments: [LinkText] = []
  var query: [(name: LinkText, value: LinkText)] = []
}

/// Splits a link into segments and query items, refusing anything outside the accepted
/// shape: unknown origins, userinfo, ports, fragments, dot segments, encoded slashes, bad
/// escapes and invalid UTF-8.
enum URLReader {
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, origins: LinkOrigins
  ) throws(NavigationError) -> RawLink {
    var link = RawLink()
    link.segments.reserveCapacity(6)
    // Scheme.
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
      throw NavigationError(.malformedURL, at: "scheme", "expected a scheme such as \"doexercise:\"")
    }
    let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
    guard let first = scheme.first, isASCIILetter(first),
      scheme.allSatisfy({ isASCIILetter($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
    else {
      throw NavigationError(.malformedURL, at: "scheme", "the scheme is not a valid URL scheme")
    }
    let isWeb = equalsIgnoringCase(scheme, "https")
    guard isWeb || origins.customSchemes.contains(where: { equalsIgnoringCase(scheme, $0) }) else {
      throw NavigationError(
        .unsupportedOrigin, at: "scheme",
        "the scheme \"\(String(decoding: scheme, as: UTF8.self))\" is not accepted; expected \(acceptedSchemes(origins))"
      )
    }
    var index = colon + 1
    guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/")
    else {
      throw NavigationError(
        .malformedURL, at: "host",
        "expected \"//\" after \"\(String(decoding: scheme, as: UTF8.self)):\"")
    }
    index += 2

    // Authority: the host, and for a custom scheme the first route segment.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "?"),
      bytes[end] != UInt8(ascii: "#")
    {
      end += 1
    }
    let authority = index..<end
    let authorityBytes = UnsafeBufferPointer(rebasing: bytes[authority])
    if authorityBytes.contains(UInt8(ascii: "@")) {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not carry a user name or password")
    }
    if authorityBytes.contains(UInt8(ascii: ":")) {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not name a port")
    }
    if isWeb {
      let host = UnsafeBufferPointer(rebasing: bytes[authority])
      guard origins.webHosts.contains(where: { equalsIgnoringCase(host, $0) }) else {
        let shown = String(decoding: host, as: UTF8.self)
        throw NavigationError(
          .unsupportedOrigin, at: "host",
          "the host \"\(shown)\" is not accepted; expected \(origins.webHosts.map { "\"\($0)\"" }.joined(separator: " or "))"
        )
      }
    } else if !authority.isEmpty {
      var host = try decode(bytes, authority, as: .host, location: "host")
      host = lowercased(host, in: bytes)
      link.segments.append(host)
    }
    index = end

    // Path.
    end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
    if end > index {
      // The path starts with "/" here: the authority ended at "/", "?", "#" or the end.
      var start = index + 1
      while start <= end {
        var stop = start
        while stop < end, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
        // A single trailing slash is a legacy spelling and is ignored; so is the root's "/".
        if stop == start && stop == end { break }
        let position = link.segments.count
        guard stop > start else {
          throw NavigationError(.malformedURL, at: "path/\(position)", "empty path segment (\"//\")")
        }
        let segment = try decode(bytes, start..<stop, as: .pathSegment, location: "path/\(position)")
        let isDot = segment.withBytes(in: bytes) {
          $0.elementsEqual([0x2E]) || $0.elementsEqual([0x2E, 0x2E])
        }
        if isDot {
          throw NavigationError(.malformedURL, at: "path/\(position)", "dot segments (\".\", \"..\") are not accepted")
        }
        link.segments.append(segment)
        start = stop + 1
      }
    }
    index = end

    // Query.
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index += 1
      end = index
      while end < bytes.count, bytes[end] != UInt8(ascii: "#") { end += 1 }
      var start = index
      while start < end {
        var stop = start
        while stop < end, bytes[stop] != UInt8(ascii: "&") { stop += 1 }
        try readQueryItem(bytes, start..<stop, into: &link)
        if stop + 1 == end {
          throw NavigationError(.malformedURL, at: "query", "empty query item after \"&\"")
        }
        start = stop + 1
      }
      index = end
    }

    if index < bytes.count {
      throw NavigationError(.malformedURL, at: "fragment", "a link may not carry a fragment (\"#…\")")
    }
    return link
  }

  private static func readQueryItem(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into link: inout RawLink
  ) throws(NavigationError) {
    guard !range.isEmpty else {
      throw NavigationError(.malformedURL, at: "query", "empty query item (\"&&\")")
    }
    let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) ?? range.upperBound
    let name = try decode(bytes, range.lowerBound..<equals, as: .query, location: "query")
    guard !(range.lowerBound..<equals).isEmpty else {
      throw NavigationError(.malformedURL, at: "query", "a query item has an empty name")
    }
    guard equals < range.upperBound else {
      throw NavigationError(.invalidParameter, at: "query/" + name.string(in: bytes), "expected name=value")
    }
    let value = try decode(
      bytes, equals + 1..<range.upperBound, as: .query, location: "query/" + name.string(in: bytes))
    link.query.append((name, value))
  }

  /// Validates the raw characters of a piece, then percent-decodes it; decoded text must be
  /// valid UTF-8, and a segment may not hide a "/" or "\" in an escape.
  private static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
    as component: PercentEncoding.Component, location: @autoclosure () -> String
  ) throws(NavigationError) -> LinkText {
    var needsDecoding = false
    let table = PercentEncoding.allowedRaw
    let mask = PercentEncoding.mask(component)
    let decodesPlus = component == .query
    var scan = range.lowerBound
    while scan < range.upperBound {
      let byte = bytes[scan]
      scan += 1
      if byte == UInt8(ascii: "%") || (decodesPlus && byte == UInt8(ascii: "+")) {
        needsDecoding = true
      } else if table[Int(byte)] & mask == 0 {
        throw NavigationError(
          .malformedURL, at: location(),
          "the character \(describe(byte)) must be percent-encoded")
      }
    }
    guard needsDecoding else { return LinkText(range: range, decoded: nil) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(range.count)
    var offset = range.lowerBound
    while offset < range.upperBound {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "%") {
        guard offset + 2 < range.upperBound,
          let high = hexValue(bytes[offset + 1]), let low = hexValue(bytes[offset + 2])
        else {
          throw NavigationError(.malformedURL, at: location(), "\"%\" must be followed by two hex digits")
        }
        let value = high << 4 | low
        if component != .query && (value == UInt8(ascii: "/") || value == UInt8(ascii: "\\")) {
          throw NavigationError(.malformedURL, at: location(), "an encoded slash is not accepted inside a segment")
        }
        decoded.append(value)
        offset += 3
      } else {
        decoded.append(decodesPlus && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        offset += 1
      }
    }
    guard decoded.withUnsafeBufferPointer(UTF8Validation.isValid) else {
      throw NavigationError(.malformedURL, at: location(), "the percent-encoded bytes are not valid UTF-8")
    }
    return LinkText(range: range, decoded: decoded)
  }

  private static func lowercased(_ text: LinkText, in bytes: UnsafeBufferPointer<UInt8>) -> LinkText {
    let hasUppercase = text.withBytes(in: bytes) { $0.contains { 0x41...0x5A ~= $0 } }
    guard hasUppercase else { return text }
    let lower = text.withBytes(in: bytes) { $0.map { 0x41...0x5A ~= $0 ? $0 | 0x20 : $0 } }
    return LinkText(range: text.range, decoded: lower)
  }

  private static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "0x" + (hex.count == 1 ? "0" + hex : hex)
  }

  private static func acceptedSchemes(_ origins: LinkOrigins) -> String {
    (origins.customSchemes + (origins.webHosts.isEmpty ? [] : ["https"]))
      .map { "\"\($0):\"" }.joined(separator: " or ")
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Compares ASCII case-insensitively against a lowercase word.
  private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ word: String) -> Bool {
    var word = word
    return word.withUTF8 { word in
      guard bytes.count == word.count else { return false }
      for index in 0..<word.count {
        let byte = bytes[index]
        guard byte == word[index] || (isASCIILetter(byte) && byte | 0x20 == word[index]) else { return false }
      }
      return true
    }
  }
}
