import NavigationCodec
import TestSupport
import Testing

/// The URL rules, through the smallest grammar that shows them: one route with a text capture
/// and a text parameter.
@Suite struct URLReaderTests {
  let grammar = LinkGrammar<[String]>.checked(
    origins: LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app")),
    routes: [
      itemRoute
    ])

  @Test func decodesPercentEscapesAndPlusInQueriesOnly() throws {
    #expect(try grammar.match(link: "app://item/a+b%20c?q=a+b%2Bc") == ["a+b c", "a b+c"])
    #expect(try grammar.match(link: "https://APP.example/item/%C3%A9") == ["é", ""])
  }

  @Test func lowersAnEscapedHostWhereItWasDecoded() throws {
    #expect(try grammar.match(link: "app://IT%45M/x") == ["x", ""])
    #expect(try grammar.match(link: "app://%49%54%45%4D/%41") == ["A", ""])
  }

  /// Plain pieces are taken as they lie and anything else goes through the general reader;
  /// both must read the same value.
  @Test(arguments: [
    ("app://item/x?q=a=b", ["x", "a=b"]),
    ("app://item/x?q=", ["x", ""]),
    ("app://item/x?q=a+b", ["x", "a b"]),
    ("app://item/x?q=a%26b", ["x", "a&b"]),
    ("app://item/x?q=%2B+a=b", ["x", "+ a=b"]),
    ("app://item/x?%71=a+b", ["x", "a b"]),
    ("app://ITEM/x", ["x", ""]),
    ("app://iTeM/x?q=1", ["x", "1"]),
    ("APP://item/x", ["x", ""]),
    ("aPp://item/x", ["x", ""]),
    ("HTTPS://app.example/item/x", ["x", ""]),
    ("https://APP.EXAMPLE/item/x", ["x", ""]),
    ("app://item/x!$'()*,;=:@-._~", ["x!$'()*,;=:@-._~", ""]),
    ("app://item/x?q=!$'()*,;:@/?-._~", ["x", "!$'()*,;:@/?-._~"]),
  ])
  func plainAndEscapedPiecesReadTheSame(link: String, expected: [String]) throws {
    #expect(try grammar.match(link: link) == expected)
  }

  @Test func printsTextThatIsEscapedThroughout() throws {
    // Every byte of these values takes three in the link: the most a printed link can need.
    let value = ["é€😀 %", String(repeating: "&=+ ", count: 300)]
    let printed = try grammar.link(for: value)
    #expect(printed.utf8.count == "app://item/?q=".utf8.count + 3 * (value[0].utf8.count + value[1].utf8.count))
    #expect(try grammar.match(link: printed) == value)
  }

  /// Found by the Grammar fuzz target: a 3 KB link of `=` signs reads, but its canonical
  /// spelling escapes each as `%3D` and would be longer than reading accepts.
  @Test func aLinkWhoseCanonicalSpellingIsTooLongIsNotLinkable() throws {
    let link = "app://item/a?q=" + String(repeating: "=", count: 3_000)
    let value = try grammar.match(link: link)
    #expect(value == ["a", String(repeating: "=", count: 3_000)])
    let error = refusal { () throws(NavigationError) in try grammar.link(for: value) }
    #expect(Refused(error) == Refused("not-linkable", "input"))
    #expect(error?.message.contains("longer than the limit of 8192 bytes") == true)
    // At the limit exactly it still prints, and reads back.
    let fits = ["a", String(repeating: "=", count: (8192 - "app://item/a?q=".utf8.count) / 3)]
    let printed = try grammar.link(for: fits)
    #expect(printed.utf8.count <= 8192)
    #expect(try grammar.match(link: printed) == fits)
  }

  @Test func printsUniversalLinks() throws {
    let web = try LinkGrammar<[String]>(
      origins: LinkOrigins(customSchemes: [], webHosts: ["app.example"], printed: .web(host: "app.example")),
      routes: grammar.routes)
    let printed = try web.link(for: ["a b", "c"])
    #expect(printed == "https://app.example/item/a%20b?q=c")
    #expect(try web.match(link: printed) == ["a b", "c"])
  }

  @Test func printingEncodesMinimallyAndReadsBack() throws {
    let value = ["a b+c.d", "x+y & z=1/2"]
    let printed = try grammar.link(for: value)
    #expect(printed == "app://item/a%20b+c.d?q=x%2By%20%26%20z%3D1/2")
    #expect(try grammar.match(link: printed) == value)
    // Dot segments and slashes inside a segment are refused when reading, encoded or not, so
    // values that need them have no link form.
    for capture in ["..", ".", "a/b", "a\\b", ""] {
      let error = refusal { () throws(NavigationError) in try grammar.link(for: [capture, ""]) }
      #expect(error?.code == .notLinkable, "\(capture)")
    }
  }

