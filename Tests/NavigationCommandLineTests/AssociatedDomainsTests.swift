import Foundation
import TestSupport
import Testing

@testable import NavigationCodec
@testable import NavigationCommandLine

/// The association files from a grammar with every kind of capture, checked against Apple's
/// documented matching rules (implemented in `AppleAppLinkMatcher`, itself tested first).
@Suite struct AssociatedDomainsTests {
  static let origins = LinkOrigins(
    customSchemes: ["app"], webHosts: ["app.example"], printed: .web(host: "app.example"))

  /// Every kind of capture, an alias word, a whole-path alias and a word with a `*`.
  static let grammar = LinkGrammar<[LinkValue]>.checked(
    origins: origins,
    routes: [
      route([.literal("items", aliases: ["item"]), .capture("id", .uuid)], summary: "an item"),
      route([.literal("tags"), .capture("name", .text)], summary: "a tag"),
      route([.literal("at"), .capture("n", .number), .capture("d", .date)]),
      route(
        [.literal("k"), .capture("w", .keyword(["a", "b"]))],
        aliases: [[.literal("old"), .capture("w", .keyword(["a", "b"]))]]),
      route([.literal("star*")]),
      route([]),
    ])

  static func route(_ pattern: [LinkSegment], aliases: [[LinkSegment]] = [], summary: String = "") -> LinkRoute<
    [LinkValue]
  > {
    LinkRoute(
      untyped: pattern, aliases: aliases, summary: summary, read: { values in values.captures },
      print: { items in
        items.count == captureCount(pattern) ? RouteValues(captures: items, query: []) : nil
      })
  }

  static func captureCount(_ pattern: [LinkSegment]) -> Int {
    pattern.filter(\.isCapture).count
  }

  static let appID = "ABCDE12345.com.example.app"

