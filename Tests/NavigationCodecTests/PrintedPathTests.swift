import NavigationCodec
import TestSupport
import Testing

/// A route's fixed text is escaped once, when the grammar is built, for where it stands: the
/// same routes print in the custom-scheme form, whose first segment is the URL's host, and in
/// the `https` form, and every link reads back to its value.
@Suite struct PrintedPathTests {
  static let routes: [LinkRoute<[String]>] = [
    LinkRoute(
      [.capture("v", .text), .literal("a:b@c")], read: { values in values[capture: "v"]?.text.map { [$0] } },
      write: { value, values in
        guard value.count == 1 else { return false }
        values[capture: "v"] = .text(value[0])
        return true
      }),
    LinkRoute(
      [.literal("files"), .literal("all"), .capture("path", .path)], query: [LinkQueryField("q", .text)],
      read: { values in
        values[capture: "path"]?.text.map { [$0, values[parameter: "q"]?.text ?? ""] }
      },
      write: { value, values in
        guard value.count == 2 else { return false }
        values[capture: "path"] = .text(value[0])
        values[parameter: "q"] = value[1].isEmpty ? nil : .text(value[1])
        return true
      }),
  ]

  static func grammar(printed: LinkOrigins.Printed) -> LinkGrammar<[String]> {
    .checked(
      origins: LinkOrigins(customSchemes: ["shop"], webHosts: ["shop.example"], printed: printed), routes: routes)
  }

  @Test(arguments: [
    (["é:@"], "shop://%C3%A9%3A%40/a:b@c", "https://shop.example/%C3%A9:@/a:b@c"),
    (["x"], "shop://x/a:b@c", "https://shop.example/x/a:b@c"),
    (["a b/c", "x&y"], "shop://files/all/a%20b/c?q=x%26y", "https://shop.example/files/all/a%20b/c?q=x%26y"),
    (["a", ""], "shop://files/all/a", "https://shop.example/files/all/a"),
  ])
  func printsTheFixedTextEscapedForWhereItStands(_ value: [String], _ custom: String, _ web: String) throws {
    for (printed, expected) in [(LinkOrigins.Printed.customScheme("shop"), custom), (.web(host: "shop.example"), web)] {
      let grammar = Self.grammar(printed: printed)
      let link = try grammar.link(for: value)
      #expect(link == expected)
      #expect(try grammar.match(link: link) == value)
    }
  }
}
