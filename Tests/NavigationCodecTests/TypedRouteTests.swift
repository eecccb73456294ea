import Foundation
import NavigationCodec
import NavigationCommandLine
import TestSupport
import Testing

/// A library app declared with typed routes: every field kind, unlabelled and indirect
/// payloads, query names apart from Swift labels.
enum LibraryRoute: Hashable, Sendable, Encodable {
  case shelf
  case book(UUID)
  case chapter(book: UUID, number: Int, startDate: Date?)
  case search(term: String, page: UInt64?, exact: Bool?)
  case tiny(Int8)
  case rating(score: Double, genre: Genre)
  indirect case nested(title: String, depth: Int16)

  enum Genre: String, CaseIterable, Hashable, Sendable, LinkFieldValue {
    case fiction, poetry
  }
}

/// Two values of one type in one case.
enum Pair: Hashable, Sendable, Encodable {
  case pair(UUID, UUID)
}

/// Two screens without values.
enum Root: Hashable, Sendable, Encodable {
  case home, start
}

let libraryOrigins = LinkOrigins(customSchemes: ["lib"], webHosts: ["lib.example"], printed: .customScheme("lib"))

let libraryRoutes: [LinkRoute<LibraryRoute>] = [
  LinkRoute(LibraryRoute.shelf, summary: "the shelf") {},
  LinkRoute(LibraryRoute.book) {
    "books"
    LinkCapture<UUID>("book")
  },
  LinkRoute(LibraryRoute.chapter) {
    "books"
    LinkCapture<UUID>("book")
    "chapters"
    LinkCapture<Int>("number")
    LinkQuery<Date?>("from")
  },
  LinkRoute(LibraryRoute.search) {
    "search"
    LinkCapture<String>("term")
    LinkQuery<UInt64?>("page")
    LinkQuery<Bool?>("exact")
  },
  LinkRoute(LibraryRoute.tiny) {
    "tiny"
    LinkCapture<Int8>("n")
  },
  LinkRoute(LibraryRoute.rating) {
    "ratings"
    LinkQuery<Double>("score")
    LinkCapture<LibraryRoute.Genre>("genre")
  },
  LinkRoute(LibraryRoute.nested) {
    "nested"
    LinkCapture<String>("title")
    LinkCapture<Int16>("depth")
  },
]

@Suite struct TypedRouteTests {
  let grammar: LinkGrammar<LibraryRoute>

  init() throws {
    grammar = try LinkGrammar(origins: libraryOrigins, routes: libraryRoutes)
  }

  static let book = UUID(
    uuid: (0x6f, 0x1c, 0x2a, 0x9e, 0x3b, 0x4d, 0x4c, 0x8e, 0x9f, 0x10, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f))

  static let values: [(LibraryRoute, String)] = [
    (.shelf, "lib://"),
    (.book(book), "lib://books/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"),
    (.chapter(book: book, number: -3, startDate: nil), "lib://books/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/chapters/-3"),
    (
      .chapter(book: book, number: 12, startDate: Date(timeIntervalSince1970: 1_743_577_200.5)),
      "lib://books/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/chapters/12?from=2025-04-02T07:00:00.500Z"
    ),
    (.search(term: "a b", page: .max, exact: false), "lib://search/a%20b?page=18446744073709551615&exact=false"),
    (.search(term: "x", page: nil, exact: true), "lib://search/x?exact=true"),
    (.tiny(-128), "lib://tiny/-128"),
    (.rating(score: 4.5, genre: .poetry), "lib://ratings/poetry?score=4.5"),
    (.nested(title: "deep", depth: 7), "lib://nested/deep/7"),
  ]

  @Test func everyValuePrintsItsLinkAndReadsBack() throws {
    for (value, link) in Self.values {
      #expect(try grammar.link(for: value) == link)
      #expect(try grammar.match(link: link) == value, "\(link)")
    }
  }

  struct Refusal: Sendable, CustomStringConvertible {
    var link: String
    var code: NavigationError.Code
    var location: String
    var message: String
    var description: String { link }
  }

  enum Paged: Hashable, Sendable, Encodable { case list(page: Int?) }

