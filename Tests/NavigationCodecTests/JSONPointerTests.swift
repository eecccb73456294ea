import NavigationCodec
import Testing

@Suite struct JSONPointerTests {
  @Test func escapesTildeAndSlashAsRFC6901Says() {
    let pointer = JSONPointer.root / "a/b" / "m~n" / 3
    #expect(pointer.rawValue == "/a~1b/m~0n/3")
  }

  /// A `/` followed by a combining mark is one character, and still a separator to escape and
  /// to split on: the standard counts code points, not characters.
  @Test func aSlashBeforeACombiningMarkIsEscapedAndSplitOn() {
    let key = "a/\u{329}b"
    let pointer = JSONPointer.root / key
    #expect(pointer.rawValue == "/a~1\u{329}b")
    let document = SnapshotDocument(.object([JSONMember(key, .string("x"))]))
    #expect(document.value(at: pointer) == .string("x"))
    let nested = SnapshotDocument(.object([JSONMember("a", .object([JSONMember("\u{329}b", .string("y"))]))]))
    #expect(nested.value(at: JSONPointer(rawValue: "/a/\u{329}b")) == .string("y"))
  }

  @Test func rootIsLocatedAsInputInErrors() {
    #expect(NavigationError(.invalidValue, at: JSONPointer.root, "x").location == "input")
    #expect(NavigationError(.invalidValue, at: JSONPointer.root / "tab", "x").location == "/tab")
  }
}
