import NavigationCodec
import TestSupport
import Testing

/// A route's fixed text is escaped once, when the grammar is built, for where it stands: the
/// same routes print in the custom-scheme form, whose first segment is the URL's host, and in
/// the `https` form, and every link reads back to its value.
@Suite struct PrintedPathTests {
  static let routes: [LinkRoute<[String]>] = [
    LinkRoute {
      LinkCapture<String>("v")
      "a:b@c"
    } read: { value in
      [value]
    } print: { value in
      value.count == 1 ? value[0] : nil
    },
    LinkRoute {
      "files"
      "all"
      LinkRestOfPath("path")
      LinkQuery<String?>("q")
    } read: { path, query in
      [path, query ?? ""]
    } print: { value in
      value.count == 2 ? (value[0], value[1].isEmpty ? nil : value[1]) : nil
    },
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
