import NavigationCodec
import TestSupport
import Testing

/// Attribution parameters and fragments never break a link: they are read past, returned
/// beside the value, and never printed; `https`'s default port reads as no port.
@Suite struct IgnoredParameterTests {
  static let origins = LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app"))
  /// A route that declares `utm_source` as its own field, and one with a text capture and a
  /// text parameter `q`.
  static let routes = [
    LinkRoute<[String]> {
      "campaign"
      LinkQuery<String?>("utm_source")
    } read: { source in
      ["campaign", source ?? ""]
    } print: { value in
      guard value.count == 2, value[0] == "campaign" else { return nil }
      return .some(value[1])
    },
    itemRoute,
  ]
  let grammar = LinkGrammar<[String]>.checked(origins: Self.origins, routes: Self.routes)

  typealias Parameter = LinkExtras.Parameter

  static let defaultNames = [
    "fbclid", "gclid", "gbraid", "wbraid", "dclid", "msclkid", "mc_cid", "mc_eid", "igshid", "_ga", "_gl", "yclid",
    "twclid", "ttclid", "li_fat_id",
  ]

  @Test(arguments: defaultNames + ["utm_source", "utm_medium", "utm_campaign", "utm_", "utm_anything_at_all"])
  func everyDefaultNameAndTheUTMPrefixIsIgnored(name: String) throws {
    let link = "app://item/a?q=1&\(name)=v"
    #expect(try grammar.match(link: link) == ["a", "1"])
    let reading = try grammar.read(link: link)
    #expect(reading.target == ["a", "1"])
    #expect(reading.extras == LinkExtras(ignoredParameters: [Parameter(name: name, value: "v")]))
  }

  @Test func theDefaultListIsTheDocumentedOne() {
    #expect(IgnorableParameters.default.names == Self.defaultNames)
    #expect(IgnorableParameters.default.prefixes == ["utm_"])
    #expect(grammar.ignoredParameters == .default)
  }

  @Test(arguments: ["UTM_source", "utm", "xutm_source", "fbclid2", "_gac", "gclid_"])
  func namesCloseToIgnorableOnesAreStillUnknown(name: String) {
    let error = refusal { () throws(NavigationError) in try grammar.match(link: "app://item/a?\(name)=v") }
    #expect(Refused(error) == Refused("unknown-parameter", "query/\(name)"))
  }

