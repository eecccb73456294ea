/// A validated, percent-decoded piece of a link: some of the link's own bytes (no escapes,
/// the common case) or of the scratch buffer escapes are decoded into.
///
/// Plain data, so that splitting a link allocates nothing and retains nothing; a view of the
/// buffers of the ``RawLink`` it was read from, held as where they lie, so that reading a
/// piece's bytes costs nothing.
struct LinkText {
  /// The piece's bytes, valid while the link is being read.
  let bytes: UnsafeBufferPointer<UInt8>

  /// The piece's text.
  var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// A link split into its route segments and query items, every piece validated and decoded.
///
/// A view of temporary buffers (on the stack for a link of ordinary size) that live only while
/// ``URLReader/read(_:origins:_:)`` runs its body.
struct RawLink {
  let source: UnsafeBufferPointer<UInt8>
  fileprivate let scratch: UnsafeMutableBufferPointer<UInt8>
  fileprivate var scratchCount = 0
  fileprivate let segmentStorage: UnsafeMutableBufferPointer<LinkText>
  fileprivate let queryStorage: UnsafeMutableBufferPointer<LinkText>
  /// The number of route segments (the custom scheme's host included).
  private(set) var segmentCount = 0
  /// The number of query items.
  private(set) var queryCount = 0
  /// The fragment, after "#"; `nil` when the link has none.
  fileprivate(set) var fragment: LinkText?
  /// Whether the link had more pieces than the storage holds; it is then read again with
  /// storage of the right size.
  fileprivate var isOverfull = false

  fileprivate init(
    source: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>,
    pieces: UnsafeMutableBufferPointer<LinkText>, segmentCapacity: Int
  ) {
    self.source = source
    self.scratch = scratch
    segmentStorage = UnsafeMutableBufferPointer(rebasing: pieces[..<segmentCapacity])
    queryStorage = UnsafeMutableBufferPointer(rebasing: pieces[segmentCapacity...])
  }

  /// The route segment at `index`.
  func segment(_ index: Int) -> LinkText { segmentStorage[index] }

  /// The name and value of the query item at `index`.
  func queryItem(_ index: Int) -> (name: LinkText, value: LinkText) {
    // `index` is below `queryCount`, so its double cannot wrap (see `appendQueryItem`).
    (queryStorage[2 &* index], queryStorage[2 &* index &+ 1])
  }

  /// The piece of the link's own bytes in `range`.
  fileprivate func plain(_ range: Range<Int>) -> LinkText {
    LinkText(bytes: UnsafeBufferPointer(rebasing: source[range]))
  }

  /// The piece of the scratch buffer in `range`.
  fileprivate func decoded(_ range: Range<Int>) -> LinkText {
    LinkText(bytes: UnsafeBufferPointer(rebasing: scratch[range]))
  }

  /// Where a piece starts in the scratch buffer; `nil` for one of the link's own bytes.
  fileprivate func scratchOffset(of text: LinkText) -> Int? {
    guard let start = text.bytes.baseAddress, let scratchStart = scratch.baseAddress,
      UnsafePointer(scratchStart) <= start, start < UnsafePointer(scratchStart + scratch.count)
    else { return nil }
    return UnsafePointer(scratchStart).distance(to: start)
  }

  // Each piece takes at least one byte of the link and its separator, so the counts stay below
  // the link's length, and neither they nor their doubles can wrap.

  fileprivate mutating func appendSegment(_ text: LinkText) {
    if segmentCount < segmentStorage.count { segmentStorage[segmentCount] = text } else { isOverfull = true }
    segmentCount &+= 1
  }

