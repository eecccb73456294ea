import Foundation
import NavigationCodec
import Testing

/// Typed routes mounted together print from the inner value their group extracts, read in
/// place: every field kind, an indirect case, and cases whose tag may share the payload's
/// bits, printed one after another from one grammar.
@Suite struct TypedGroupPrintingTests {
  enum Outer: Hashable, Sendable, Encodable {
    case library(LibraryRoute)
    case shelved(shelf: Int, LibraryRoute)
  }

  static func grammar() throws -> LinkGrammar<Outer> {
    try LinkGrammar(
      origins: libraryOrigins,
      routes: libraryRoutes.mounted(Outer.library) { "in" }
        + libraryRoutes.mounted(Outer.shelved) {
          "shelves"
          LinkCapture<Int>("shelf")
        })
  }

  @Test func everyValuePrintsUnderItsPrefixAndReadsBack() throws {
    let grammar = try Self.grammar()
    // Twice over: a value read in place is left as it was for the next link.
    for _ in 0..<2 {
      for (value, link) in TypedRouteTests.values {
        let path = String(link.dropFirst("lib://".count))
        let under = "lib://in" + (path.isEmpty ? "" : "/" + path)
        let shelved = "lib://shelves/4" + (path.isEmpty ? "" : "/" + path)
        #expect(try grammar.link(for: .library(value)) == under)
        #expect(try grammar.match(link: under) == .library(value), "\(under)")
        #expect(try grammar.link(for: .shelved(shelf: 4, value)) == shelved)
        #expect(try grammar.match(link: shelved) == .shelved(shelf: 4, value), "\(shelved)")
      }
    }
  }

  @Test func aValueWithNoLinkFormIsRefusedNamingItsField() throws {
    let grammar = try Self.grammar()
    #expect {
      try grammar.link(for: .library(.rating(score: .infinity, genre: .fiction)))
    } throws: { error in
      let error = error as? NavigationError
      return error?.code == .notLinkable && error?.location == "input"
        && error?.message.contains("\"score\"") == true
    }
  }
}
