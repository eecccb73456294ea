import TestSupport
import Testing

@testable import NavigationCodec

/// The decoder refuses the first key, in document order, that no type read: in the whole
/// document, or within one part of it.
@Suite struct UnreadKeyTests {
  /// A document of `count` members, each an object with one inner key: 1 + 4 × `count`
  /// tokens, so large counts put keys in every position of several 64-bit words.
  private static func document(_ count: Int) -> [UInt8] {
    Array(("{" + (0..<count).map { "\"m\($0)\": {\"k\($0)\": \($0)}" }.joined(separator: ", ") + "}").utf8)
  }

  private static func unread(_ decoding: TapeDecoding, in part: Int? = nil) -> Refused? {
    Refused(refusal { () throws(NavigationError) in try decoding.refuseUnreadKeys(in: part) })
  }

  @Test(arguments: [1, 15, 16, 17, 40])
  func theFirstUnreadKeyIsFoundInTheWholeDocumentAndWithinAPart(_ count: Int) throws {
    let tape = try JSONTape.read(Self.document(count), limits: .default)
    let decoding = TapeDecoding(tape: tape, base: .root)
    #expect(Self.unread(decoding) == Refused("unexpected-field", "/m0"))
    for member in 0..<count {
      // Member keys sit at 1 + 4m, their values at 2 + 4m, inner keys at 3 + 4m.
      let value = 2 + 4 * member
      // Within a part, keys before it (all unread here) do not count.
      #expect(Self.unread(decoding, in: value) == Refused("unexpected-field", "/m\(member)/k\(member)"))
      decoding.markRead(value + 1)
      #expect(Self.unread(decoding, in: value) == nil, "member \(member)")
      #expect(Self.unread(decoding, in: value + 2) == nil, "a scalar has no keys")
    }
    for member in 0..<count { decoding.markRead(1 + 4 * member) }
    #expect(Self.unread(decoding) == nil)
  }
}
