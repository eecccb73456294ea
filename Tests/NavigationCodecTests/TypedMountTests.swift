import Foundation
import NavigationCodec
import Testing

/// Routes mounted under a typed prefix: the prefix's captures and the inner value are one enum
/// case's values, read and printed from its constructor.
@Suite struct TypedMountTests {
  enum Page: Hashable, Sendable, Encodable {
    case home
    case post(UUID)
  }

  /// A handle: text that does not start with `-`.
  struct Handle: LinkFieldValue, Hashable {
    var text: String
    static var linkFieldKind: LinkFieldKind { .text }
    static var linkSample: Handle? { Handle(text: "sample") }
    static var linkExpectation: String { "a handle (text not starting with \"-\")" }
    init(text: String) { self.text = text }
    init?(linkValue: LinkValue) {
      guard case .text(let text) = linkValue, !text.hasPrefix("-") else { return nil }
      self.text = text
    }
    var linkValue: LinkValue? { text.hasPrefix("-") ? nil : .text(text) }
  }

  enum App: Hashable, Sendable, Encodable {
    case settings(Page)
    case user(Handle, Page)
    case archive(year: Int, month: Int, Page)
    case other(String, Page)
  }

  static let id = UUID(
    uuid: (0x6f, 0x1c, 0x2a, 0x9e, 0x3b, 0x4d, 0x4c, 0x8e, 0x9f, 0x10, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f))
  static let origins = LinkOrigins(customSchemes: ["app"], webHosts: [], printed: .customScheme("app"))
  static let pages = [
    LinkRoute(Page.home) { "home" },
    LinkRoute(Page.post) {
      "posts"
      LinkCapture<UUID>("id")
    },
  ]

  static func grammar() throws -> LinkGrammar<App> {
    try LinkGrammar(
      origins: origins,
      routes: pages.mounted(App.settings) { "settings" }
        + pages.mounted(App.user) {
          "users"
          LinkCapture<Handle>("user")
        }
        + pages.mounted(App.archive) {
          "archive"
          LinkCapture<Int>("year")
          LinkCapture<Int>("month")
        })
  }

  @Test(arguments: [
    ("app://settings/home", App.settings(.home)),
    ("app://users/ada/posts/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f", App.user(Handle(text: "ada"), .post(id))),
    ("app://archive/2025/11/home", App.archive(year: 2025, month: 11, .home)),
  ])
  func aMountedCaseReadsAndPrintsItsPrefixAndItsRoute(link: String, value: App) throws {
    let grammar = try Self.grammar()
    #expect(try grammar.match(link: link) == value)
    #expect(try grammar.link(for: value) == link)
  }

  @Test func aPrefixValueItsTypeRefusesIsAnInvalidParameterAtItsSegment() throws {
    let grammar = try Self.grammar()
    let refused = #expect(throws: NavigationError.self) { try grammar.match(link: "app://users/-ada/home") }
    #expect(refused?.code == .invalidParameter && refused?.location == "path/1")
    #expect(refused?.message == #"expected a handle (text not starting with "-") but found "-ada""#)
    let month = #expect(throws: NavigationError.self) { try grammar.match(link: "app://archive/2025/x/home") }
    #expect(month?.code == .invalidParameter && month?.location == "path/2")
  }

  /// A route read in place under a prefix with captures refuses its own field at that
  /// field's place in the link, before the prefix's values are read.
  @Test func anInnerFieldRefusedUnderAPrefixIsReportedAtItsOwnPlace() throws {
    enum Inner: Hashable, Sendable, Encodable {
      case list(page: Int)
      case shelf(Shelf)
    }
    /// A keyword whose conformance refuses its last word.
    enum Shelf: String, CaseIterable, Hashable, Sendable, LinkFieldValue {
      case top, middle, bottom
      init?(linkValue: LinkValue) {
        guard case .keyword(let index) = linkValue, index < 2 else { return nil }
        self = Self.allCases[index]
      }
    }
    enum Outer: Hashable, Sendable, Encodable { case user(Handle, Inner) }
    let grammar = try LinkGrammar(
      origins: Self.origins,
      routes: [
        LinkRoute(Inner.list) {
          "list"
          LinkQuery<Int>("page")
        },
        LinkRoute(Inner.shelf) { LinkCapture<Shelf>("shelf") },
      ].mounted(Outer.user) {
        "users"
        LinkCapture<Handle>("user")
      })
    #expect(try grammar.match(link: "app://users/ada/list?page=2") == .user(Handle(text: "ada"), .list(page: 2)))
    #expect(try grammar.match(link: "app://users/ada/middle") == .user(Handle(text: "ada"), .shelf(.middle)))
    for link in ["app://users/ada/list", "app://users/-ada/list"] {
      let refused = #expect(throws: NavigationError.self) { try grammar.match(link: link) }
      #expect(refused?.code == .invalidParameter && refused?.location == "query/page")
      #expect(refused?.message == #"the parameter "page" is required; expected an integer such as 42"#)
    }
    for link in ["app://users/ada/bottom", "app://users/-ada/bottom"] {
      let refused = #expect(throws: NavigationError.self) { try grammar.match(link: link) }
      #expect(refused?.code == .invalidParameter && refused?.location == "path/2")
      #expect(refused?.message == #"expected one of top, middle, bottom but found "bottom""#)
    }
  }

