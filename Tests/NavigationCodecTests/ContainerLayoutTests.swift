import Testing

@testable import NavigationCodec

/// What the coders hand a type as an existential (`any Decoder`, `any Encoder`, an unkeyed
/// container) fits in the existential's three inline words, so handing it over allocates
/// nothing.
@Suite struct ContainerLayoutTests {
  @Test func existentialsHoldTheCodersInline() {
    let inline = 3 * MemoryLayout<Int>.size
    #expect(MemoryLayout<TapeDecoder>.size <= inline)
    #expect(MemoryLayout<TapeUnkeyedContainer>.size <= inline)
    #expect(MemoryLayout<TreeEncoder>.size <= inline)
    #expect(MemoryLayout<TreeUnkeyedContainer>.size <= inline)
  }

  /// A tape token stays 16 bytes: its flags (key, long integer) live in what would be padding.
  @Test func aTapeTokenIsSixteenBytes() {
    #expect(MemoryLayout<JSONToken>.stride == 16)
  }
}
