import NavigationCommandLine
import TestSupport
import Testing

@testable import NavigationCodec

/// A grammar that would print a word no link carries as itself (a literal with upper case, a
/// slash or a dot segment, a keyword lowered as a host) is refused when it is built, naming
/// the route's pattern; and a grammar that builds prints links that read back.
@Suite struct LinkWordCheckTests {
  static let origins = LinkCheckOrigins.custom

  /// The error building `routes` throws, or `nil` when they build.
  static func refusal(_ routes: [LinkRoute<Int>], origins: LinkOrigins = origins) -> LinkGrammarError? {
    do {
      _ = try LinkGrammar(origins: origins, routes: routes)
      return nil
    } catch {
      return error
    }
  }

  static func route(_ pattern: [LinkSegment], aliases: [[LinkSegment]] = [], query: [LinkQueryField] = [])
    -> LinkRoute<Int>
  {
    LinkRoute(declaring: pattern, aliases: aliases, query: query, reading: 0)
  }

  struct BadLiteral: Sendable, CustomTestStringConvertible {
    var word: String
    var why: String
    var testDescription: String { SingleLineText.escaping("\"\(word)\"") }
  }

  static let badLiterals: [BadLiteral] = [
    BadLiteral(word: "", why: "it is empty"),
    BadLiteral(word: ".", why: "it is a dot segment, which links do not accept"),
    BadLiteral(word: "..", why: "it is a dot segment, which links do not accept"),
    BadLiteral(word: "a/b", why: "it holds \"/\", which ends a path segment"),
    BadLiteral(word: "new?x", why: "it holds \"?\", which ends a path segment"),
    BadLiteral(word: "#top", why: "it holds \"#\", which ends a path segment"),
    BadLiteral(word: "Settings", why: "it holds upper case, and route words are lowercase"),
    BadLiteral(word: "caf\u{C9}", why: "it holds upper case, and route words are lowercase"),
    // Printed as %5C, which the reader refuses as a hidden slash.
    BadLiteral(word: "a\\b", why: "printed in a link's path, it does not read back as itself"),
  ]

  @Test(arguments: badLiterals)
  func aLiteralNoLinkCarriesIsRefusedNamingItsRoute(_ bad: BadLiteral) throws {
    let pattern: [LinkSegment] = [.literal("items"), .literal(bad.word)]
    let error = try #require(Self.refusal([Self.route([.literal("other")]), Self.route(pattern)]))
    #expect(error.problem == .invalidWord)
    #expect(error.patterns == [pattern.patternText])
    #expect(error.example == nil)
    #expect(
      error.message
        == SingleLineText.escaping(
          "the route \(pattern.patternText) has the literal \"\(bad.word)\", which no link can carry: \(bad.why)"))
    #expect(error.description.hasPrefix("error[invalid-word]: the route /items/"))
    #expect(!error.description.contains("\n"))

