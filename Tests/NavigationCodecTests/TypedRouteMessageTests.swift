import Foundation
import NavigationCodec
import TestSupport
import Testing

/// What a grammar says to the developer who declared it: a case no route prints, and a case
/// declared twice, each named.
@Suite struct TypedRouteMessageTests {
  /// A case declared by two routes is refused naming the route that prints it first and
  /// saying that it opens the same case.
  @Test func twoRoutesOfOneCaseAreRefusedNamingTheFirst() {
    let routes = [
      LinkRoute(LibraryRoute.book) {
        "books"
        LinkCapture<UUID>("id")
      },
      LinkRoute(LibraryRoute.book) {
        "volumes"
        LinkCapture<UUID>("id")
      },
    ]
    let error = #expect(throws: LinkGrammarError.self) { _ = try LinkGrammar(origins: libraryOrigins, routes: routes) }
    #expect(error?.problem == .sampleDoesNotReadBack)
    #expect(error?.patterns == ["/volumes/{id:uuid}"])
    #expect(
      error?.message.hasPrefix(
        "the route /volumes/{id:uuid} does not read back its sample value: the earlier route /books/{id:uuid} (of the"
          + " same case, LibraryRoute.book: declare a case once, with alsoReading for its legacy spellings) prints it"
          + " first, as ") == true)
  }

  /// A value of a case no route declares is refused naming the case, so that the missing
  /// route is plain.
  @Test func printingACaseNoRouteDeclaresNamesTheCase() throws {
    let grammar = try LinkGrammar(origins: libraryOrigins, routes: [LinkRoute(LibraryRoute.shelf) { "shelf" }])
    let printed = refusal { () throws(NavigationError) in
      _ = try grammar.link(for: .search(term: "tea", page: nil, exact: nil))
    }
    #expect(Refused(printed) == Refused("not-linkable", "input"))
    #expect(printed?.message == "no route of the link grammar prints the case LibraryRoute.search")
  }

  /// A raw-value enum's case is named by what it encodes as, its raw value.
  @Test func printingARawValueCaseNoRouteDeclaresNamesItsRawValue() throws {
    enum Tab: String, Encodable, Sendable {
      case home
      case privacy = "Privacy"
    }
    let grammar = try LinkGrammar(origins: libraryOrigins, routes: [LinkRoute(Tab.home) { "home" }])
    let printed = refusal { () throws(NavigationError) in _ = try grammar.link(for: .privacy) }
    #expect(Refused(printed) == Refused("not-linkable", "input"))
    #expect(printed?.message == #"no route of the link grammar prints the value of Tab encoded as "Privacy""#)
  }

  /// A case that has routes, holding a value none of them prints, is not named as missing.
  @Test func printingAnInnerCaseNoMountedRouteDeclaresDoesNotBlameTheOuterCase() throws {
    enum Inner: Encodable, Sendable { case a, b }
    enum Outer: Encodable, Sendable { case lib(Inner) }
    let grammar = try LinkGrammar(
      origins: libraryOrigins, routes: [LinkRoute(Inner.a) { "a" }].mounted(Outer.lib) { "lib" })
    let printed = refusal { () throws(NavigationError) in _ = try grammar.link(for: .lib(.b)) }
    #expect(Refused(printed) == Refused("not-linkable", "input"))
    #expect(printed?.message == "no route of the link grammar prints this value")
  }

  /// A grammar error's code is the stable text a test compares.
  @Test func aGrammarErrorsCodeIsItsProblemsText() {
    let routes = [LinkRoute(LibraryRoute.shelf) { "shelf" }, LinkRoute(LibraryRoute.shelf) { "shelf" }]
    let error = #expect(throws: LinkGrammarError.self) { _ = try LinkGrammar(origins: libraryOrigins, routes: routes) }
    #expect(error?.code == "ambiguous-routes")
    #expect(error?.description.hasPrefix("error[ambiguous-routes]: ") == true)
  }
}