  @Test func aPrefixValueWithNoLinkFormIsNotLinkable() throws {
    let grammar = try Self.grammar()
    let refused = #expect(throws: NavigationError.self) {
      try grammar.link(for: .user(Handle(text: "-ada"), .home))
    }
    #expect(refused?.code == .notLinkable)
    #expect(refused?.message.contains(#"the field "user" holds a value that is not a handle"#) == true)
  }

  @Test func aValueOfAnotherCasePrintsNothing() throws {
    let grammar = try Self.grammar()
    let refused = #expect(throws: NavigationError.self) { try grammar.link(for: .other("x", .home)) }
    #expect(refused?.code == .notLinkable)
  }

  @Test func aConstructorThatIsNotTheCaseIsRefusedWhenTheGrammarIsBuilt() {
    let shouting = { @Sendable (user: String, page: Page) in App.other(user.uppercased(), page) }
    let routes = Self.pages.mounted(shouting) {
      "others"
      LinkCapture<String>("name")
    }
    let error = #expect(throws: LinkGrammarError.self) { try LinkGrammar(origins: Self.origins, routes: routes) }
    #expect(error?.problem == .notACase && error?.patterns == ["/others/{name:text}/home"])
  }

  @Test func aCaseWhoseValuesDifferIsRefusedNamingTheField() {
    // The case holds a `Handle`; a constructor taking a `String` compiles but is not the case.
    let wrapping = { @Sendable (user: String, page: Page) in App.user(Handle(text: user), page) }
    let routes = Self.pages.mounted(wrapping) {
      "users"
      LinkCapture<String>("user")
    }
    let error = #expect(throws: LinkGrammarError.self) { try LinkGrammar(origins: Self.origins, routes: routes) }
    #expect(error?.problem == .notACase)
    #expect(error?.message.contains("\"user\"") == true)
  }

  @Test func aPrefixWithAQueryParameterIsRefused() {
    let routes = Self.pages.mounted(App.user) {
      "users"
      LinkQuery<Handle>("user")
    }
    let error = #expect(throws: LinkGrammarError.self) { try LinkGrammar(origins: Self.origins, routes: routes) }
    #expect(error?.problem == .notACase && error?.message.contains("not query parameters") == true)
  }

  @Test func printingAGroupAgreesWithPrintingEachRouteAlone() throws {
    let grouped = try Self.grammar()
    let alone = try LinkGrammar(origins: Self.origins, routes: grouped.routes.reversed())
    for value in [App.settings(.post(Self.id)), .user(Handle(text: "b"), .home), .archive(year: -1, month: 0, .home)] {
      #expect(try grouped.link(for: value) == alone.link(for: value))
    }
  }
}

extension TypedMountTests {
  /// Routes written by hand mount as typed ones do: their sample is made by their `read`.
  @Test func routesWrittenByHandMountToo() throws {
    let byHand = LinkRoute<Page> {
      "home"
    } read: {
      .home
    } print: { page in
      guard case .home = page else { return nil }
      return ()
    }
    let grammar = try LinkGrammar(origins: Self.origins, routes: [byHand].mounted(App.settings) { "settings" })
    #expect(try grammar.link(for: .settings(.home)) == "app://settings/home")
    #expect(try grammar.match(link: "app://settings/home") == .settings(.home))
  }
}