    // A legacy spelling, and a word of a whole-path alias, are words too.
    let spelling = try #require(Self.refusal([Self.route([.literal("items", aliases: [bad.word])])]))
    #expect(spelling.problem == .invalidWord && spelling.patterns == ["/items"])
    let alias: [LinkSegment] = [.literal(bad.word), .literal("b")]
    let inAlias = try #require(Self.refusal([Self.route([.literal("a")], aliases: [alias])]))
    #expect(inAlias.problem == .invalidWord && inAlias.patterns == ["/a", alias.patternText])
    #expect(inAlias.message.hasPrefix("the alias \(SingleLineText.escaping(alias.patternText)) of the route /a has "))
  }

  @Test func aKeywordOrQueryNameThatDoesNotReadBackWhereItStandsIsRefused() throws {
    let cases: [(route: LinkRoute<Int>, pattern: String, word: String)] = [
      // Read as the custom scheme's host, which is lowered.
      (Self.route([.capture("k", .keyword(["Day"]))]), "/{k:keyword}", "the keyword \"Day\""),
      (Self.route([.literal("a"), .capture("k", .keyword(["x", ""]))]), "/a/{k:keyword}", "the keyword \"\""),
      (Self.route([.literal("a"), .capture("k", .keyword(["..", "x"]))]), "/a/{k:keyword}", "the keyword \"..\""),
      (Self.route([.literal("a"), .capture("k", .keyword(["x/y"]))]), "/a/{k:keyword}", "the keyword \"x/y\""),
      (Self.route([.literal("a")], query: [LinkQueryField("", .text)]), "/a", "the query field \"\""),
    ]
    for (route, pattern, word) in cases {
      let error = try #require(Self.refusal([route]), "\(word)")
      #expect(error.problem == .invalidWord && error.patterns == [pattern], "\(word)")
      #expect(error.message.hasPrefix("the route \(pattern) has \(word), which no link can carry: "), "\(word)")
    }
  }

  @Test func wordsThatReadBackAsThemselvesAreAccepted() throws {
    let routes = [
      Self.route([.literal("caf\u{E9}"), .literal("a b"), .literal("100%"), .literal("x.y"), .literal("a+b")]),
      // Upper case reads back in the path after the first segment, and in a query.
      Self.route([.literal("k"), .capture("k", .keyword(["Day", "a b"]))], query: [LinkQueryField("a=b", .text)]),
      Self.route([.literal("q")], query: [LinkQueryField("q", .keyword(["", "Week", "x/y", "&"]))]),
    ]
    #expect(Self.refusal(routes) == nil)
  }

  @Test func aModuleNameNoLinkCarriesIsRefusedWhenComposed() throws {
    for bad in Self.badLiterals {
      let error = #expect(throws: NavigationError.self) {
        try NavigationModules([NavigationModule(bad.word, elements: [])])
      }
      #expect(error?.code == .invalidValue && error?.location == .input)
      #expect(
        error?.message
          == "the module name \"\(bad.word)\" is not a word links can carry: \(bad.why)",
        "\(bad.testDescription)")
    }
    #expect(throws: Never.self) { try NavigationModules([NavigationModule("billing-v2", elements: [])]) }
  }

  @Test func aModulePrefixNoLinkCarriesIsRefusedWhenItsGrammarIsBuilt() throws {
    let link = LinkRoute<[PathElement]>(declaring: [.literal("x")])
    let module = NavigationModule("billing", elements: [], links: [link], linkPrefix: ["Billing"])
    let modules = try NavigationModules([module])
    let error = #expect(throws: LinkGrammarError.self) { try modules.linkGrammar(origins: Self.origins) }
    #expect(error?.problem == .invalidWord && error?.patterns == ["/Billing/x"])
  }

  // MARK: Property

  /// Plain characters, and characters that mean something in a link, drawn one time in four.
  static let plain: [String] = ["a", "b", "z", "0", "-"]
  static let special: [String] = [
    "_", "~", ".", "A", "Z", "/", "?", "#", "%", " ", "\\", "+", "&", "=", ":", "@", "\u{E9}", "\u{C9}", "\n", "!",
  ]

  static func word(_ random: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...3, using: &random)).map { _ in
      (Int.random(in: 0..<4, using: &random) == 0 ? special : plain).randomElement(using: &random) ?? "a"
    }.joined()
  }

  /// A route of random words that reads as, and prints only, its own index; its keyword
  /// captures and query field print the first word (the route table's example gives no
  /// query field).
  static func randomRoute(_ index: Int, _ random: inout SplitMix64) -> LinkRoute<Int> {
    var pattern: [LinkSegment] = []
    var captures: [String] = []
    for position in 0..<Int.random(in: 0...3, using: &random) {
      if Bool.random(using: &random) {
        pattern.append(.literal(word(&random), aliases: Bool.random(using: &random) ? [word(&random)] : []))
      } else {
        captures.append("c\(position)")
        pattern.append(.capture("c\(position)", .keyword([word(&random), word(&random)])))
      }
    }
    let query = Bool.random(using: &random) ? [LinkQueryField(word(&random), .keyword([word(&random)]))] : []
    let captureCount = captures.count
    return LinkRoute(
      untyped: pattern, query: query,
      read: { values in
        let read =
          values.captures.allSatisfy { $0 == .keyword(0) } && values.query.allSatisfy { $0 == nil || $0 == .keyword(0) }
        return read ? index : nil
      },
      print: { target in
        guard target == index else { return nil }
        return RouteValues(
          captures: Array(repeating: .keyword(0), count: captureCount), query: query.map { _ in .keyword(0) })
      })
  }

  @Test func randomWordsEitherRefuseTheGrammarOrPrintLinksThatReadBack() throws {
    var random = SplitMix64(seed: 0x5EED_0040)
    var built = 0
    for _ in 0..<2_000 {
      let routes = (0..<Int.random(in: 1...3, using: &random)).map { Self.randomRoute($0, &random) }
      let origins = Bool.random(using: &random) ? LinkCheckOrigins.custom : LinkCheckOrigins.web
      let grammar: LinkGrammar<Int>
      do {
        grammar = try LinkGrammar(origins: origins, routes: routes)
      } catch {
        continue
      }
      built += 1
      let patterns = routes.map(\.pattern.patternText)
      for index in routes.indices {
        let link = try grammar.link(for: index)
        #expect(try grammar.match(link: link) == index, "\(patterns) \(link)")
      }
      for (index, row) in grammar.routeTable().enumerated() {
        let example = try #require(row.example, "\(patterns)")
        #expect(try grammar.match(link: example) == index, "\(patterns) \(example)")
      }
    }
    // The generator is not all refusals: most small grammars of plain words build.
    #expect(built > 250, "\(built)")
  }
}

/// The origins the word checks build grammars with: a custom scheme, whose first segment is
/// the URL's host, and a universal link, whose first segment is in the path.
enum LinkCheckOrigins {
  static let custom = LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app"))
  static let web = LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .web(host: "app.example"))
}