  @Test func ignoredParametersComeBackDecodedInLinkOrderWithRepeats() throws {
    let link = "app://item/a?utm_source=news+letter%21&q=1&fbclid=x&utm%5Fsource=again&fbclid=x&gclid="
    let reading = try grammar.read(link: link)
    #expect(reading.target == ["a", "1"])
    #expect(
      reading.extras.ignoredParameters == [
        Parameter(name: "utm_source", value: "news letter!"), Parameter(name: "fbclid", value: "x"),
        Parameter(name: "utm_source", value: "again"), Parameter(name: "fbclid", value: "x"),
        Parameter(name: "gclid", value: ""),
      ])
    #expect(reading.extras.fragment == nil)
  }

  @Test func anAppAddsToTheListOrReplacesIt() throws {
    let added = LinkGrammar<[String]>.checked(
      origins: Self.origins, routes: Self.routes,
      ignoring: IgnorableParameters.default.adding(names: ["ref"], prefixes: ["pk_"]))
    #expect(
      try added.read(link: "app://item/a?ref=mail&pk_campaign=x&utm_term=y").extras.ignoredParameters == [
        Parameter(name: "ref", value: "mail"), Parameter(name: "pk_campaign", value: "x"),
        Parameter(name: "utm_term", value: "y"),
      ])

    let replaced = LinkGrammar<[String]>.checked(
      origins: Self.origins, routes: Self.routes, ignoring: IgnorableParameters(names: ["ref"]))
    #expect(try replaced.match(link: "app://item/a?ref=mail") == ["a", ""])
    let error = refusal { () throws(NavigationError) in try replaced.match(link: "app://item/a?ref=mail&utm_source=x") }
    #expect(Refused(error) == Refused("unknown-parameter", "query/utm_source"))

    let none = LinkGrammar<[String]>.checked(
      origins: Self.origins, routes: Self.routes, ignoring: IgnorableParameters())
    let strict = refusal { () throws(NavigationError) in try none.match(link: "app://item/a?fbclid=1") }
    #expect(Refused(strict) == Refused("unknown-parameter", "query/fbclid"))
  }

  @Test(arguments: [
    ("app://item/a?utm_source=x&ref=1", "query/ref"),
    ("app://item/a?ref=1&utm_source=x", "query/ref"),
    ("app://item/a?fbclid=1&q=2&bogus=3&gclid=4", "query/bogus"),
  ])
  func anUnknownParameterBesideIgnorableOnesIsStillRefused(link: String, location: String) {
    #expect(
      Refused(refusal { () throws(NavigationError) in try grammar.match(link: link) })
        == Refused("unknown-parameter", location))
    #expect(
      Refused(refusal { () throws(NavigationError) in try grammar.read(link: link) })
        == Refused("unknown-parameter", location))
  }

  @Test func aDeclaredFieldWinsOverAnIgnorableName() throws {
    let reading = try grammar.read(link: "app://campaign?utm_source=mail&utm_medium=email")
    #expect(reading.target == ["campaign", "mail"])
    #expect(reading.extras.ignoredParameters == [Parameter(name: "utm_medium", value: "email")])
    #expect(try grammar.link(for: reading.target) == "app://campaign?utm_source=mail")
    // Declared, it follows a field's rules: given twice is refused.
    let twice = refusal { () throws(NavigationError) in
      try grammar.match(link: "app://campaign?utm_source=a&utm_source=b")
    }
    #expect(Refused(twice) == Refused("duplicate-parameter", "query/utm_source"))
  }

  @Test(arguments: [
    ("app://item/a#", "", ["a", ""]),
    ("app://item/a#top", "top", ["a", ""]),
    ("app://item/a#caf%C3%A9%20x", "café x", ["a", ""]),
    ("app://item/a#a+b", "a+b", ["a", ""]),
    ("app://item/a#/path?x=1@y", "/path?x=1@y", ["a", ""]),
    ("app://item/a?q=1#top", "top", ["a", "1"]),
    ("app://item/a?#top", "top", ["a", ""]),
    ("app://item/a/#top", "top", ["a", ""]),
    ("app://item/a#?q=2", "?q=2", ["a", ""]),
    ("https://app.example/item/a?utm_source=x#top", "top", ["a", ""]),
  ])
  func aFragmentIsReadPastAndReturnedDecoded(link: String, fragment: String, value: [String]) throws {
    #expect(try grammar.match(link: link) == value)
    let reading = try grammar.read(link: link)
    #expect(reading.target == value)
    #expect(reading.extras.fragment == fragment)
  }

  @Test(arguments: [
    "app://item/a#%ZZ", "app://item/a#a b", "app://item/a#a#b", "app://item/a#%C0%AF", "app://item/a#a\u{7F}",
  ])
  func aFragmentThatIsNotValidURLTextIsRefusedAtTheFragment(link: String) {
    #expect(
      Refused(refusal { () throws(NavigationError) in try grammar.match(link: link) })
        == Refused("malformed-url", "fragment"))
  }

  @Test func httpsDefaultPortReadsAsNoPort() throws {
    #expect(try grammar.match(link: "https://app.example:443/item/a") == ["a", ""])
    #expect(try grammar.match(link: "HTTPS://APP.EXAMPLE:443/item/a?q=1") == ["a", "1"])
    #expect(try grammar.link(for: grammar.match(link: "https://app.example:443/item/a")) == "app://item/a")
  }

  @Test(arguments: [
    ("https://app.example:8443/item/a", "unsupported-origin", "host"),
    ("https://app.example:80/item/a", "unsupported-origin", "host"),
    ("https://app.example:/item/a", "unsupported-origin", "host"),
    ("https://app.example:0443/item/a", "unsupported-origin", "host"),
    ("https://app.example:443:443/item/a", "unsupported-origin", "host"),
    ("https://app.example:4430/item/a", "unsupported-origin", "host"),
    ("https://u@app.example:443/item/a", "unsupported-origin", "host"),
    ("https://other.example:443/item/a", "unsupported-origin", "host"),
    // A custom scheme has no default port.
    ("app://item:443/a", "unsupported-origin", "host"),
  ])
  func everyOtherPortIsStillRefusedAtTheHost(link: String, code: String, location: String) {
    #expect(Refused(refusal { () throws(NavigationError) in try grammar.match(link: link) }) == Refused(code, location))
  }

  @Test(arguments: [
    ("app://item/a?q=1&utm_source=x&fbclid=y#top", "app://item/a?q=1"),
    ("https://app.example:443/item/b%20c?gclid=1#", "app://item/b%20c"),
    ("app://campaign?utm_medium=m&utm_source=s#x", "app://campaign?utm_source=s"),
  ])
  func printingNeverWritesTheExtras(link: String, canonical: String) throws {
    let printed = try grammar.link(for: grammar.match(link: link))
    #expect(printed == canonical)
    #expect(try grammar.read(link: printed).extras.isEmpty)
    #expect(try grammar.match(link: printed) == grammar.match(link: link))
  }

  @Test func theGrammarsLimitsApplyToTheExtras() throws {
    let limited = LinkGrammar<[String]>.checked(
      origins: Self.origins, routes: Self.routes, limits: Limits(urlLength: 64))
    let base = "app://item/a?utm_source="
    let fits = base + String(repeating: "v", count: 64 - base.utf8.count)
    #expect(try limited.read(link: fits).extras.ignoredParameters.first?.value.utf8.count == 64 - base.utf8.count)
    for over in [
      fits + "v", "app://item/a#" + String(repeating: "f", count: 64),
      "app://item/a?" + String(repeating: "fbclid=1&", count: 8),
    ] {
      #expect(
        Refused(refusal { () throws(NavigationError) in try limited.read(link: over) })
          == Refused("limit-exceeded", "input"))
      #expect(
        Refused(refusal { () throws(NavigationError) in try limited.match(link: over) })
          == Refused("limit-exceeded", "input"))
    }
    // Many ignorable parameters within the limit read, each returned.
    let many = "app://item/a?" + Array(repeating: "fbclid=1", count: 500).joined(separator: "&")
    #expect(try grammar.read(link: many).extras.ignoredParameters.count == 500)
  }

  @Test func badTextInAnIgnorableParameterIsStillRefusedWhereItIs() {
    for (link, location) in [
      ("app://item/a?utm_source=%ZZ", "query/utm_source"), ("app://item/a?utm_source=a b", "query/utm_source"),
      ("app://item/a?fbclid=%C0%AF", "query/fbclid"), ("app://item/a?utm_source=1&", "query"),
    ] {
      #expect(
        Refused(refusal { () throws(NavigationError) in try grammar.read(link: link) })
          == Refused("malformed-url", location), "\(link)")
    }
  }
}

extension IgnoredParameterTests {
  /// An attribution parameter written without a value never refuses a link.
  ///
  /// As `fbclid=` does not, it is returned with an empty value. Any other parameter without
  /// a value is still refused, at its name.
  @Test func anIgnorableParameterWithoutAValueIsIgnored() throws {
    let reading = try grammar.read(link: "app://item/a?q=Run&fbclid&utm_source")
    #expect(reading.target == ["a", "Run"])
    #expect(
      reading.extras.ignoredParameters == [
        Parameter(name: "fbclid", value: ""), Parameter(name: "utm_source", value: ""),
      ])
    let unknown = #expect(throws: NavigationError.self) { try grammar.match(link: "app://item/a?q=Run&ref") }
    #expect(Refused(unknown) == Refused("invalid-parameter", "query/ref"))
    #expect(unknown?.message == "expected name=value")
    let declared = #expect(throws: NavigationError.self) { try grammar.match(link: "app://campaign?utm_source") }
    #expect(Refused(declared) == Refused("invalid-parameter", "query/utm_source"))
  }
}
