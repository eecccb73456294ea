import NavigationCommandLine
import Testing

@testable import NavigationCodec

@Suite struct CanonicalJSONWriterTests {
  @Test func writesJSONStringifyLayoutWithSortedKeys() {
    let value = JSONValue.object([
      JSONMember("b", .array([.number(1), .number(2.5), .array([]), .object([])])),
      JSONMember("a", .string("é/\"\\\n\u{1}")),
      JSONMember("Z", .null),
      JSONMember("é", .bool(true)),
    ])
    let text = String(decoding: CanonicalJSONWriter.encode(value), as: UTF8.self)
    #expect(
      text == """
        {
          "Z": null,
          "a": "é/\\"\\\\\\n\\u0001",
          "b": [
            1,
            2.5,
            [],
            {}
          ],
          "é": true
        }

        """)
  }

  @Test func compactFormHasNoWhitespace() {
    let value = JSONValue.object([JSONMember("b", .array([.number(1)])), JSONMember("a", .object([]))])
    #expect(
      String(decoding: CanonicalJSONWriter.encode(value, compact: true), as: UTF8.self) == "{\"a\":{},\"b\":[1]}\n")
  }

  @Test func keysSortByCodePointNotByLocale() {
    // U+FF21 (fullwidth A) sorts after "z" by code point; "B" sorts before "a".
    let value = JSONValue.object([JSONMember("Ａ", .null), JSONMember("a", .null), JSONMember("B", .null)])
    let text = String(decoding: CanonicalJSONWriter.encode(value, compact: true), as: UTF8.self)
    #expect(text == "{\"B\":null,\"a\":null,\"Ａ\":null}\n")
  }

  @Test func readingThenWritingCanonicalTextIsIdentity() throws {
    let text = "{\n  \"a\": [\n    1e-7,\n    0.30000000000000004\n  ],\n  \"b\": \"😀\"\n}\n"
    let value = try JSONReader().read(text)
    #expect(String(decoding: CanonicalJSONWriter.encode(value), as: UTF8.self) == text)
  }
}
