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
  /// `https://`, then each custom scheme spelt as a URL scheme, with "://" after it: the
  /// beginnings a link read at once by ``knownScheme(of:)`` may have.
  private let schemePrefixes: [(word: Range<Int>, isWeb: Bool)]
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
    let separator = "://"
    let customPrefixes = origins.customSchemes.filter(URLReader.isSchemeName).map { add($0 + separator) }
    schemePrefixes = [(add("https" + separator), true)] + customPrefixes.map { ($0, false) }
    self.pool = pool
    caseBits = pool.map { $0 &- UInt8(ascii: "a") < 26 ? 0x20 : 0 }
  }

  /// The scheme a link begins with and the "//" after it, when it is one of the accepted
  /// schemes: whether it is `https`, and where the authority starts; `nil` otherwise.
  ///
  /// Each scheme here is spelt as a URL scheme, so reading it byte by byte would stop at the
  /// same ":" and accept it the same way; every other link is read byte by byte.
  func knownScheme(of bytes: UnsafeBufferPointer<UInt8>) -> (isWeb: Bool, authorityStart: Int)? {
    pool.withUnsafeBufferPointer { pool in
      caseBits.withUnsafeBufferPointer { caseBits in
        for (word, isWeb) in schemePrefixes where bytes.count >= word.count {
          let start = UnsafeBufferPointer(rebasing: bytes[..<word.count])
          if Self.equalsIgnoringCase(
            start, UnsafeBufferPointer(rebasing: pool[word]), caseBits: UnsafeBufferPointer(rebasing: caseBits[word]))
          {
            return (isWeb, word.count)
          }
        }
        return nil
      }
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
}