  static var matcher: AppleAppLinkMatcher {
    get throws {
      let file = AppleAppSiteAssociation(grammar: grammar, appIDs: [try #require(AppleAppID(appID))])
      return try AppleAppLinkMatcher(file: file.bytes, appID: appID)
    }
  }

  // MARK: The rules themselves

  static func file(_ components: String) -> [UInt8] {
    Array(#"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "components": [\#(components)]}]}}"#.utf8)
  }

  @Test func theRulesMatchWildcardsInOrderFirstMatchWinning() throws {
    let rules = try AppleAppLinkMatcher(
      file: Self.file(
        #"{"/": "/private/*", "exclude": true}, {"/": "/a/?*"}, {"/": "/b/???"}, {"/": "/Case", "caseSensitive": false}, {"/": "/q", "?": {"id": "??"}}"#
      ), appID: Self.appID)
    #expect(rules.opens("https://x.example/a/1"))
    #expect(rules.opens("https://x.example/a/1/2"))  // `*` crosses slashes
    #expect(!rules.opens("https://x.example/a/"))  // `?*` needs one character
    #expect(rules.opens("https://x.example/b/abc"))
    #expect(!rules.opens("https://x.example/b/ab"))
    #expect(!rules.opens("https://x.example/private/a/1"))
    #expect(rules.opens("https://x.example/CASE"))
    #expect(rules.opens("https://x.example/q?id=12&other=x"))
    #expect(!rules.opens("https://x.example/q?id=123"))
    #expect(!rules.opens("https://x.example/q"))  // an absent item is the empty string
    #expect(!rules.opens("https://x.example/elsewhere"))
  }

  @Test func percentEncodedChoosesWhetherTheURLIsDecodedFirst() throws {
    let encoded = try AppleAppLinkMatcher(file: Self.file(#"{"/": "/a%20b"}"#), appID: Self.appID)
    let decoded = try AppleAppLinkMatcher(
      file: Self.file(#"{"/": "/a b", "percentEncoded": false}"#), appID: Self.appID)
    #expect(encoded.opens("https://x.example/a%20b"))
    #expect(decoded.opens("https://x.example/a%20b"))
    #expect(!encoded.opens("https://x.example/a%62%20b"))
    #expect(!decoded.opens("https://x.example/a%20c"))
  }

  // MARK: The generated file

  @Test func componentsSpellEveryPathTheGrammarReads() throws {
    let file = AppleAppSiteAssociation(grammar: Self.grammar, appIDs: [try #require(AppleAppID(Self.appID))])
    // The reader reads past a fragment, so no component keeps a link with one out of the app.
    #expect(file.components.allSatisfy { !$0.exclude && $0.fragment == nil })
    let uuid = "????????-????-????-????-????????????"
    #expect(
      file.components.compactMap(\.path) == [
        "/items/\(uuid)", "/items/\(uuid)/", "/item/\(uuid)", "/item/\(uuid)/", "/tags/?*", "/tags/?*/", "/at/?*/?*",
        "/at/?*/?*/", "/k/a", "/k/a/", "/k/b", "/k/b/", "/old/a", "/old/a/", "/old/b", "/old/b/", "/star?", "/star?/",
        "/",
      ])
    #expect(file.components[0].comment == "/items/{id:uuid}: an item")
    #expect(file.components[2].comment == "/item/{id:uuid}, a legacy spelling of /items/{id:uuid}: an item")
  }

  @Test func everyLinkTheGrammarPrintsOpensInTheApp() throws {
    let matcher = try Self.matcher
    var random = SplitMix64(seed: 18)
    for _ in 0..<500 {
      let values: [[LinkValue]] = [
        [.uuid(UUID())], [.text(Self.text(&random))],
        [
          .number(Double(Int.random(in: -1000...1000, using: &random)) / 8),
          .date(Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &random)))),
        ],
        [.keyword(Int.random(in: 0...1, using: &random))], [],
      ]
      for value in values {
        let link = try Self.grammar.link(for: value)
        #expect(matcher.opens(link), "\(link)")
        #expect(try Self.grammar.match(link: link) == value)
        // The spellings the reader also takes: a trailing slash, escaped letters, upper-case UUIDs.
        #expect(matcher.opens(link + "/") == ((try? Self.grammar.match(link: link + "/")) != nil), "\(link)/")
      }
    }
    #expect(matcher.opens("https://app.example/it%65ms/\(UUID().uuidString)"))
    #expect(matcher.opens("https://app.example/old/b"))
    #expect(matcher.opens("https://app.example/star*"))
  }

  @Test func aPathNoRouteStartsWithOpensNothing() throws {
    let matcher = try Self.matcher
    let firstWords: Set<String> = ["items", "item", "tags", "at", "k", "old", "star*"]
    var random = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let first = Self.text(&random)
      guard !firstWords.contains(first.removingPercentEncoding ?? first) else { continue }
      let rest = random.next() % 2 == 0 ? "" : "/" + Self.text(&random)
      let url = "https://app.example/" + first + rest
      #expect(!matcher.opens(url), "\(url)")
      #expect(matcher.opens("https://app.example/items/\(UUID())#\(first)"), "a fragment")
    }
  }

  /// A short path segment of letters, digits and a few escapes.
  static func text(_ random: inout SplitMix64) -> String {
    let alphabet = "abcdefgkmnorst0123456789-_~*".map(String.init) + ["%20", "%C3%A9"]
    return (0..<Int.random(in: 1...8, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" }
      .joined()
  }

  @Test func keywordsSpellOutOnlyUpToALimit() {
    let words = LinkFieldKind.keyword(["a", "b", "c", "d", "e"])
    let grammar = LinkGrammar<Int>.checked(
      origins: Self.origins,
      routes: [
        LinkRoute(declaring: [.capture("x", words), .capture("y", words), .capture("z", words)], reading: 0)
      ])
    let file = AppleAppSiteAssociation(grammar: grammar, appIDs: [])
    #expect(file.components.compactMap(\.path) == ["/?*/?*/?*", "/?*/?*/?*/"])
  }

  // MARK: Identifiers

  @Test func appIDsFingerprintsAndPackagesAreChecked() {
    #expect(AppleAppID("ABCDE12345.com.example.app")?.teamID == "ABCDE12345")
    #expect(AppleAppID("ABCDE12345.com.example-app.x1")?.bundleID == "com.example-app.x1")
    for bad in [
      "", "ABCDE12345", "ABCDE12345.", "ABCDE1234.com.x", "abcde12345.com.x", "ABCDE12345.com..x", "ABCDE12345.com.x.",
      "ABCDE12345.com/x", "ABCDE12345..x",
    ] {
      #expect(AppleAppID(bad) == nil, "\(bad)")
    }
    let fingerprint = Array(repeating: "aF", count: 32).joined(separator: ":")
    #expect(
      CertificateFingerprint(fingerprint)?.description == Array(repeating: "AF", count: 32).joined(separator: ":"))
    for bad in [
      "", Array(repeating: "AF", count: 31).joined(separator: ":"),
      Array(repeating: "AF", count: 33).joined(separator: ":"),
      Array(repeating: "AFA", count: 32).joined(separator: ":"),
      Array(repeating: "AG", count: 32).joined(separator: ":"),
      Array(repeating: "AF", count: 32).joined(separator: "-"), fingerprint + ":",
    ] {
      #expect(CertificateFingerprint(bad) == nil, "\(bad)")
    }
    #expect(AndroidPackageName("com.example.app_2")?.description == "com.example.app_2")
    for bad in ["", "app", "com..app", "com.2app", "com.example.", "com.ex-ample", "_com.x"] {
      #expect(AndroidPackageName(bad) == nil, "\(bad)")
    }
  }

  // MARK: Android

  @Test func intentFiltersVerifyTheWebHostsAndListTheCustomSchemes() {
    let filters = AndroidIntentFilters(grammar: Self.grammar).text
    #expect(filters.hasPrefix("<!-- The intent filters"))
    #expect(filters.contains(#"<intent-filter android:autoVerify="true">"#))
    #expect(filters.contains(#"<data android:host="app.example" />"#))
    #expect(filters.contains(#"<data android:pathPattern="/items/........-....-....-....-............" />"#))
    #expect(filters.contains(#"<data android:pathPattern="/star\\*" />"#) == false)  // all words: a path, not a pattern
    #expect(filters.contains(#"<data android:path="/star*" />"#))
    #expect(filters.contains(#"<data android:pathPattern="/at/..*/..*/" />"#))
    #expect(filters.contains("<intent-filter>\n"))
    #expect(filters.contains(#"<data android:scheme="app" />"#))
    let webless = LinkGrammar<Int>.checked(
      origins: LinkOrigins(customSchemes: ["x"], webHosts: [], printed: .customScheme("x")),
      routes: [LinkRoute(declaring: [.literal("a&b")], reading: 0)])
    let text = AndroidIntentFilters(grammar: webless).text
    #expect(!text.contains("autoVerify"))
    #expect(text.components(separatedBy: "<intent-filter").count == 2)
  }

  @Test func assetLinksNameThePackageAndItsCertificates() throws {
    let package = try #require(AndroidPackageName("com.example.app"))
    let fingerprint = try #require(CertificateFingerprint(Array(repeating: "0A", count: 32).joined(separator: ":")))
    let text = String(decoding: AndroidAssetLinks(package: package, fingerprints: [fingerprint]).bytes, as: UTF8.self)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
    let target = object?.first?["target"] as? [String: Any]
    #expect(object?.first?["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
    #expect(target?["namespace"] as? String == "android_app")
    #expect(target?["package_name"] as? String == "com.example.app")
    #expect(target?["sha256_cert_fingerprints"] as? [String] == [fingerprint.description])
  }
}

extension LinkSegment {
  fileprivate var isCapture: Bool {
    if case .literal = self { return false }
    return true
  }
}
