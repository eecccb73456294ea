/// Splits a link into its route segments, query items and fragment, refusing anything outside
/// the accepted shape: unknown origins, userinfo, ports (but `https`'s default), dot segments,
/// encoded slashes, bad escapes and invalid UTF-8.
///
/// It reads the link's UTF-8 bytes by index, each access bounds-checked, and builds plain
/// strings: the pieces it gives out own their text.
struct URLReader {
  /// The link's UTF-8 bytes.
  let bytes: [UInt8]
  let origins: LinkOrigins
  let ignoring: IgnorableParameters
  /// ``PercentEncoding/allowedRaw``, looked up once for the whole link.
  private let allowedRaw = PercentEncoding.allowedRaw

  /// Splits `link`, which the caller has checked against the length limit.
  static func split(
    _ link: String, origins: LinkOrigins, ignoring: IgnorableParameters
  ) throws(NavigationError) -> SplitLink {
    try URLReader(bytes: Array(link.utf8), origins: origins, ignoring: ignoring).split()
  }

  private func split() throws(NavigationError) -> SplitLink {
    let (scheme, authorityStart) = try readScheme()
    var index = authorityStart
    var link = SplitLink(origin: .customScheme(scheme))
    // Room for most links' segments, grown once rather than once per doubling.
    link.segments.reserveCapacity(8)
    try readAuthority(from: &index, scheme: scheme, into: &link)
    if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
      index += 1
      try readPath(from: &index, into: &link)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index += 1
      try readQuery(from: &index, into: &link)
    }
    // Every piece before stops at the end or at "#", so what is left is the fragment.
    if index < bytes.count {
      link.fragment = try decode(index + 1..<bytes.count, as: .fragment, location: "fragment")
    }
    return link
  }

  /// Checks the scheme, its characters up to the first ":", and the "//" after it; returns the
  /// scheme in lowercase and where the authority starts.
  private func readScheme() throws(NavigationError) -> (scheme: String, authorityStart: Int) {
    let colon = bytes.firstIndex { !Self.isSchemeByte($0) } ?? bytes.count
    guard colon > 0, colon < bytes.count, bytes[colon] == UInt8(ascii: ":"), Self.isASCIILetter(bytes[0]) else {
      throw malformedScheme()
    }
    let written = bytes[..<colon]
    let scheme =
      Self.spells("https", ignoringCase: written)
      ? "https" : origins.customSchemes.first { Self.spells($0, ignoringCase: written) }
    guard let scheme else { throw unacceptedScheme(String(decoding: written, as: UTF8.self)) }
    guard bytes.count - colon > 2, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else {
      throw Self.missingSlashes(after: String(decoding: written, as: UTF8.self))
    }
    return (scheme, colon + 3)
  }

  /// Whether `bytes` spell `word` (lowercase, as origins are declared), ASCII letters in
  /// either case.
  private static func spells(_ word: String, ignoringCase bytes: ArraySlice<UInt8>) -> Bool {
    guard word.utf8.count == bytes.count else { return false }
    var index = bytes.startIndex
    for expected in word.utf8 {
      let byte = bytes[index]
      guard expected == byte || (isASCIILetter(byte) && expected == byte | 0x20) else { return false }
      index += 1
    }
    return true
  }

  /// Reads the authority: checks an `https` link's host, or takes a custom scheme's host as
  /// the first route segment; leaves `index` where the authority ends.
  private func readAuthority(
    from index: inout Int, scheme: String, into link: inout SplitLink
  ) throws(NavigationError) {
    let start = index
    while index < bytes.count, !Self.endsPiece(bytes[index]) { index += 1 }
    let isWeb = scheme == "https"
    let host = try hostWithoutPort(start..<index, isWeb: isWeb)
    if isWeb {
      guard let accepted = origins.webHosts.first(where: { Self.spells($0, ignoringCase: bytes[host]) }) else {
        throw unacceptedHost(String(decoding: bytes[host], as: UTF8.self))
      }
      link.origin = .webHost(accepted)
    } else if !host.isEmpty {
      link.segments.append(try decode(host, as: .host, location: "host").asciiLowercased)
    }
  }

  /// The host of an authority: refuses userinfo, IP literals and ports, apart from `https`'s
  /// default port, `:443`, which is read as no port.
  private func hostWithoutPort(_ authority: Range<Int>, isWeb: Bool) throws(NavigationError) -> Range<Int> {
    let text = bytes[authority]
    if text.contains(UInt8(ascii: "@")) {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not carry a user name or password")
    }
    // An IP literal (`[::1]`) holds colons too; it is named as what it is, not as a port.
    if text.first == UInt8(ascii: "[") || text.contains(UInt8(ascii: "]")) {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not name an IP address (\"[…]\") as its host")
    }
    guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return authority }
    guard isWeb, bytes[colon..<authority.upperBound].elementsEqual(":443".utf8) else {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not name a port")
    }
    return authority.lowerBound..<colon
  }

  /// Reads the path's segments, from just after its "/"; leaves `index` where the path ends.
  private func readPath(from index: inout Int, into link: inout SplitLink) throws(NavigationError) {
    while true {
      let start = index
      while index < bytes.count, !Self.endsPiece(bytes[index]) {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "%") || isAllowedRaw(byte, in: .pathSegment) else {
          throw Self.invalidCharacter(byte, at: "path/\(link.segments.count)")
        }
        index += 1
      }
      let isLast = index == bytes.count || bytes[index] != UInt8(ascii: "/")
      // A single trailing slash is a legacy spelling and is ignored; so is the root's "/".
      if index == start && isLast { return }
      try appendSegment(start..<index, to: &link)
      if isLast { return }
      index += 1
    }
  }

  /// Appends one path segment, whose raw characters were checked, refusing an empty or dot one.
  private func appendSegment(_ range: Range<Int>, to link: inout SplitLink) throws(NavigationError) {
    let position = link.segments.count
    guard !range.isEmpty else { throw Self.emptySegment(at: position) }
    let segment = try decode(range, as: .pathSegment, location: "path/\(position)")
    if segment == "." || segment == ".." { throw Self.dotSegment(at: position) }
    link.segments.append(segment)
  }

  /// Reads the query's items, from just after its "?"; leaves `index` where the query ends.
  private func readQuery(from index: inout Int, into link: inout SplitLink) throws(NavigationError) {
    let first = index
    func endsQuery(_ position: Int) -> Bool { position == bytes.count || bytes[position] == UInt8(ascii: "#") }
    while !endsQuery(index) {
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "&"), bytes[index] != UInt8(ascii: "#") { index += 1 }
      link.query.append(try readQueryItem(start..<index, first: start == first))
      guard !endsQuery(index) else { return }
      if endsQuery(index + 1) {
        throw NavigationError(.malformedURL, at: "query", "empty query item after \"&\"")
      }
      index += 1
    }
  }

  /// Reads one query item; `first` says whether it opens the query, for the message about an
  /// empty one.
  private func readQueryItem(_ range: Range<Int>, first: Bool) throws(NavigationError) -> SplitLink.QueryItem {
    guard !range.isEmpty else {
      let place = first ? "between \"?\" and \"&\"" : "between two \"&\" (\"&&\")"
      throw NavigationError(.malformedURL, at: "query", "empty query item " + place)
    }
    let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) ?? range.upperBound
    let name = try decode(range.lowerBound..<equals, as: .query, location: "query")
    guard equals > range.lowerBound else {
      throw NavigationError(.malformedURL, at: "query", "a query item has an empty name")
    }
    guard equals < range.upperBound else {
      // Attribution is never worth refusing a link over, however it is written.
      guard ignoring.contains(name) else {
        throw NavigationError(.invalidParameter, at: "query/" + name, "expected name=value")
      }
      return SplitLink.QueryItem(name: name, value: nil)
    }
    let value = try decode(equals + 1..<range.upperBound, as: .query, location: "query/" + name)
    return SplitLink.QueryItem(name: name, value: value)
  }

  /// Checks the raw characters of a piece, then percent-decodes it (`+` as a space in a query):
  /// decoded text must be valid UTF-8, and a segment or host may not hide a `/` or `\` in an
  /// escape.
  private func decode(
    _ range: Range<Int>, as component: PercentEncoding.Component, location: @autoclosure () -> String
  ) throws(NavigationError) -> String {
    let decodesPlus = component == .query
    var needsDecoding = false
    for byte in bytes[range] {
      if byte == UInt8(ascii: "%") || (decodesPlus && byte == UInt8(ascii: "+")) {
        needsDecoding = true
      } else if !isAllowedRaw(byte, in: component) {
        throw Self.invalidCharacter(byte, at: location())
      }
    }
    guard needsDecoding else { return String(decoding: bytes[range], as: UTF8.self) }
    return try unescape(range, as: component, location: location())
  }

  /// Percent-decodes a piece whose raw characters were checked.
  private func unescape(
    _ range: Range<Int>, as component: PercentEncoding.Component, location: @autoclosure () -> String
  ) throws(NavigationError) -> String {
    let refusesSlash = component != .query && component != .fragment
    var decoded: [UInt8] = []
    decoded.reserveCapacity(range.count)
    var offset = range.lowerBound
    while offset < range.upperBound {
      let byte = bytes[offset]
      guard byte == UInt8(ascii: "%") else {
        decoded.append(component == .query && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        offset += 1
        continue
      }
      guard range.upperBound - offset > 2, let high = Self.hexValue(bytes[offset + 1]),
        let low = Self.hexValue(bytes[offset + 2])
      else {
        throw NavigationError(.malformedURL, at: location(), "\"%\" must be followed by two hex digits")
      }
      let value = high << 4 | low
      if refusesSlash && (value == UInt8(ascii: "/") || value == UInt8(ascii: "\\")) {
        throw NavigationError(.malformedURL, at: location(), "an encoded slash is not accepted inside a segment")
      }
      decoded.append(value)
      offset += 3
    }
    guard let text = String(validating: decoded, as: UTF8.self) else {
      throw NavigationError(.malformedURL, at: location(), "the percent-encoded bytes are not valid UTF-8")
    }
    return text
  }

  private func isAllowedRaw(_ byte: UInt8, in component: PercentEncoding.Component) -> Bool {
    allowedRaw[Int(byte)] & PercentEncoding.mask(component) != 0
  }

  /// Whether a byte ends the authority or a path segment: `/`, `?` or `#`.
  private static func endsPiece(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): true
    default: isASCIILetter(byte)
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