  fileprivate mutating func appendQueryItem(_ name: LinkText, _ value: LinkText) {
    if 2 &* queryCount &+ 1 < queryStorage.count {
      queryStorage[2 &* queryCount] = name
      queryStorage[2 &* queryCount &+ 1] = value
    } else {
      isOverfull = true
    }
    queryCount &+= 1
  }
}

/// Splits a link into segments, query items and fragment, refusing anything outside the
/// accepted shape: unknown origins, userinfo, ports (but `https`'s default), dot segments,
/// encoded slashes, bad escapes and invalid UTF-8.
enum URLReader {
  @inline(__always)
  static func read<Value>(
    _ bytes: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins,
    _ body: (RawLink) throws(NavigationError) -> Value
  ) throws(NavigationError) -> Value {
    // Room for the pieces of an ordinary link, on the stack; a link with more is read again
    // with room for all of them, so no piece is lost and errors name the right one.
    var capacity = (segments: 8, queryItems: 8)
    while true {
      // One allocation holds both the pieces and, after them, the scratch bytes: both are
      // trivial types, each bound to its own part.
      let pieceBytes = (capacity.segments + 2 * capacity.queryItems) * MemoryLayout<LinkText>.stride
      let outcome = try withUnsafeTemporaryAllocation(
        byteCount: pieceBytes + bytes.count, alignment: MemoryLayout<LinkText>.alignment
      ) { memory throws(NavigationError) -> Value? in
        let pieces = UnsafeMutableRawBufferPointer(rebasing: memory[..<pieceBytes]).bindMemory(to: LinkText.self)
        let scratch = UnsafeMutableRawBufferPointer(rebasing: memory[pieceBytes...]).bindMemory(to: UInt8.self)
        var link = RawLink(source: bytes, scratch: scratch, pieces: pieces, segmentCapacity: capacity.segments)
        try split(bytes, origins: origins, into: &link)
        guard !link.isOverfull else {
          capacity = (link.segmentCount, link.queryCount)
          return nil
        }
        return try body(link)
      }
      if let outcome { return outcome }
    }
  }

  /// Splits a link and lends its pieces to `body`; `false` when the link is refused.
  static func readPieces(
    _ bytes: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins, _ body: (RawLink) -> Void
  ) -> Bool {
    do {
      try read(bytes, origins: origins) { link throws(NavigationError) in body(link) }
      return true
    } catch {
      return false
    }
  }

  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins, into link: inout RawLink
  ) throws(NavigationError) {
    try origins.byteClasses.withUnsafeBufferPointer { classes throws(NavigationError) in
      try split(bytes, classes: classes, origins: origins, into: &link)
    }
  }

  // Bits of ``byteClasses()``. Each pass takes the bytes of its class with one load and one test;
  // any other byte ends the piece or sends it to the general code, which decodes it or finds
  // and reports what is wrong.
  private static let schemeByte: UInt8 = 1
  /// Allowed raw in a host and not uppercase: a host of these needs no decoding or lowering.
  private static let plainHostByte: UInt8 = 2
  /// Allowed raw in a path segment (so never "/", "?", "#" or "%").
  private static let plainPathByte: UInt8 = 4
  /// Allowed raw in a query and neither "&", "=" nor "+", which split items or decode.
  private static let plainQueryByte: UInt8 = 8

  /// Whether `name` is spelt as a URL scheme: a letter, then letters, digits, "+", "-" or ".".
  static func isSchemeName(_ name: String) -> Bool {
    guard let first = name.utf8.first, isASCIILetter(first) else { return false }
    return name.utf8.allSatisfy(isSchemeByte)
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
  }

  /// The classes of every byte, a table each grammar keeps (in its ``CompiledOrigins``):
  /// a static table would pass its once-only initialisation guard on every link.
  static func byteClasses() -> [UInt8] {
    (0...255).map { value in
      let byte = UInt8(value)
      var classes: UInt8 = 0
      if isSchemeByte(byte) { classes |= schemeByte }
      if PercentEncoding.isAllowedRaw(byte, in: .host) && !(0x41...0x5A).contains(byte) { classes |= plainHostByte }
      if PercentEncoding.isAllowedRaw(byte, in: .pathSegment) { classes |= plainPathByte }
      if PercentEncoding.isAllowedRaw(byte, in: .query) && !"&=+".utf8.contains(byte) { classes |= plainQueryByte }
      return classes
    }
  }

