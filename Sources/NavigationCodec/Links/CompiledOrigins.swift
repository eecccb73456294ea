/// The accepted origins as bytes, compiled once per grammar, so that checking a link's scheme
/// and host compares bytes and builds no strings.
struct CompiledOrigins: Sendable {
  /// The origins as declared, for error messages.
  let declared: LinkOrigins
  private let pool: [UInt8]
  private let schemes: [Range<Int>]
  private let hosts: [Range<Int>]

  /// The scheme of universal links (static storage, valid for the life of the program).
  static var web: UnsafeBufferPointer<UInt8> {
    let https: StaticString = "https"
    return UnsafeBufferPointer(start: https.utf8Start, count: https.utf8CodeUnitCount)
  }

  init(_ origins: LinkOrigins) {
    declared = origins
    var pool: [UInt8] = []
    func add(_ word: String) -> Range<Int> {
      let start = pool.count
      pool += word.utf8
      return start..<pool.count
    }
    schemes = origins.customSchemes.map(add)
    hosts = origins.webHosts.map(add)
    self.pool = pool
  }

  func acceptsScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool { accepts(scheme, among: schemes) }
  func acceptsHost(_ host: UnsafeBufferPointer<UInt8>) -> Bool { accepts(host, among: hosts) }

  private func accepts(_ bytes: UnsafeBufferPointer<UInt8>, among words: [Range<Int>]) -> Bool {
    pool.withUnsafeBufferPointer { pool in
      words.contains { URLReader.equalsIgnoringCase(bytes, UnsafeBufferPointer(rebasing: pool[$0])) }
    }
  }
}
