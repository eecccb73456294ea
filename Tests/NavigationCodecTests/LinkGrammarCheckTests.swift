import TestSupport
import Testing

@testable import NavigationCodec

/// A grammar whose declaration could read one path two ways is refused when it is built,
/// naming both patterns and a path both read.
@Suite struct LinkGrammarCheckTests {
  static let origins = LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app"))

  static func route(_ pattern: [LinkSegment], aliases: [[LinkSegment]] = [], query: [LinkQueryField] = [])
    -> LinkRoute<Int>
  {
    LinkRoute(declaring: pattern, aliases: aliases, query: query, reading: 0)
  }

  /// The error building `routes` throws, or `nil` when they build.
  static func refusal(_ routes: [LinkRoute<Int>]) -> LinkGrammarError? {
    do {
      _ = try LinkGrammar(origins: origins, routes: routes)
      return nil
    } catch {
      return error
    }
  }

  struct Ambiguous: Sendable, CustomTestStringConvertible {
    var first: [LinkSegment]
    var second: [LinkSegment]
    var example: String
    var testDescription: String { "\(first.patternText) against \(second.patternText)" }
  }

  static let ambiguous: [Ambiguous] = [
    Ambiguous(first: [.literal("items")], second: [.literal("items")], example: "/items"),
    Ambiguous(
      first: [.literal("items"), .literal("new")], second: [.literal("items"), .capture("name", .text)],
      example: "/items/new"),
    Ambiguous(
      first: [.literal("items"), .capture("id", .uuid)], second: [.literal("items"), .capture("name", .text)],
      example: "/items/00000000-0000-0000-0000-000000000000"),
    Ambiguous(
      first: [.capture("kind", .keyword(["a", "b"]))], second: [.literal("b")], example: "/b"),
    Ambiguous(first: [.capture("n", .number)], second: [.capture("k", .keyword(["x", "12"]))], example: "/12"),
    Ambiguous(first: [.capture("d", .date)], second: [.capture("e", .date)], example: "/2000-01-01T00:00:00Z"),
    Ambiguous(
      first: [.literal("a"), .capture("t", .text)], second: [.capture("u", .text), .literal("b")], example: "/a/b"),
  ]

