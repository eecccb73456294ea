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
    self.pool = pool
    caseBits = pool.map { $0 &- UInt8(ascii: "a") < 26 ? 0x20 : 0 }
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

  /// Whether `bytes` spell a lowercase `word` in any ASCII case, eight bytes at a time: a byte
  /// matches when, with its case bit set where the word has a letter, it is the word's byte.
  private static func equalsIgnoringCase(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: UnsafeBufferPointer<UInt8>, caseBits: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard bytes.count == word.count else { return false }
    guard let start = bytes.baseAddress, let wordStart = word.baseAddress, let bitsStart = caseBits.baseAddress else {
      return true  // both empty
    }
    let (text, expected, bits) = (UnsafeRawPointer(start), UnsafeRawPointer(wordStart), UnsafeRawPointer(bitsStart))
    var offset = 0
    while offset &+ 8 <= word.count {
      let loaded = text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      guard
        loaded | bits.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset &+= 8
    }
    while offset < word.count {
      guard start[offset] | bitsStart[offset] == wordStart[offset] else { return false }
      offset &+= 1
    }
    return true
  }
}
