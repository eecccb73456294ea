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
    caseBits = pool.map(Self.caseBit)
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
      for prefix in prefixes where head | prefix.caseBits.head == prefix.key.head && bytes.count >= prefix.key.count {
        // The prefix has at least 8 bytes, so the last eight are within the link.
        let tail = text.loadUnaligned(fromByteOffset: prefix.key.count &- 8, as: UInt64.self)
        if tail | prefix.caseBits.tail == prefix.key.tail { return (prefix.isWeb, prefix.key.count) }
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

  /// The ASCII case bit (0x20) of a lowercase letter, else 0: a byte set with it equals the
  /// lowercase letter in either case, and any other byte only itself.
  private static func caseBit(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "a") < 26 ? 0x20 : 0 }

  /// A scheme and the "://" after it, as the key of its bytes and the key of their case bits:
  /// a link's first and last eight bytes (overlapping when the prefix is shorter than 16)
  /// match in any case when, with those bits set, they equal the prefix's.
  private struct SchemePrefix {
    let key: WordKey
    let caseBits: WordKey
    let isWeb: Bool

    /// `nil` for a prefix whose key does not hold it in two eight-byte words: shorter than 8
    /// bytes or longer than 16.
    init?(_ scheme: String, isWeb: Bool) {
      let bytes = Array((scheme + "://").utf8)
      guard (8...WordKey.exactCount).contains(bytes.count) else { return nil }
      key = bytes.withUnsafeBufferPointer(WordKey.init)
      caseBits = bytes.map(CompiledOrigins.caseBit).withUnsafeBufferPointer(WordKey.init)
      self.isWeb = isWeb
    }
  }
}