  /// The widest integers' expectation ("such as 42") names the range once a value of the
  /// right form is beyond it.
  @Test func aQueryIntegerBeyondItsRangeNamesTheRange() throws {
    let grammar = try LinkGrammar(
      origins: libraryOrigins,
      routes: [
        LinkRoute(Paged.list) {
          "list"
          LinkQuery<Int?>("page")
        }
      ])
    let error = #expect(throws: NavigationError.self) {
      _ = try grammar.match(link: "lib://list?page=9223372036854775808")
    }
    #expect(error?.code == .invalidParameter && error?.location.description == "query/page")
    #expect(
      error?.message
        == "expected an integer from -9223372036854775808 to 9223372036854775807 but found \"9223372036854775808\"")
    let form = #expect(throws: NavigationError.self) { _ = try grammar.match(link: "lib://list?page=x") }
    #expect(form?.message == "expected an integer such as 42 but found \"x\"")
  }

  @Test(arguments: [
    Refusal(
      link: "lib://search/x?page=1.5", code: .invalidParameter, location: "query/page",
      message: "expected an integer from 0 to 18446744073709551615 but found \"1.5\""),
    Refusal(
      link: "lib://search/x?page=18446744073709551616", code: .invalidParameter, location: "query/page",
      message: "expected an integer from 0 to 18446744073709551615 but found \"18446744073709551616\""),
    Refusal(
      link: "lib://tiny/128", code: .invalidParameter, location: "path/1",
      message: "expected an integer from -128 to 127 but found \"128\""),
    Refusal(
      link: "lib://books/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/chapters/07", code: .invalidParameter,
      location: "path/3", message: "expected an integer such as 42 but found \"07\""),
    Refusal(
      link: "lib://books/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/chapters/9223372036854775808", code: .invalidParameter,
      location: "path/3",
      message: "expected an integer from -9223372036854775808 to 9223372036854775807 but found \"9223372036854775808\""),
    Refusal(
      link: "lib://search/x?exact=yes", code: .invalidParameter, location: "query/exact",
      message: "expected true or false but found \"yes\""),
    Refusal(
      link: "lib://ratings/poetry", code: .invalidParameter, location: "query/score",
      message: "the parameter \"score\" is required; expected a finite decimal number such as 5.2"),
    Refusal(
      link: "lib://magazines", code: .unknownRoute, location: "path/0",
      message: "expected \"books\", \"search\", \"tiny\", \"ratings\" or \"nested\" but found \"magazines\""),
  ])
  func aValueItsTypeRefusesIsLocatedAtItsField(_ refusal: Refusal) {
    let error = #expect(throws: NavigationError.self) { _ = try grammar.match(link: refusal.link) }
    #expect(error?.code == refusal.code)
    #expect(error?.location.description == refusal.location)
    #expect(error?.message == refusal.message)
  }

  @Test func aValueWithNoLinkFormNamesItsField() {
    let slash = #expect(throws: NavigationError.self) {
      _ = try grammar.link(for: .search(term: "a/b", page: nil, exact: nil))
    }
    #expect(slash?.code == .notLinkable)
    #expect(
      slash?.message
        == #"the field "term" holds text that is not one path segment (it is empty, "." or "..", or holds "/" or "\")"#)
    let farDate = Date(timeIntervalSince1970: 1e12)
    let date = #expect(throws: NavigationError.self) {
      _ = try grammar.link(for: .chapter(book: Self.book, number: 1, startDate: farDate))
    }
    #expect(date?.code == .notLinkable)
    #expect(date?.message.contains("the field \"from\"") == true)
    let infinite = #expect(throws: NavigationError.self) {
      _ = try grammar.link(for: .rating(score: .infinity, genre: .fiction))
    }
    #expect(infinite?.message.contains("the field \"score\"") == true)
  }

  @Test func aRouteTableExampleGivesTheQueryParametersItsRouteRequires() throws {
    enum Search: Encodable, Sendable, Equatable { case search(q: String, page: Int?, sort: Bool) }
    let search = try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["app"], webHosts: [], printed: .customScheme("app")),
      routes: [
        LinkRoute(Search.search) {
          "search"
          LinkQuery<String>("q")
          LinkQuery<Int?>("page")
          LinkQuery<Bool>("sort")
        }
      ])
    let table = search.routeTable { name, _ in name == "q" ? .text("soup") : nil }
    #expect(table.map(\.example) == ["app://search?q=soup&sort=true"])
    #expect(try search.match(link: #require(table[0].example)) == .search(q: "soup", page: nil, sort: true))
  }

  @Test func theRouteTableShowsEachFieldsKind() {
    #expect(
      grammar.routeTable().map(\.pattern) == [
        "/", "/books/{book:uuid}", "/books/{book:uuid}/chapters/{number:int}", "/search/{term:text}",
        "/tiny/{n:int}", "/ratings/{genre:keyword}", "/nested/{title:text}/{depth:int}",
      ])
  }
}

