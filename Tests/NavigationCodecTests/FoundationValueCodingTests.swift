import Foundation
import NavigationCodec
import TestSupport
import Testing

/// URLs and `Data` are written and read as text, as Foundation's JSON coders do by default,
/// not in the forms of their own conformances (a keyed object, an array of numbers).
@Suite struct FoundationValueCodingTests {
  private struct Page: Codable, Equatable {
    var address: URL
    var mirrors: [URL]
    var back: URL?
    var thumbnail: Data
  }

  private static func page() throws -> Page {
    Page(
      address: try #require(URL(string: "https://example.com/caf%C3%A9?q=1&r=a/b#top")),
      mirrors: [
        try #require(URL(string: "doexercise://exercises/new")), try #require(URL(string: "https://mirror.example/")),
      ],
      back: nil, thumbnail: Data([0, 1, 2, 0xFF]))
  }

  @Test func urlsAndDataAreWrittenAsText() throws {
    let page = try Self.page()
    let bytes = try CanonicalJSONEncoder(compact: true).encode(page)
    let expected =
      #"{"address":"https://example.com/caf%C3%A9?q=1&r=a/b#top","#
      + #""mirrors":["doexercise://exercises/new","https://mirror.example/"],"thumbnail":"AAEC/w=="}"# + "\n"
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

  private static let rest = #""mirrors": [], "thumbnail": """#

  @Test(arguments: [
    (#"{"address": "", \#(rest)}"#, Refused("invalid-value", "/address")),
    (#"{"address": {"relative": "https://example.com"}, \#(rest)}"#, Refused("invalid-value", "/address")),
    (#"{"address": "https://example.com", "mirrors": [7], "thumbnail": ""}"#, Refused("invalid-value", "/mirrors/0")),
    (#"{"address": "https://example.com", "mirrors": [], "thumbnail": "A"}"#, Refused("invalid-value", "/thumbnail")),
    (
      #"{"address": "https://example.com", "mirrors": [], "thumbnail": [0, 1]}"#, Refused("invalid-value", "/thumbnail")
    ),
  ])
  func whatIsNotAURLOrBase64IsRefusedWhereItIs(_ json: String, _ expected: Refused) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Page.self, from: Array(json.utf8))
    }
    #expect(Refused(error) == expected, "\(String(describing: error))")
  }
}