  struct Case: Sendable, CustomStringConvertible {
    var link: String
    var refused: Refused
    var description: String { link }
  }

  @Test(arguments: [
    Case(link: "app://item/%2e%2e", refused: Refused("malformed-url", "path/1")),
    Case(link: "app://item/a%2Fb", refused: Refused("malformed-url", "path/1")),
    Case(link: "app://item/a%5Cb", refused: Refused("malformed-url", "path/1")),
    Case(link: "app://item/a%", refused: Refused("malformed-url", "path/1")),
    Case(link: "app://item/%FF", refused: Refused("malformed-url", "path/1")),
    Case(link: "app://item/a?q=%C0%AF", refused: Refused("malformed-url", "query/q")),
    Case(link: "app://item/a?q", refused: Refused("invalid-parameter", "query/q")),
    Case(link: "app://item/a?=x", refused: Refused("malformed-url", "query")),
    Case(link: "app://item/a?q=1&", refused: Refused("malformed-url", "query")),
    Case(link: "app://item/a?q=1&#x", refused: Refused("malformed-url", "query")),
    Case(link: "app://item/a?&q=1", refused: Refused("malformed-url", "query")),
    Case(link: "app://item/a?q=1&&q=2", refused: Refused("malformed-url", "query")),
    Case(link: "app://item/a?q=%ZZ#x", refused: Refused("malformed-url", "query/q")),
    Case(link: "app://u@item/a", refused: Refused("unsupported-origin", "host")),
    Case(link: "https://app.example:8443/item/a", refused: Refused("unsupported-origin", "host")),
    Case(link: "app://item/a#%ZZ", refused: Refused("malformed-url", "fragment")),
    Case(link: "https://app.example./item/a", refused: Refused("unsupported-origin", "host")),
    // Hosts compare case-insensitively by setting a letter's case bit; 0x0E with that bit set
    // is ".", which is not a letter, so this host is not "app.example".
    Case(link: "https://app\u{0E}example/item/a", refused: Refused("unsupported-origin", "host")),
    Case(link: "https://app.examplf/item/a", refused: Refused("unsupported-origin", "host")),
    Case(link: "ftp://item/a", refused: Refused("unsupported-origin", "scheme")),
    Case(link: "app:item/a", refused: Refused("malformed-url", "host")),
    Case(link: "item/a", refused: Refused("malformed-url", "scheme")),
    Case(link: "1app://item/a", refused: Refused("malformed-url", "scheme")),
    Case(link: "://item/a", refused: Refused("malformed-url", "scheme")),
    Case(link: "a pp://item/a", refused: Refused("malformed-url", "scheme")),
    Case(link: "app://it em/a", refused: Refused("malformed-url", "host")),
    Case(link: "app://it%ZZem/a", refused: Refused("malformed-url", "host")),
    Case(link: "app://item:80/a", refused: Refused("unsupported-origin", "host")),
    Case(link: "app://item/a?q=a b", refused: Refused("malformed-url", "query/q")),
    Case(link: "app://item/a?q=%41 b", refused: Refused("malformed-url", "query/q")),
    Case(link: "app://item/a?q=a+%4", refused: Refused("malformed-url", "query/q")),
    Case(link: "app://item/a?q=%FF", refused: Refused("malformed-url", "query/q")),
    Case(link: "app://item/a?q b=1", refused: Refused("malformed-url", "query")),
    Case(link: "app://item/a b", refused: Refused("malformed-url", "path/1")),
    // More pieces than the reader keeps on the stack: the link is read again with room for all
    // of them, and the error still names the right one.
    Case(link: "app://item/a/b/c/d/e/f/g/h/i/j%ZZ", refused: Refused("malformed-url", "path/10")),
    Case(link: "app://item/a/b/c/d/e/f/g/h/i/j k", refused: Refused("malformed-url", "path/10")),
    Case(link: "app://item/a/b/c/d/e/f/g/h/i/j", refused: Refused("unknown-route", "path/2")),
    Case(
      link: "app://item/a?" + (1...12).map { "q=\($0)" }.joined(separator: "&"),
      refused: Refused("duplicate-parameter", "query/q")),
    Case(
      link: "app://item/a?q=1&" + (1...12).map { "r\($0)=x" }.joined(separator: "&"),
      refused: Refused("unknown-parameter", "query/r1")),
  ])
  func refusesWithTheURLComponent(_ testCase: Case) {
    let error = refusal { () throws(NavigationError) in try grammar.match(link: testCase.link) }
    #expect(Refused(error) == testCase.refused)
  }
}

