import Foundation
import NavigationCodec
import TestSupport
import Testing

/// URLs are written and read as their text, as Foundation's JSON coders do, not in the keyed
/// form of `URL`'s own conformance.
@Suite struct URLCodingTests {
  private struct Page: Codable, Equatable {
    var address: URL
    var mirrors: [URL]
    var back: URL?
  }

  private static func page() throws -> Page {
    Page(
      address: try #require(URL(string: "https://example.com/caf%C3%A9?q=1&r=a/b#top")),
      mirrors: [
        try #require(URL(string: "doexercise://exercises/new")), try #require(URL(string: "https://mirror.example/")),
      ],
      back: nil)
  }

  @Test func aURLIsWrittenAsItsText() throws {
    let page = try Self.page()
    let bytes = try CanonicalJSONEncoder(compact: true).encode(page)
    let expected =
      #"{"address":"https://example.com/caf%C3%A9?q=1&r=a/b#top","#
      + #""mirrors":["doexercise://exercises/new","https://mirror.example/"]}"# + "\n"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    #expect(try CanonicalJSONDecoder().decode(Page.self, from: bytes) == page)
  }

  @Test func foundationsCodersReadAndWriteTheSameForm() throws {
    let page = try Self.page()
    let canonical = try CanonicalJSONEncoder().encode(page)
    #expect(try JSONDecoder().decode(Page.self, from: Data(canonical)) == page)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let foundation = try encoder.encode(page)
    #expect(try CanonicalJSONDecoder().decode(Page.self, from: foundation) == page)
  }

  @Test(arguments: [
    (#"{"address": "", "mirrors": []}"#, Refused("invalid-value", "/address")),
    (#"{"address": {"relative": "https://example.com"}, "mirrors": []}"#, Refused("invalid-value", "/address")),
    (#"{"address": "https://example.com", "mirrors": [7]}"#, Refused("invalid-value", "/mirrors/0")),
  ])
  func whatIsNotAURLIsRefusedWhereItIs(_ json: String, _ expected: Refused) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Page.self, from: Array(json.utf8))
    }
    #expect(Refused(error) == expected, "\(String(describing: error))")
  }
}