  @Test(arguments: ambiguous)
  func twoRoutesReadingOnePathAreRefusedWithBothPatternsAndThePath(_ pair: Ambiguous) throws {
    let error = try #require(Self.refusal([Self.route(pair.first), Self.route(pair.second)]))
    #expect(error.problem == .ambiguousRoutes)
    #expect(error.patterns == [pair.first.patternText, pair.second.patternText])
    #expect(error.example == pair.example)
    #expect(
      error.message
        == "the route \(pair.first.patternText) and the route \(pair.second.patternText) both read \(pair.example); every path must belong to one route (make a word differ, or narrow a capture's kind)"
    )
    #expect(error.description.hasPrefix("error[ambiguous-routes]: the route "))
  }

  @Test func routesTheirKindsTellApartBuild() {
    let routes = [
      Self.route([.literal("items"), .capture("id", .uuid)]),
      Self.route([.literal("items"), .capture("n", .number)]),
      Self.route([.literal("items"), .capture("d", .date)]),
      Self.route([.literal("items"), .literal("new")]),
      Self.route([.literal("items"), .capture("k", .keyword(["old", "all"]))]),
      Self.route([.literal("items")]),
      Self.route([]),
      Self.route([.literal("items"), .literal("new"), .capture("t", .text)]),
    ]
    #expect(Self.refusal(routes) == nil)
  }

  @Test func anAliasWordOfOneRouteAgainstAnotherRoutesWordIsAmbiguous() throws {
    let error = try #require(
      Self.refusal([
        Self.route([.literal("items", aliases: ["item"]), .capture("id", .uuid)]),
        Self.route([.literal("item"), .capture("id", .uuid)]),
      ]))
    #expect(error.problem == .ambiguousRoutes)
    #expect(error.example == "/item/00000000-0000-0000-0000-000000000000")
  }

  @Test func aWholePathAliasAgainstAnotherRouteIsNamedAsTheAlias() throws {
    let error = try #require(
      Self.refusal([Self.route([.literal("home")], aliases: [[]]), Self.route([])]))
    #expect(error.patterns == ["/", "/"])
    #expect(error.example == "/")
    #expect(error.message.hasPrefix("the alias / and the route / both read /;"))
  }

  @Test func aRoutesOwnAliasMayReadWhatItsPatternReads() {
    #expect(Self.refusal([Self.route([.literal("a", aliases: ["b"])], aliases: [[.literal("b")]])]) == nil)
  }

  @Test func anAliasMustCaptureWhatItsRouteCaptures() throws {
    let error = try #require(
      Self.refusal([
        Self.route(
          [.literal("items"), .capture("id", .uuid)], aliases: [[.literal("item"), .capture("name", .text)]])
      ]))
    #expect(error.problem == .aliasCapturesDiffer)
    #expect(error.patterns == ["/items/{id:uuid}", "/item/{name:text}"])
    #expect(error.example == nil)
  }

  @Test func aNameDeclaredTwiceInARouteIsRefused() throws {
    let captures = try #require(
      Self.refusal([Self.route([.capture("id", .uuid), .capture("id", .uuid)])]))
    #expect(captures.problem == .duplicateName)
    #expect(captures.message == "the route /{id:uuid}/{id:uuid} names two captures \"id\"")
    let query = try #require(
      Self.refusal([Self.route([.literal("a")], query: [LinkQueryField("q", .text), LinkQueryField("q", .number)])]))
    #expect(query.problem == .duplicateName)
    #expect(query.message == "the route /a declares the query field \"q\" twice")
  }

  @Test func modulesWhoseRoutesCollideAreRefusedWhenTheirGrammarIsBuilt() throws {
    let first = NavigationModule(
      "first", elements: [],
      links: [LinkRoute<[PathElement]>(declaring: [.literal("x")])], linkPrefix: [])
    let second = NavigationModule(
      "second", elements: [],
      links: [LinkRoute<[PathElement]>(declaring: [.capture("t", .text)])],
      linkPrefix: []
    )
    let modules = try NavigationModules([first, second])
    #expect(throws: LinkGrammarError.self) { try modules.linkGrammar(origins: Self.origins) }
  }

  /// Against the reader itself: for every pair of patterns of a small alphabet, the path the
  /// check names is read by both routes alone, and when it names none, no probe path is.
  @Test func theCheckAgreesWithTheReaderOnEveryPairOfSmallPatterns() throws {
    let alphabet: [LinkSegment] = [
      .literal("a"), .literal("b", aliases: ["c"]), .capture("k", .keyword(["a", "1"])), .capture("u", .uuid),
      .capture("n", .number), .capture("d", .date), .capture("t", .text),
    ]
    // The second segment's capture is renamed, so that no pattern names one capture twice.
    let renamed = alphabet.map { segment -> LinkSegment in
      if case .capture(let name, let kind) = segment { return .capture(name + "2", kind) }
      return segment
    }
    let patterns = alphabet.map { [$0] } + alphabet.flatMap { first in renamed.map { [first, $0] } }
    let probes = ["a", "b", "c", "1", "1.5", "x", "00000000-0000-0000-0000-000000000000", "2000-01-01T00:00:00Z"]
    let web = LinkOrigins(customSchemes: [], webHosts: ["app.example"], printed: .web(host: "app.example"))
    let grammars = try patterns.map { try LinkGrammar(origins: web, routes: [Self.route($0)]) }
    func reads(_ pattern: Int, _ path: String) -> Bool {
      (try? grammars[pattern].match(link: "https://app.example" + path)) != nil
    }
    for (i, first) in patterns.enumerated() {
      for (j, second) in patterns.enumerated() where j >= i {
        let named = "\(first.patternText) against \(second.patternText)"
        if let error = Self.refusal([Self.route(first), Self.route(second)]) {
          let path = try #require(error.example)
          #expect(reads(i, path) && reads(j, path), "\(named): \(path)")
          continue
        }
        let paths = first.count == 1 ? probes.map { "/" + $0 } : probes.flatMap { a in probes.map { "/\(a)/\($0)" } }
        for path in paths {
          #expect(!(reads(i, path) && reads(j, path)), "\(named): \(path)")
        }
      }
    }
  }
}