/// Messages say what is really wrong, in the words of the input.
@Suite struct URLReaderMessageTests {
  let grammar = LinkGrammar<String>.checked(
    origins: LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app")),
    routes: [
      LinkRoute<String> {
        "item"
        LinkQuery<String?>("q")
      } read: { query in
        query ?? ""
      } print: { value -> String?? in
        value
      }
    ])

  struct Case: Sendable, CustomStringConvertible {
    var link: String
    var refused: Refused
    var message: String
    var description: String { link }
  }

  @Test(arguments: [
    Case(
      link: "app://[::1]/item", refused: Refused("unsupported-origin", "host"),
      message: "a link may not name an IP address (\"[…]\") as its host"),
    Case(
      link: "https://[2001:db8::1]/item", refused: Refused("unsupported-origin", "host"),
      message: "a link may not name an IP address (\"[…]\") as its host"),
    Case(
      link: "app://item:8080/x", refused: Refused("unsupported-origin", "host"), message: "a link may not name a port"),
    Case(
      link: "app://item?&q=a", refused: Refused("malformed-url", "query"),
      message: "empty query item between \"?\" and \"&\""),
    Case(
      link: "app://item?q=a&&q=b", refused: Refused("malformed-url", "query"),
      message: "empty query item between two \"&\" (\"&&\")"),
    // A value with escapes: a character to refuse wins over a bad escape, wherever each is.
    Case(
      link: "app://item?q=^%zz", refused: Refused("malformed-url", "query/q"),
      message: "the character \"^\" must be percent-encoded"),
    Case(
      link: "app://item?q=%zz^", refused: Refused("malformed-url", "query/q"),
      message: "the character \"^\" must be percent-encoded"),
    Case(
      link: "app://item?q=%41é", refused: Refused("malformed-url", "query/q"),
      message: "the character 0xC3 must be percent-encoded"),
    Case(
      link: "app://item?q=%41%zz", refused: Refused("malformed-url", "query/q"),
      message: "\"%\" must be followed by two hex digits"),
    Case(
      link: "app://item?q=%41%C3", refused: Refused("malformed-url", "query/q"),
      message: "the percent-encoded bytes are not valid UTF-8"),
  ])
  func namesTheRealProblem(_ testCase: Case) {
    expectRefusal(of: testCase.link, by: grammar, refused: testCase.refused, message: testCase.message)
  }
}

/// The scheme is read at once when it is an accepted one followed by "//", and every run of
/// plain characters several bytes at a time: links that begin or end anywhere around those
/// steps read, and are refused, as byte by byte.
@Suite struct URLReaderScanTests {
  /// A scheme longer than eight bytes, whose comparison overlaps its last eight bytes.
  let grammar = LinkGrammar<[String]>.checked(
    origins: LinkOrigins(
      customSchemes: ["longscheme", "app"], webHosts: ["app.example"], printed: .customScheme("longscheme")),
    routes: [
      itemRoute
    ])

  @Test(arguments: [
    ("longscheme://item/x", ["x", ""]),
    ("LongScheme://item/x", ["x", ""]),
    ("LONGSCHEME://ITEM/x", ["x", ""]),
    ("app://item/x", ["x", ""]),
    ("ApP://item/x", ["x", ""]),
    ("HtTpS://app.example/item/x", ["x", ""]),
    ("https://app.example:443/item/x", ["x", ""]),
  ])
  func readsAnAcceptedSchemeInAnyCase(link: String, expected: [String]) throws {
    #expect(try grammar.match(link: link) == expected)
  }

  @Test(arguments: [
    (
      "longschemf://item/x", Refused("unsupported-origin", "scheme"),
      "the scheme \"longschemf\" is not accepted; expected \"longscheme:\" or \"app:\" or \"https:\""
    ),
    (
      "longscheme+://item/x", Refused("unsupported-origin", "scheme"),
      "the scheme \"longscheme+\" is not accepted; expected \"longscheme:\" or \"app:\" or \"https:\""
    ),
    (
      "longschem://item/x", Refused("unsupported-origin", "scheme"),
      "the scheme \"longschem\" is not accepted; expected \"longscheme:\" or \"app:\" or \"https:\""
    ),
    ("longscheme:/item/x", Refused("malformed-url", "host"), "expected \"//\" after \"longscheme:\""),
    ("longscheme:", Refused("malformed-url", "host"), "expected \"//\" after \"longscheme:\""),
    ("LongScheme:\\\\item/x", Refused("malformed-url", "host"), "expected \"//\" after \"LongScheme:\""),
    ("https:/app.example/item/x", Refused("malformed-url", "host"), "expected \"//\" after \"https:\""),
    ("longscheme//item/x", Refused("malformed-url", "scheme"), "expected a scheme such as \"longscheme:\""),
    (
      "https://app.examplf/item/x", Refused("unsupported-origin", "host"),
      "the host \"app.examplf\" is not accepted; expected \"app.example\""
    ),
  ])
  func refusesAnySchemeItDoesNotKnow(link: String, refused: Refused, message: String) {
    expectRefusal(of: link, by: grammar, refused: refused, message: message)
  }