/// An app's own field type: text that must be a lowercase slug.
struct Slug: LinkFieldValue, Hashable {
  var text: String
  static var linkFieldKind: LinkFieldKind { .text }
  static var linkSample: Slug? { Slug(text: "sample") }
  init(text: String) { self.text = text }
  init?(linkValue: LinkValue) {
    guard case .text(let text) = linkValue, !text.isEmpty, text.allSatisfy({ $0.isLowercase || $0 == "-" }) else {
      return nil
    }
    self.text = text
  }
  var linkValue: LinkValue? { .text(text) }
}

enum TagRoute: Hashable, Sendable, Encodable {
  case tag(Slug, sort: Slug?)
  case other(UUID)
}

struct NotAnEnum: Hashable, Sendable, Encodable { var id: UUID }

extension TypedRouteTests {
  @Test func anAppsOwnTypeRefusesAtItsField() throws {
    let grammar = try LinkGrammar(
      origins: libraryOrigins,
      routes: [
        LinkRoute(TagRoute.tag) {
          "tags"
          LinkCapture<Slug>("tag")
          LinkQuery<Slug?>("sort")
        }
      ])
    #expect(
      try grammar.match(link: "lib://tags/sci-fi?sort=new") == .tag(Slug(text: "sci-fi"), sort: Slug(text: "new")))
    let path = #expect(throws: NavigationError.self) { _ = try grammar.match(link: "lib://tags/Sci-Fi") }
    #expect(path?.code == .invalidParameter && path?.location.description == "path/1")
    #expect(path?.message == "expected text but found \"Sci-Fi\"")
    let query = #expect(throws: NavigationError.self) { _ = try grammar.match(link: "lib://tags/x?sort=NEW") }
    #expect(query?.code == .invalidParameter && query?.location.description == "query/sort")
  }

  @Test func aConstructorThatIsNotOneCaseWithTheFieldsIsRefused() {
    let chapterOne: @Sendable (UUID) -> LibraryRoute = { id in .chapter(book: id, number: 1, startDate: nil) }
    let dropsFields = LinkRoute(chapterOne) {
      "x"
      LinkCapture<UUID>("id")
    }
    let notAnEnum = LinkRoute(NotAnEnum.init) {
      "x"
      LinkCapture<UUID>("id")
    }
    let first = #expect(throws: LinkGrammarError.self) {
      _ = try LinkGrammar(origins: libraryOrigins, routes: [dropsFields])
    }
    #expect(first?.problem == .notACase && first?.patterns == ["/x/{id:uuid}"])
    #expect(
      first?.message
        == "the route /x/{id:uuid} cannot be typed: its case encodes 2 values, and the route has 1 field: a typed route's case must encode exactly the values it was made from (the synthesised Encodable conformance does)"
    )
    let second = #expect(throws: LinkGrammarError.self) {
      _ = try LinkGrammar(origins: libraryOrigins, routes: [notAnEnum])
    }
    #expect(second?.problem == .notACase)
  }

  @Test func aConstructorThatSwapsTwoValuesOfOneTypeIsRefused() {
    // Two fields of one type get different samples, so a swap shows when the grammar is built.
    let swapped: @Sendable (Double, LibraryRoute.Genre) -> LibraryRoute = { score, genre in
      .rating(score: score + 1, genre: genre)
    }
    let changesAValue = LinkRoute(swapped) {
      "rated"
      LinkCapture<Double>("score")
      LinkCapture<LibraryRoute.Genre>("genre")
    }
    let swap: @Sendable (UUID, UUID) -> Pair = { first, second in .pair(second, first) }
    let swapsTwo = LinkRoute(swap) {
      "pairs"
      LinkCapture<UUID>("first")
      LinkCapture<UUID>("second")
    }
    let refused = #expect(throws: LinkGrammarError.self) {
      _ = try LinkGrammar(origins: libraryOrigins, routes: [swapsTwo])
    }
    #expect(refused?.problem == .notACase && refused?.patterns == ["/pairs/{first:uuid}/{second:uuid}"])
    let changed = #expect(throws: LinkGrammarError.self) {
      _ = try LinkGrammar(origins: libraryOrigins, routes: [changesAValue])
    }
    #expect(changed?.problem == .notACase && changed?.patterns == ["/rated/{score:number}/{genre:keyword}"])
    // Declared as the case itself, the same fields build.
    #expect(throws: Never.self) {
      _ = try LinkGrammar(
        origins: libraryOrigins,
        routes: [
          LinkRoute(Pair.pair) {
            "pairs"
            LinkCapture<UUID>("first")
            LinkCapture<UUID>("second")
          }
        ])
    }
  }

  @Test func twoCasesOnTheSamePathAreNamedByTheirCases() {
    // A pattern alone does not say which declaration it is; the case does.
    let routes: [LinkRoute<LibraryRoute>] = [
      LinkRoute(LibraryRoute.shelf) {},
      LinkRoute(LibraryRoute.book) { LinkCapture<UUID>("book") },
      LinkRoute(LibraryRoute.search) {
        LinkCapture<String>("term")
        LinkQuery<UInt64?>("page")
        LinkQuery<Bool?>("exact")
      },
    ]
    let error = #expect(throws: LinkGrammarError.self) { _ = try LinkGrammar(origins: libraryOrigins, routes: routes) }
    #expect(error?.problem == .ambiguousRoutes)
    #expect(error?.patterns == ["/{book:uuid}", "/{term:text}"])
    #expect(
      error?.message.hasPrefix(
        "the route /{book:uuid} (LibraryRoute.book) and the route /{term:text} (LibraryRoute.search)")
        == true, "\(error?.message ?? "")")
  }

  @Test func twoValueLessRoutesOnTheRootAreNamedByTheirCases() {
    let routes: [LinkRoute<Root>] = [LinkRoute(Root.home) {}, LinkRoute(Root.start) {}]
    let error = #expect(throws: LinkGrammarError.self) { _ = try LinkGrammar(origins: libraryOrigins, routes: routes) }
    #expect(error?.problem == .ambiguousRoutes && error?.patterns == ["/", "/"])
    #expect(
      error?.message.hasPrefix("the route / (Root.home) and the route / (Root.start) both read /") == true,
      "\(error?.message ?? "")")
  }

  @Test func aRouteAnEarlierOneShadowsIsRefused() {
    // The second route's links all read as the first one's: its sample never reads back.
    let routes: [LinkRoute<TagRoute>] = [
      LinkRoute<TagRoute> {
        "t"
        LinkCapture<UUID>("id")
      } read: { id in
        .other(id)
      } print: { _ in
        nil
      },
      LinkRoute(TagRoute.other) {
        "t"
        LinkCapture<UUID>("id")
      },
    ]
    let error = #expect(throws: LinkGrammarError.self) { _ = try LinkGrammar(origins: libraryOrigins, routes: routes) }
    #expect(error?.problem == .ambiguousRoutes)
  }
}

extension TypedRouteTests {
  /// What a grammar of fixed routes falls back to if they ever fail their check: refusals,
  /// never a trap.
  @Test func aGrammarWithoutRoutesRefusesEveryLinkAndPrintsNone() {
    let grammar = LinkGrammar<LibraryRoute>.withoutRoutes(origins: libraryOrigins)
    let read = refusal { () throws(NavigationError) in _ = try grammar.match(link: "lib://books") }
    #expect(Refused(read) == Refused("unknown-route", "path/0"))
    let root = refusal { () throws(NavigationError) in _ = try grammar.match(link: "lib://") }
    #expect(Refused(root) == Refused("unknown-route", "path/0"))
    let printed = refusal { () throws(NavigationError) in _ = try grammar.link(for: .shelf) }
    #expect(printed?.code == .notLinkable)
  }

}
