import TestSupport
import Testing

@testable import NavigationCodec

@Suite struct JSONReaderTests {
  @Test func readsEveryKindOfValue() throws {
    let value = try JSONReader().read(#"{"a": [1, -2.5e1, true, false, null], "b": "x\u00e9\ud83d\ude00\n", "c": {}}"#)
    #expect(
      value
        == .object([
          JSONMember("a", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
          JSONMember("b", .string("xé😀\n")),
          JSONMember("c", .object([])),
        ]))
  }

  @Test func keepsMembersInOrderAndRefusesARepeatedKey() throws {
    let value = try JSONReader().read(#"{"b": 1, "a": 2, "c": 3}"#)
    #expect(value == .object([JSONMember("b", .number(1)), JSONMember("a", .number(2)), JSONMember("c", .number(3))]))
    let error = refusal { () throws(NavigationError) in try JSONReader().read(#"{"b": 1, "a": 2, "b": 3}"#) }
    #expect(Refused(error) == Refused("unexpected-field", "/b"))
  }

  struct Malformed: Sendable, CustomStringConvertible {
    var text: String
    var location: String
    var description: String { text }
  }

  static let malformed: [Malformed] = [
    Malformed(text: "", location: "line 1, column 1"),
    Malformed(text: "{\"a\": 1,}", location: "line 1, column 9"),
    Malformed(text: "[1,\n 2", location: "line 2, column 3"),
    Malformed(text: "{\"a\" 1}", location: "line 1, column 6"),
    Malformed(text: "\"abc", location: "line 1, column 5"),
    Malformed(text: "01", location: "line 1, column 2"),
    Malformed(text: "[\"\\x\"]", location: "line 1, column 4"),
    Malformed(text: "[\"\\ud800\"]", location: "line 1, column 9"),
    Malformed(text: "[\"é\t\"]", location: "line 1, column 4"),
    Malformed(text: "{} x", location: "line 1, column 4"),
    Malformed(text: "[1e400]", location: "line 1, column 2"),
    Malformed(text: "tru", location: "line 1, column 1"),
  ]

  @Test(arguments: malformed) func malformedJSONGivesLineAndColumn(_ testCase: Malformed) {
    let error = refusal { () throws(NavigationError) in try JSONReader().read(testCase.text) }
    #expect(Refused(error) == Refused("malformed-json", testCase.location))
  }

  @Test func invalidUTF8InAStringIsRefused() {
    let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
    let error = refusal { () throws(NavigationError) in try JSONReader().read(bytes) }
    #expect(Refused(error) == Refused("malformed-json", "line 1, column 2"))
    #expect(error?.message == "the string is not valid UTF-8")
  }

  @Test func sizeLimitIsCheckedBeforeReading() {
    let reader = JSONReader(limits: Limits(snapshotSize: 10))
    let error = refusal { () throws(NavigationError) in try reader.read("[1, 2, 3, 4, 5]") }
    #expect(Refused(error) == Refused("limit-exceeded", "input"))
  }

  @Test func depthLimitCountsContainers() throws {
    let reader = JSONReader(limits: Limits(nestingDepth: 3))
    _ = try reader.read("[[[1]]]")
    let error = refusal { () throws(NavigationError) in try reader.read("[[[[1]]]]") }
    #expect(Refused(error) == Refused("limit-exceeded", "line 1, column 4"))
  }

  /// The parser's stack of open containers is as deep as the limit: a limit of zero or below
  /// still reads a scalar and refuses the first container; the reader's own bound holds too.
  @Test(arguments: [0, -5, 1, JSONReader.maximumNestingDepth, .max])
  func theContainerStackFitsEveryLimit(_ limit: Int) throws {
    let reader = JSONReader(limits: Limits(nestingDepth: limit))
    #expect(try reader.read("7") == .number(7))
    let allowed = min(max(limit, 0), JSONReader.maximumNestingDepth)
    let deepest = String(repeating: "[", count: allowed) + String(repeating: "]", count: allowed)
    if allowed > 0 { _ = try reader.read(deepest) }
    let error = refusal { () throws(NavigationError) in try reader.read("[" + deepest + "]") }
    #expect(Refused(error) == Refused("limit-exceeded", "line 1, column \(allowed + 1)"))
  }

  @Test func hundredThousandLevelsDoNotOverflowTheStack() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = refusal { () throws(NavigationError) in try JSONReader().read(deep) }
    #expect(Refused(error) == Refused("limit-exceeded", "line 1, column 65"))
  }

  /// Strings are scanned eight bytes at a time: put each kind of byte that ends a plain run at
  /// every offset across two words, and check the value or the error's column.
  @Test func everyByteThatEndsAPlainRunIsFoundAtEveryOffset() throws {
    for offset in 0..<20 {
      let prefix = String(repeating: "a", count: offset)
      let suffix = String(repeating: "b", count: 19 - offset)
      for (inserted, expected) in [("\\n", "\n"), ("\\u00e9", "é"), ("é", "é"), ("😀", "😀"), ("~", "~")] {
        let value = try JSONReader().read("[\"" + prefix + inserted + suffix + "\"]")
        #expect(value == .array([.string(prefix + expected + suffix)]), "\(inserted) at \(offset)")
      }
      // The quote ends the string early, so what follows is out of place.
      let quoted = refusal { () throws(NavigationError) in try JSONReader().read("[\"" + prefix + "\"" + suffix + "\"]")
      }
      #expect(Refused(quoted) == Refused("malformed-json", "line 1, column \(offset + 4)"), "quote at \(offset)")
      let control = refusal { () throws(NavigationError) in
        try JSONReader().read("[\"" + prefix + "\u{1}" + suffix + "\"]")
      }
      #expect(Refused(control) == Refused("malformed-json", "line 1, column \(offset + 3)"), "control at \(offset)")
      let bytes = Array(("[\"" + prefix).utf8) + [0xC3, 0x28] + Array((suffix + "\"]").utf8)
      let invalid = refusal { () throws(NavigationError) in try JSONReader().read(bytes) }
      // Located at the bad byte itself, not at the string's start.
      #expect(
        Refused(invalid) == Refused("malformed-json", "line 1, column \(offset + 3)"), "invalid UTF-8 at \(offset)")
    }
  }

  @Test func unterminatedStringIsRefusedAtTheEndWhateverItsLength() {
    for length in 0..<20 {
      let text = "[\"" + String(repeating: "a", count: length)
      let error = refusal { () throws(NavigationError) in try JSONReader().read(text) }
      #expect(Refused(error) == Refused("malformed-json", "line 1, column \(length + 3)"), "length \(length)")
    }
  }

  /// A line ends at LF, CR LF or a lone CR, as editors count lines.
  @Test(arguments: [
    ("{\n\"a\": x}", "line 2, column 6"),
    ("{\r\n\"a\": x}", "line 2, column 6"),
    ("{\r\"a\": x}", "line 2, column 6"),
    ("{\r\r\"a\": x}", "line 3, column 6"),
    ("{\n\r\"a\": x}", "line 3, column 6"),
    ("{\r\n\r\n \"a\": x}", "line 3, column 7"),
  ])
  func everyLineEndingCountsAsALine(_ text: String, _ location: String) {
    let error = refusal { () throws(NavigationError) in try JSONReader().read(text) }
    #expect(Refused(error) == Refused("malformed-json", location))
  }

  struct BadBytes: Sendable, CustomStringConvertible {
    var before: String
    var bad: [UInt8]
    var after: String
    var location: String
    var bytes: [UInt8] { Array(before.utf8) + bad + Array(after.utf8) }
    var description: String { "\(before)\(bad)\(after)" }
  }

  /// Invalid UTF-8 is reported at its first bad byte, after escapes and on later lines too.
  @Test(arguments: [
    BadBytes(before: "[\"ab", bad: [0xFF], after: "cd\"]", location: "line 1, column 5"),
    BadBytes(before: "[\"\\n\\u00e9é", bad: [0xC3, 0x28], after: "\"]", location: "line 1, column 12"),
    BadBytes(before: "{\n  \"k\": \"é", bad: [0xE2, 0x82], after: "\"}", location: "line 2, column 10"),
    BadBytes(before: "[\"x", bad: [0xED, 0xA0, 0x80], after: "\"]", location: "line 1, column 4"),
    BadBytes(before: "[\"x", bad: [0x80], after: "\"]", location: "line 1, column 4"),
  ])
  func invalidUTF8IsLocatedAtTheBadByte(_ testCase: BadBytes) {
    let error = refusal { () throws(NavigationError) in try JSONReader().read(testCase.bytes) }
    #expect(Refused(error) == Refused("malformed-json", testCase.location))
    #expect(error?.message == "the string is not valid UTF-8")
  }
}
