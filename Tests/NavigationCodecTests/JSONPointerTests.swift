import NavigationCodec
import Testing

@Suite struct JSONPointerTests {
  @Test func escapesTildeAndSlashAsRFC6901Says() {
    let pointer = JSONPointer.root / "a/b" / "m~n" / 3
    #expect(pointer.rawValue == "/a~1b/m~0n/3")
  }

  @Test func rootIsLocatedAsInputInErrors() {
    #expect(NavigationError(.invalidValue, at: JSONPointer.root, "x").location == "input")
    #expect(NavigationError(.invalidValue, at: JSONPointer.root / "tab", "x").location == "/tab")
  }
}