  /// Schemes whose prefix (with "://") is shorter than eight bytes, eight to sixteen (compared
  /// as two words, overlapping) and longer, in any case; a scheme one letter off, longer or
  /// shorter is refused as it is byte by byte.
  @Test(arguments: 1...15)
  func readsAndRefusesSchemesOfEveryLength(length: Int) throws {
    let scheme = String("abcdefghijklmno".prefix(length))
    let grammar = LinkGrammar<[String]>.checked(
      origins: LinkOrigins(customSchemes: [scheme], webHosts: ["app.example"], printed: .customScheme(scheme)),
      routes: self.grammar.routes)
    for spelling in [scheme, scheme.uppercased(), scheme.prefix(1).uppercased() + scheme.dropFirst()] {
      #expect(try grammar.match(link: "\(spelling)://item/x") == ["x", ""])
    }
    #expect(try grammar.match(link: "https://app.example/item/x") == ["x", ""])
    let expected = "expected \"\(scheme):\" or \"https:\""
    for other in [scheme.dropLast() + "z", scheme + "p", scheme + "+"] {
      expectRefusal(
        of: "\(other)://item/x", by: grammar, refused: Refused("unsupported-origin", "scheme"),
        message: "the scheme \"\(other)\" is not accepted; " + expected)
    }
    expectRefusal(
      of: "\(scheme):/item/x", by: grammar, refused: Refused("malformed-url", "host"),
      message: "expected \"//\" after \"\(scheme):\"")
    expectRefusal(
      of: "\(scheme)://", by: grammar, refused: Refused("unknown-route", "path/0"),
      message: "the path ends too early; expected \"item\"")
  }

  /// A piece of every length up to past two steps of four, plain, with an escape, and ended by
  /// a character to refuse.
  @Test(arguments: 0...10)
  func readsAndRefusesPiecesOfEveryLength(length: Int) throws {
    let plain = String(repeating: "a", count: length)
    if length > 0 {
      #expect(try grammar.match(link: "app://item/\(plain)") == [plain, ""])
      #expect(try grammar.match(link: "app://item/\(plain)/") == [plain, ""])
      #expect(try grammar.match(link: "app://item/\(plain)?q=\(plain)") == [plain, plain])
      #expect(try grammar.match(link: "app://item/\(plain)?q=\(plain)#\(plain)") == [plain, plain])
      #expect(try grammar.match(link: "LONGSCHEME://ITEM/\(plain)") == [plain, ""])
    }
    #expect(try grammar.match(link: "app://item/\(plain)%41b?q=\(plain)%41+b") == [plain + "Ab", plain + "A b"])
    #expect(try grammar.match(link: "app://item/x?q=\(plain)%C3%A9\(plain)") == ["x", plain + "é" + plain])
    let refusals = [
      ("app://item/\(plain)^b", Refused("malformed-url", "path/1"), "the character \"^\" must be percent-encoded"),
      ("app://item/x?q=\(plain)^b", Refused("malformed-url", "query/q"), "the character \"^\" must be percent-encoded"),
      ("app://\(plain)^/item/x", Refused("malformed-url", "host"), "the character \"^\" must be percent-encoded"),
      (
        "app://item/x?q=\(plain)%C3", Refused("malformed-url", "query/q"),
        "the percent-encoded bytes are not valid UTF-8"
      ),
      (
        "app://item/x?q=%41\(plain)%C3%28", Refused("malformed-url", "query/q"),
        "the percent-encoded bytes are not valid UTF-8"
      ),
      (
        "app://item/\(plain)%2F", Refused("malformed-url", "path/1"),
        "an encoded slash is not accepted inside a segment"
      ),
    ]
    for (link, refused, message) in refusals {
      expectRefusal(of: link, by: grammar, refused: refused, message: message)
    }
  }
}

/// Expects `grammar` to refuse `link` with this code, location and message.
private func expectRefusal<Target>(
  of link: String, by grammar: LinkGrammar<Target>, refused: Refused, message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = refusal { () throws(NavigationError) in try grammar.match(link: link) }
  #expect(Refused(error) == refused, "\(link)", sourceLocation: sourceLocation)
  #expect(error?.message == message, "\(link)", sourceLocation: sourceLocation)
}
