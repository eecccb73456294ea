import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// The scheme test of a known origin, compared as two words, checked against a byte-by-byte
/// reference on every byte of every prefix it reads.
@Suite struct CompiledOriginsTests {
  /// Whether `link` begins with `scheme` and "://", letters in any case, other bytes exactly.
  static func reference(_ link: [UInt8], _ scheme: String) -> Bool {
    let prefix = Array((scheme + "://").utf8)
    guard link.count >= prefix.count else { return false }
    return zip(link, prefix).allSatisfy { byte, expected in
      let isLetter = expected &- UInt8(ascii: "a") < 26
      return isLetter ? (byte | 0x20) == expected : byte == expected
    }
  }

  /// Every byte of every scheme of 5 to 13 bytes (prefixes of 8 to 16) changed, one at a
  /// time, to every value, and cut short: `knownScheme` accepts exactly what the reference does.
  @Test(arguments: ["abcde", "a1+-.", "ab.cd-e", "abcdefghij", "x-9.y+zabcde", "abcdefghijklm"])
  func knownSchemeAgreesWithTheByteByByteReference(scheme: String) {
    let origins = CompiledOrigins(LinkOrigins(customSchemes: [scheme], webHosts: [], printed: .customScheme(scheme)))
    let good = Array((scheme + "://host/x").utf8)
    let prefixCount = scheme.utf8.count + 3
    var checked = 0
    for position in 0..<prefixCount {
      for value in 0...255 {
        var link = good
        link[position] = UInt8(value)
        let known = link.withUnsafeBufferPointer { origins.knownScheme(of: $0) }
        let expected = Self.reference(link, scheme)
        if expected {
          #expect(known == nil || (known?.isWeb == false && known?.authorityStart == prefixCount))
        } else {
          #expect(known == nil, "\(String(decoding: link, as: UTF8.self)) accepted for \(scheme)")
        }
        checked += 1
      }
    }
    for count in 0..<prefixCount {
      let link = Array(good[..<count])
      #expect(link.withUnsafeBufferPointer { origins.knownScheme(of: $0) } == nil)
    }
    #expect(checked == prefixCount * 256)
  }
}