  // The steps below are inlined into this one pass, as a single function's code would be.
  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins,
    into link: inout RawLink
  ) throws(NavigationError) {
    let (isWeb, authorityStart) = try readScheme(bytes, classes: classes, origins: origins)
    var index = try readAuthority(
      bytes, from: authorityStart, classes: classes, isWeb: isWeb, origins: origins, into: &link)
    if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
      index = try readPath(bytes, from: index + 1, classes: classes, into: &link)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      index = try readQuery(bytes, from: index + 1, classes: classes, into: &link)
    }
    // Every piece before stops at the end or at "#", so what is left is the fragment.
    if index < bytes.count {
      link.fragment = try decode(index + 1..<bytes.count, as: .fragment, into: &link, location: "fragment")
    }
  }

  /// Where the run of bytes of class `mask` from `start` ends: the first byte of another
  /// class, or the end.
  ///
  /// Four bytes are tested at a time, with one branch, while four are left; the last few and
  /// the one ending the run are found one at a time.
  @inline(__always)
  private static func plainRunEnd(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, classes: UnsafeBufferPointer<UInt8>, of mask: UInt8
  ) -> Int {
    var index = start
    // `index` stays within the link, so `bytes.count - index` and `index + 4` cannot wrap.
    while bytes.count &- index >= 4 {
      let all =
        classes[Int(bytes[index])] & classes[Int(bytes[index &+ 1])] & classes[Int(bytes[index &+ 2])]
        & classes[Int(bytes[index &+ 3])]
      guard all & mask != 0 else { break }
      index &+= 4
    }
    while index < bytes.count, classes[Int(bytes[index])] & mask != 0 { index &+= 1 }
    return index
  }

  /// Checks the scheme, its characters up to the first ":", and the "//" after it; returns
  /// whether it is `https` and where the authority starts.
  @inline(__always)
  private static func readScheme(
    _ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, origins: CompiledOrigins
  ) throws(NavigationError) -> (isWeb: Bool, authorityStart: Int) {
    if let known = origins.knownScheme(of: bytes) { return known }
    var colon = 0
    // Positions in the hot loops below stay within the link, so wrapping arithmetic cannot
    // wrap, and spares each byte an overflow check.
    colon = plainRunEnd(bytes, from: colon, classes: classes, of: schemeByte)
    guard colon > 0, colon < bytes.count, bytes[colon] == UInt8(ascii: ":"), isASCIILetter(bytes[0]) else {
      throw malformedScheme(bytes, origins: origins)
    }
    let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
    let isWeb = origins.isWebScheme(scheme)
    guard isWeb || origins.acceptsScheme(scheme) else { throw unacceptedScheme(scheme, origins: origins) }
    let index = colon + 1
    guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/")
    else {
      throw missingSlashes(after: scheme)
    }
    return (isWeb, index + 2)
  }

  /// Reads the authority: checks an `https` link's host, or appends a custom scheme's host
  /// as the first route segment; returns where the authority ends.
  @inline(__always)
  private static func readAuthority(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, classes: UnsafeBufferPointer<UInt8>, isWeb: Bool,
    origins: CompiledOrigins, into link: inout RawLink
  ) throws(NavigationError) -> Int {
    var end = start
    var isPlainHost = true
    while true {
      end = plainRunEnd(bytes, from: end, classes: classes, of: plainHostByte)
      guard end < bytes.count else { break }
      let byte = bytes[end]
      if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
      isPlainHost = false
      end &+= 1
    }
    let host = isPlainHost ? start..<end : try hostWithoutPort(start..<end, in: bytes, isWeb: isWeb)
    if isWeb {
      let hostBytes = UnsafeBufferPointer(rebasing: bytes[host])
      guard origins.acceptsHost(hostBytes) else { throw unacceptedHost(hostBytes, origins: origins) }
    } else if !host.isEmpty {
      let segment =
        isPlainHost
        ? link.plain(host)
        : lowercased(try decode(host, as: .host, into: &link, location: "host"), in: &link)
      link.appendSegment(segment)
    }
    return end
  }

  /// The host of an authority that is not a plain host: refuses userinfo, IP literals and
  /// ports, apart from `https`'s default port, `:443`, which is read as no port.
  private static func hostWithoutPort(
    _ authority: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, isWeb: Bool
  ) throws(NavigationError) -> Range<Int> {
    let authorityBytes = UnsafeBufferPointer(rebasing: bytes[authority])
    if authorityBytes.contains(UInt8(ascii: "@")) {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not carry a user name or password")
    }
    // An IP literal (`[::1]`) holds colons too; it is named as what it is, not as a port.
    if authorityBytes.first == UInt8(ascii: "[") || authorityBytes.contains(UInt8(ascii: "]")) {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not name an IP address (\"[…]\") as its host")
    }
    guard let offset = authorityBytes.firstIndex(of: UInt8(ascii: ":")) else { return authority }
    let colon = authority.lowerBound + offset
    let port = UnsafeBufferPointer(rebasing: bytes[colon..<authority.upperBound])
    guard isWeb, port.elementsEqual(":443".utf8) else {
      throw NavigationError(.unsupportedOrigin, at: "host", "a link may not name a port")
    }
    return authority.lowerBound..<colon
  }

  /// Reads the path's segments, from just after its "/"; returns where the path ends.
  ///
  /// One pass per segment splits it, checks its characters and notes its escapes.
  @inline(__always)
  private static func readPath(
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, classes: UnsafeBufferPointer<UInt8>,
    into link: inout RawLink
  ) throws(NavigationError) -> Int {
    var start = first
    while true {
      var stop = start
      var isEscaped = false
      while true {
        stop = plainRunEnd(bytes, from: stop, classes: classes, of: plainPathByte)
        guard stop < bytes.count else { break }
        let byte = bytes[stop]
        if byte == UInt8(ascii: "%") {
          isEscaped = true
          stop &+= 1
        } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
          break
        } else {
          throw invalidCharacter(byte, inSegment: link.segmentCount)
        }
      }
      let isLast = stop == bytes.count || bytes[stop] != UInt8(ascii: "/")
      // A single trailing slash is a legacy spelling and is ignored; so is the root's "/".
      if stop == start && isLast { return stop }
      try appendSegment(start..<stop, isEscaped: isEscaped, into: &link)
      if isLast { return stop }
      start = stop + 1
    }
  }

  /// Appends one path segment, whose characters were checked, refusing an empty or dot one.
  @inline(__always)
  private static func appendSegment(
    _ range: Range<Int>, isEscaped: Bool, into link: inout RawLink
  ) throws(NavigationError) {
    let position = link.segmentCount
    guard !range.isEmpty else { throw emptySegment(at: position) }
    let segment =
      isEscaped
      ? try unescape(range, as: .pathSegment, into: &link, location: "path/\(position)")
      : link.plain(range)
    let text = segment.bytes
    if (1...2).contains(text.count) && text.allSatisfy({ $0 == UInt8(ascii: ".") }) { throw dotSegment(at: position) }
    link.appendSegment(segment)
  }

  /// Reads the query's items, from just after its "?"; returns where the query ends.
  ///
  /// Items end at "&", the query at "#" or the end, found in the same pass.
  @inline(__always)
  private static func readQuery(
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, classes: UnsafeBufferPointer<UInt8>,
    into link: inout RawLink
  ) throws(NavigationError) -> Int {
    func endsQuery(_ position: Int) -> Bool { position == bytes.count || bytes[position] == UInt8(ascii: "#") }
    var start = first
    while !endsQuery(start) {
      var stop = start
      var equals = -1
      // Where the first byte to decode (or to refuse) is, and whether any is to refuse.
      var firstEscape = -1
      var isRawValid = true
      while true {
        stop = plainRunEnd(bytes, from: stop, classes: classes, of: plainQueryByte)
        guard stop < bytes.count else { break }
        let byte = bytes[stop]
        if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "#") { break }
        if byte == UInt8(ascii: "=") && equals < 0 {
          equals = stop
        } else {
          if firstEscape < 0 { firstEscape = stop }
          isRawValid =
            isRawValid && (byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "="))
        }
        stop &+= 1
      }
      if equals > start && firstEscape < 0 {
        // The common item, `name=value` with nothing to decode, is taken as it lies.
        link.appendQueryItem(
          link.plain(start..<equals), link.plain(equals + 1..<stop))
      } else if equals > start && firstEscape > equals && isRawValid {
        // A plain name with a value to decode, whose characters this pass has checked.
        try readEscapedValue(name: start..<equals, value: equals + 1..<stop, into: &link)
      } else {
        try readQueryItem(start..<stop, first: start == first, into: &link)
      }
      guard !endsQuery(stop) else { return stop }
      if endsQuery(stop + 1) {
        throw NavigationError(.malformedURL, at: "query", "empty query item after \"&\"")
      }
      start = stop + 1
    }
    return start
  }

  /// Appends a query item whose name is plain and whose value, every character of it checked,
  /// has escapes or "+" to decode.
  private static func readEscapedValue(
    name: Range<Int>, value: Range<Int>, into link: inout RawLink
  ) throws(NavigationError) {
    let nameText = link.plain(name)
    let valueText = try unescape(value, as: .query, into: &link, location: "query/" + nameText.string)
    link.appendQueryItem(nameText, valueText)
  }

  /// Reads one query item that is not a plain `name=value`; `first` says whether it opens the
  /// query, for the message about an empty one.
  private static func readQueryItem(_ range: Range<Int>, first: Bool, into link: inout RawLink) throws(NavigationError)
  {
    guard !range.isEmpty else {
      let place = first ? "between \"?\" and \"&\"" : "between two \"&\" (\"&&\")"
      throw NavigationError(.malformedURL, at: "query", "empty query item " + place)
    }
    let equals = link.source[range].firstIndex(of: UInt8(ascii: "=")) ?? range.upperBound
    let name = try decode(range.lowerBound..<equals, as: .query, into: &link, location: "query")
    guard !(range.lowerBound..<equals).isEmpty else {
      throw NavigationError(.malformedURL, at: "query", "a query item has an empty name")
    }
    guard equals < range.upperBound else {
      throw NavigationError(.invalidParameter, at: "query/" + name.string, "expected name=value")
    }
    let value = try decode(
      equals + 1..<range.upperBound, as: .query, into: &link, location: "query/" + name.string)
    link.appendQueryItem(name, value)
  }

  /// Validates the raw characters of a piece, then percent-decodes it into the scratch
  /// buffer; decoded text must be valid UTF-8, and a segment may not hide a "/" or "\" in an
  /// escape.
  private static func decode(
    _ range: Range<Int>, as component: PercentEncoding.Component, into link: inout RawLink,
    location: @autoclosure () -> String
  ) throws(NavigationError) -> LinkText {
    let bytes = link.source
    var needsDecoding = false
    let mask = PercentEncoding.mask(component)
    let decodesPlus = component == .query
    try PercentEncoding.allowedRaw.withUnsafeBufferPointer { table throws(NavigationError) in
      for byte in UnsafeBufferPointer(rebasing: bytes[range]) {
        if byte == UInt8(ascii: "%") || (decodesPlus && byte == UInt8(ascii: "+")) {
          needsDecoding = true
        } else if table[Int(byte)] & mask == 0 {
          throw invalidCharacter(byte, at: location())
        }
      }
    }
    guard needsDecoding else { return link.plain(range) }
    return try unescape(range, as: component, into: &link, location: location())
  }

  /// Percent-decodes a piece, whose characters were already checked, into the scratch buffer.
  private static func unescape(
    _ range: Range<Int>, as component: PercentEncoding.Component, into link: inout RawLink,
    location: @autoclosure () -> String
  ) throws(NavigationError) -> LinkText {
    let bytes = link.source
    let scratch = link.scratch
    let decodesPlus = component == .query
    let refusesSlash = component != .query && component != .fragment
    // Decoding never lengthens a piece, so the scratch buffer (as long as the link) has room,
    // and positions within the piece and the buffer cannot wrap.
    let start = link.scratchCount
    var out = start
    var offset = range.lowerBound
    // Where the first decoded byte above ASCII is: the raw characters, checked, are ASCII, so
    // the text before it is valid UTF-8 and only the rest needs validating.
    var firstNonASCII = -1
    while offset < range.upperBound {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "%") {
        guard range.upperBound &- offset > 2,
          let high = hexValue(bytes[offset &+ 1]), let low = hexValue(bytes[offset &+ 2])
        else {
          throw NavigationError(.malformedURL, at: location(), "\"%\" must be followed by two hex digits")
        }
        let value = high << 4 | low
        if refusesSlash && (value == UInt8(ascii: "/") || value == UInt8(ascii: "\\")) {
          throw NavigationError(.malformedURL, at: location(), "an encoded slash is not accepted inside a segment")
        }
        if value >= 0x80 && firstNonASCII < 0 { firstNonASCII = out }
        scratch[out] = value
        offset &+= 3
      } else {
        scratch[out] = decodesPlus && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
        offset &+= 1
      }
      out &+= 1
    }
    link.scratchCount = out
    if firstNonASCII >= 0 {
      guard UTF8Validation.isValid(UnsafeBufferPointer(rebasing: scratch[firstNonASCII..<out])) else {
        throw NavigationError(.malformedURL, at: location(), "the percent-encoded bytes are not valid UTF-8")
      }
    }
    return link.decoded(start..<out)
  }

  /// The host in lowercase.
  ///
  /// A decoded host is lowered where it lies in the scratch buffer and a raw one is copied
  /// there only when it has uppercase letters, so the buffer never holds more bytes than the
  /// link.
  private static func lowercased(_ text: LinkText, in link: inout RawLink) -> LinkText {
    let bytes = text.bytes
    guard bytes.contains(where: { 0x41...0x5A ~= $0 }) else { return text }
    let decodedStart = link.scratchOffset(of: text)
    let start = decodedStart ?? link.scratchCount
    // Each byte is read before it is written, so lowering a decoded host in place is safe.
    for (offset, byte) in bytes.enumerated() {
      link.scratch[start + offset] = 0x41...0x5A ~= byte ? byte | 0x20 : byte
    }
    if decodedStart == nil { link.scratchCount += bytes.count }
    return link.decoded(start..<start + bytes.count)
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
