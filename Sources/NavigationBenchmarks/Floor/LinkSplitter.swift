/// Splits a link of the exercise app into its route segments and query fields.
///
/// It accepts what the grammar accepts: the origins `doexercise://` and
/// `https://doexercise.app` (any case, `:443` allowed on the web), every byte checked against
/// its part of the link, escapes decoded and the decoded text valid UTF-8; no userinfo, port,
/// empty or dot segment, escaped slash, empty query item or trailing "&". A fragment is
/// checked, then ignored.
enum LinkSplitter {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// Splits `bytes` into `link`; `false` for a link the grammar refuses.
  static func split(_ bytes: Bytes, scratch: inout LinkScratch, into link: inout SplitLink) -> Bool {
    guard let (isWeb, start) = scheme(bytes),
      var index = authority(bytes, from: start, isWeb: isWeb, scratch: &scratch, into: &link)
    else { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
      guard let end = path(bytes, from: index &+ 1, scratch: &scratch, into: &link) else { return false }
      index = end
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
      guard let end = query(bytes, from: index &+ 1, scratch: &scratch, into: &link) else { return false }
      index = end
    }
    guard index < bytes.count else { return true }
    // Every part before stops at the end or at "#": what is left is the fragment.
    return PercentDecoder.decode(Bytes(rebasing: bytes[(index &+ 1)...]), as: .fragment, into: &scratch) != nil
  }

  /// Whether the link is on the web, and where its authority starts after `scheme://`.
  @inline(__always)
  private static func scheme(_ bytes: Bytes) -> (isWeb: Bool, authorityStart: Int)? {
    let table = LinkBytes.shared
    var colon = 0
    while colon < bytes.count, table.classes(bytes[colon]) & LinkBytes.scheme != 0 { colon &+= 1 }
    guard bytes.count &- colon >= 3, bytes[colon] == UInt8(ascii: ":"), bytes[colon &+ 1] == UInt8(ascii: "/"),
      bytes[colon &+ 2] == UInt8(ascii: "/")
    else { return nil }
    let scheme = Bytes(rebasing: bytes[..<colon])
    if scheme.spells(ignoringCase: "doexercise") { return (false, colon &+ 3) }
    return scheme.spells(ignoringCase: "https") ? (true, colon &+ 3) : nil
  }

  /// Reads the authority (the web host, or the custom scheme's host as the first segment);
  /// returns where it ends.
  @inline(__always)
  private static func authority(
    _ bytes: Bytes, from start: Int, isWeb: Bool, scratch: inout LinkScratch, into link: inout SplitLink
  ) -> Int? {
    let table = LinkBytes.shared
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if table.classes(byte) & LinkBytes.host == 0,
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
      {
        break
      }
      end &+= 1
    }
    let authority = Bytes(rebasing: bytes[start..<end])
    if isWeb { return isWebHost(authority) ? end : nil }
    // Host bytes only: so no "@" (userinfo), "[" or "]" (an IP literal) or ":" (a port).
    guard let host = PercentDecoder.decode(authority, as: .host, into: &scratch) else { return nil }
    return host.isEmpty || link.append(host) ? end : nil
  }

  /// Whether an `https` authority is the app's host, in any case, alone or with `:443`.
  private static func isWebHost(_ authority: Bytes) -> Bool {
    let host: StaticString = "doexercise.app"
    if authority.spells(ignoringCase: host) { return true }
    let length = host.utf8CodeUnitCount
    return authority.count == length &+ 4 && Bytes(rebasing: authority[..<length]).spells(ignoringCase: host)
      && Bytes(rebasing: authority[length...]).spells(":443")
  }

  /// Reads the path's segments from just after its "/"; returns where the path ends.
  @inline(__always)
  private static func path(
    _ bytes: Bytes, from first: Int, scratch: inout LinkScratch, into link: inout SplitLink
  ) -> Int? {
    let table = LinkBytes.shared
    var start = first
    while true {
      var stop = start
      var isEscaped = false
      while stop < bytes.count {
        let byte = bytes[stop]
        if table.classes(byte) & LinkBytes.path != 0 {
        } else if byte == UInt8(ascii: "%") {
          isEscaped = true
        } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
          break
        } else {
          return nil
        }
        stop &+= 1
      }
      let isLast = stop == bytes.count || bytes[stop] != UInt8(ascii: "/")
      // A single trailing slash (and the root's "/") is a legacy spelling and is ignored.
      if stop == start { return isLast ? stop : nil }
      var segment = Bytes(rebasing: bytes[start..<stop])
      if isEscaped {
        guard let decoded = PercentDecoder.decode(segment, as: .segment, into: &scratch) else { return nil }
        segment = decoded
      }
      guard !isDotSegment(segment), link.append(segment) else { return nil }
      if isLast { return stop }
      start = stop &+ 1
    }
  }

  /// Reads the query's items from just after its "?" into the link's draft fields; returns
  /// where the query ends.
  @inline(__always)
  private static func query(
    _ bytes: Bytes, from first: Int, scratch: inout LinkScratch, into link: inout SplitLink
  ) -> Int? {
    let table = LinkBytes.shared
    var start = first
    while start < bytes.count, bytes[start] != UInt8(ascii: "#") {
      var stop = start
      var equals = -1
      var isPlain = true
      while stop < bytes.count {
        let byte = bytes[stop]
        if table.classes(byte) & LinkBytes.plainQuery == 0 {
          if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "#") { break }
          if byte == UInt8(ascii: "=") && equals < 0 { equals = stop } else { isPlain = false }
        }
        stop &+= 1
      }
      // An empty item, one without "=", and one with an empty name are refused.
      guard equals > start else { return nil }
      var name = Bytes(rebasing: bytes[start..<equals])
      var value = Bytes(rebasing: bytes[(equals &+ 1)..<stop])
      if !isPlain {
        guard let decodedName = PercentDecoder.decode(name, as: .query, into: &scratch),
          let decodedValue = PercentDecoder.decode(value, as: .query, into: &scratch)
        else { return nil }
        (name, value) = (decodedName, decodedValue)
      }
      guard link.query.set(name, value) else { return nil }
      guard stop < bytes.count, bytes[stop] == UInt8(ascii: "&") else { return stop }
      start = stop &+ 1
      // An "&" that ends the query is an empty item.
      guard start < bytes.count, bytes[start] != UInt8(ascii: "#") else { return nil }
    }
    return start
  }

  /// Whether a decoded segment is "." or "..".
  private static func isDotSegment(_ segment: Bytes) -> Bool {
    (segment.count == 1 || segment.count == 2) && segment.allSatisfy { $0 == UInt8(ascii: ".") }
  }
}
