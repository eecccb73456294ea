/// The accepted origins as bytes, compiled once per grammar, so that checking a link's scheme
/// and host compares bytes and builds no strings.
struct CompiledOrigins: Sendable {
  /// The origins as declared, for error messages.
  let declared: LinkOrigins
  private let pool: [UInt8]
  private let schemes: [Range<Int>]
  private let hosts: [Range<Int>]
  /// `https`, the scheme of universal links.
  private let webScheme: Range<Int>
  /// `https://`, then each custom scheme spelt as a URL scheme, with "://" after it, of 8 to
  /// 16 bytes: the beginnings a link read at once by ``knownScheme(of:)`` may have.
  private let schemePrefixes: [SchemePrefix]
  /// For each byte of `pool`, the ASCII case bit (0x20) where it is a letter, else 0.
  private let caseBits: [UInt8]
  /// The class bits of every byte that ``URLReader`` splits a link by.
  let byteClasses = URLReader.byteClasses()

  init(_ origins: LinkOrigins) {
    declared = origins
    var pool: [UInt8] = []
    func add(_ word: String) -> Range<Int> {
      let start = pool.count
      pool += word.utf8
      return start..<pool.count
    }
    webScheme = add("https")
    schemes = origins.customSchemes.map(add)
    hosts = origins.webHosts.map(add)
    // A scheme that is not spelt as a URL scheme is left to the byte-by-byte reading, which
    // refuses it as it does any other.
    let custom = origins.customSchemes.filter(URLReader.isSchemeName).map { ($0, false) }
    schemePrefixes = ([("https", true)] + custom).compactMap { SchemePrefix($0, isWeb: $1) }
    self.pool = pool
    caseBits = pool.map { $0 &- UInt8(ascii: "a") < 26 ? 0x20 : 0 }
  }

  /// The scheme a link begins with and the "//" after it, when it is one of the accepted
  /// schemes: whether it is `https`, and where the authority starts; `nil` otherwise.
  ///
  /// Each scheme here is spelt as a URL scheme, so reading it byte by byte would stop at the
  /// same ":" and accept it the same way; every other link is read byte by byte. The link's
  /// first eight bytes are loaded once, for every prefix to test.
  func knownScheme(of bytes: UnsafeBufferPointer<UInt8>) -> (isWeb: Bool, authorityStart: Int)? {
    guard bytes.count >= 8, let start = bytes.baseAddress else { return nil }
    let text = UnsafeRawPointer(start)
    let head = text.loadUnaligned(as: UInt64.self)
    return schemePrefixes.withUnsafeBufferPointer { prefixes in
      for prefix in prefixes where head | prefix.headBits == prefix.head && bytes.count >= prefix.count {
        // `prefix.count` is at least 8, so the last eight bytes are within the link.
        if text.loadUnaligned(fromByteOffset: prefix.count &- 8, as: UInt64.self) | prefix.tailBits == prefix.tail {
          return (prefix.isWeb, prefix.count)
        }
      }
      return nil
    }
  }

  func isWebScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool { accepts(scheme, among: CollectionOfOne(webScheme)) }
  func acceptsScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool { accepts(scheme, among: schemes) }
  func acceptsHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool { accepts(host, among: hosts) }

  private func accepts(_ bytes: UnsafeBufferPointer<UInt8>, among words: some Sequence<Range<Int>>) -> Bool {
    pool.withUnsafeBufferPointer { pool in
      caseBits.withUnsafeBufferPointer { caseBits in
        words.contains { word in
          Self.equalsIgnoringCase(
            bytes, UnsafeBufferPointer(rebasing: pool[word]), caseBits: UnsafeBufferPointer(rebasing: caseBits[word]))
        }
      }
    }
  }

  /// Whether `bytes` spell a lowercase `word` in any ASCII case, eight bytes at a time (the
  /// last eight overlapping those before): a byte matches when, with its case bit set where
  /// the word has a letter, it is the word's byte.
  private static func equalsIgnoringCase(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: UnsafeBufferPointer<UInt8>, caseBits: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard bytes.count == word.count else { return false }
    guard let start = bytes.baseAddress, let wordStart = word.baseAddress, let bitsStart = caseBits.baseAddress else {
      return true  // both empty
    }
    let (text, expected, bits) = (UnsafeRawPointer(start), UnsafeRawPointer(wordStart), UnsafeRawPointer(bitsStart))
    func matches(at offset: Int) -> Bool {
      text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        | bits.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        == expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    var offset = 0
    if word.count >= 8 {
      while offset &+ 8 <= word.count {
        guard matches(at: offset) else { return false }
        offset &+= 8
      }
      return offset == word.count || matches(at: word.count &- 8)
    }
    while offset < word.count {
      guard start[offset] | bitsStart[offset] == wordStart[offset] else { return false }
      offset &+= 1
    }
    return true
  }

  /// A scheme and the "://" after it, as its first and last eight bytes (overlapping when it is
  /// shorter than 16), each with the ASCII case bit (0x20) set where it has a letter: a link's
  /// eight bytes match in any case when, with those bits set, they equal the lowercase ones.
  private struct SchemePrefix {
    let head: UInt64
    let headBits: UInt64
    let tail: UInt64
    let tailBits: UInt64
    let count: Int
    let isWeb: Bool

    /// `nil` for a prefix that two words do not cover: shorter than 8 bytes or longer than 16.
    init?(_ scheme: String, isWeb: Bool) {
      let bytes = Array((scheme + "://").utf8)
      guard (8...16).contains(bytes.count) else { return nil }
      let bits = bytes.map { $0 &- UInt8(ascii: "a") < 26 ? UInt8(0x20) : 0 }
      func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
      }
      (head, headBits) = (word(bytes, at: 0), word(bits, at: 0))
      (tail, tailBits) = (word(bytes, at: bytes.count - 8), word(bits, at: bytes.count - 8))
      count = bytes.count
      self.isWeb = isWeb
    }
  }
}
