import Foundation
import NavigationCodec
import TestSupport
import Testing

@testable import NavigationCommandLine

/// A grammar whose words a hostile or careless author wrote: summaries with markup, quotes
/// and ampersands, two schemes and two hosts, links printed on the web.
enum HostileRoute: Hashable, Sendable, Encodable {
  case home
  case item(UUID, note: String?)
}

enum HostileLinks {
  static let summary = #"<script>alert("x")</script> & 'quoted' <b>bold</b>"#
  static let grammar = Result { () throws(LinkGrammarError) in
    try LinkGrammar(
      origins: LinkOrigins(
        customSchemes: ["hostile", "hostile-beta"], webHosts: ["hostile.example", "www.hostile.example"],
        printed: .web(host: "hostile.example")),
      routes: [
        LinkRoute(HostileRoute.home, summary: summary) {},
        LinkRoute(HostileRoute.item, summary: "an item's \"page\" & more") {
          "items"
          LinkCapture<UUID>("id")
          LinkQuery<String?>("note")
        },
      ])
  }

  static func page() throws -> RoutesPage {
    let grammar = try grammar.get()
    return RoutesPage(
      toolName: "<hostile>&tool", origins: grammar.origins, routes: grammar.routeTable(),
      ignoring: grammar.ignoredParameters)
  }
}

@Suite struct RoutesPageTests {
  @Test func everythingFromTheGrammarIsEscaped() throws {
    let html = try HostileLinks.page().html
    #expect(
      html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &lt;b&gt;bold&lt;/b&gt;"))
    #expect(html.contains("an item&#39;s &quot;page&quot; &amp; more"))
    #expect(html.contains("<title>&lt;hostile&gt;&amp;tool: every link</title>"))
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<b>"))
    let structure = HTMLStructure(html)
    #expect(structure.problems == [])
    #expect(structure.elements.filter { $0 == "script" }.count == 1)
  }

  @Test func thePageIsWellFormedWithUniqueIDs() throws {
    let structure = HTMLStructure(try HostileLinks.page().html)
    #expect(structure.problems == [])
    #expect(structure.duplicateIDs == [])
    #expect(structure.danglingReferences == [])
    #expect(structure.ids.count > 5)
    #expect(structure.elements.filter { $0 == "svg" }.count == 8)
  }

  /// The example in every origin: each scheme's `scheme://` and each host's `https://host/`,
  /// each a link the grammar reads, with its code and commands.
  @Test func everyExampleIsShownInEveryOriginAndOpens() throws {
    let page = try HostileLinks.page()
    let grammar = try HostileLinks.grammar.get()
    let item = try #require(page.routes.last)
    #expect(
      item.examples.map(\.origin) == [
        "hostile://", "hostile-beta://", "https://hostile.example", "https://www.hostile.example",
      ])
    // An optional query parameter's example is its absence.
    let path = "items/00000000-0000-0000-0000-000000000000"
    #expect(
      item.examples.map(\.link) == [
        "hostile://" + path, "hostile-beta://" + path, "https://hostile.example/" + path,
        "https://www.hostile.example/" + path,
      ])
    #expect(
      try #require(page.routes.first).examples.map(\.link) == [
        "hostile://", "hostile-beta://", "https://hostile.example/", "https://www.hostile.example/",
      ])
    for example in page.routes.flatMap(\.examples) {
      #expect(throws: Never.self) { try grammar.match(link: example.link) }
    }
    let html = page.html
    let link = "https://www.hostile.example/" + path
    #expect(html.contains("<a href=\"\(link)\">\(link)</a>"))
    #expect(html.contains("aria-label=\"\(link)\""))
    #expect(html.contains("<code>xcrun simctl openurl booted &#39;\(link)&#39;</code>"))
    #expect(
      html.contains(
        "<code>adb shell am start -W -a android.intent.action.VIEW -d \\&#39;&#39;\(link)&#39;\\&#39;</code>"))
  }

  @Test func aLinkTooLongForACodeSaysSo() {
    let link = "app://" + String(repeating: "a", count: 2_400)
    let route = RoutesPage.Route(
      pattern: "/{a:text}", summary: "long", aliases: [], captures: [], query: [],
      examples: [RoutesPage.Example(origin: "app://", link: link)])
    let html = RoutesPage(
      toolName: "t", schemes: ["app"], hosts: [], routes: [route], ignoredNames: [], ignoredPrefixes: []
    ).html
    #expect(html.contains("<p class=\"note\">Too long for a QR code: 2406 bytes, more than the 2331 a code holds.</p>"))
    #expect(!html.contains("<svg"))
    #expect(html.contains("<a href=\"\(link)\">"))
  }

  /// The page is complete without scripts: the filter box starts hidden and only the script
  /// shows it; nothing is fetched.
  @Test func thePageFetchesNothingAndFiltersOnlyWithScripts() throws {
    let html = try HostileLinks.page().html
    #expect(html.contains("<div class=\"filter\" id=\"filter-box\" hidden>"))
    #expect(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\""))
    #expect(!html.contains(" src="))
    #expect(!html.contains("<link"))
    #expect(!html.contains("url("))
    #expect(html.contains("@media (prefers-color-scheme: dark)"))
    #expect(try HostileLinks.page().html == html)
  }
}
