import NavigationCodec
import TestSupport
import Testing

@Suite struct SingleLineTextTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("a\nb", "a\\nb"),
    ("a\r\nb\tc", "a\\r\\nb\\tc"),
    ("\u{1B}[2J", "\\u{1B}[2J"),
    ("\u{0}", "\\u{0}"),
    ("\u{7F}\u{85}\u{9B}", "\\u{7F}\\u{85}\\u{9B}"),
    ("line\u{2028}break\u{2029}", "line\\u{2028}break\\u{2029}"),
    ("\u{202E}evil\u{2066}", "\\u{202E}evil\\u{2066}"),
    ("Lac Léman 🏊 e\u{301}", "Lac Léman 🏊 e\u{301}"),
  ])
  func escapesWhatCouldBreakALine(_ input: String, _ expected: String) {
    let escaped = SingleLineText.escaping(input)
    #expect(escaped == expected)
    #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test func anErrorWithDecodedControlsPrintsAsOneLine() {
    let error = NavigationError(.unknownParameter, at: "query/a\nb", "unknown parameter \"a\nb\u{1B}[31m\"")
    #expect(error.description == "error[unknown-parameter] at query/a\\nb: unknown parameter \"a\\nb\\u{1B}[31m\"")
    // The values themselves keep the text as it was read.
    #expect(error.location == "query/a\nb")
  }
}
