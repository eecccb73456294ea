import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// A shop's links, declared so that the candidate index must fall back: a first word with a
/// spelling of another length, a route starting with a capture, one reading the rest of the
/// path, and the empty path.
enum ShopRoute: Hashable, Sendable {
  case home
  case item(UUID)
  case catalogue
  case profile(Int128)
  case file(String)
}

@Suite struct CandidateIndexTests {
  static let origins = LinkOrigins(customSchemes: ["shop"], webHosts: [], printed: .customScheme("shop"))

  static let routes: [LinkRoute<ShopRoute>] = [
    LinkRoute([], read: { _ in .home }, write: { route, _ in route == .home }),
    LinkRoute(
      [.literal("item"), .capture("id", .uuid)], read: { $0[capture: "id"]?.uuid.map(ShopRoute.item) },
      write: { route, values in
        guard case .item(let id) = route else { return false }
        values[capture: "id"] = .uuid(id)
        return true
      }),
    LinkRoute(
      [.literal("catalogue", aliases: ["cat"]), .literal("list")], read: { _ in .catalogue },
      write: { route, _ in route == .catalogue }),
    LinkRoute(
      [.capture("number", .integer(0...999_999_999_999_999)), .literal("profile")],
      read: { $0[capture: "number"]?.integer.map(ShopRoute.profile) },
      write: { route, values in
        guard case .profile(let number) = route else { return false }
        values[capture: "number"] = .integer(number)
        return true
      }),
    LinkRoute(
      [.literal("files"), .capture("path", .path)], read: { $0[capture: "path"]?.text.map(ShopRoute.file) },
      write: { route, values in
        guard case .file(let path) = route else { return false }
        values[capture: "path"] = .text(path)
        return true
      }),
  ]

  let grammar = LinkGrammar.checked(origins: Self.origins, routes: Self.routes)

  static let id = UUID(
    uuid: (0x6f, 0x1c, 0x2a, 0x9e, 0x3b, 0x4d, 0x4c, 0x8e, 0x9f, 0x10, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f))

  @Test(arguments: [
    ("shop://", ShopRoute.home),
    ("shop://item/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f", .item(id)),
    // Both spellings of the first word, of different byte counts.
    ("shop://catalogue/list", .catalogue),
    ("shop://cat/list", .catalogue),
    // The first segment's decoded bytes count, not the link's: escaped, or in upper case.
    ("shop://c%61t/list", .catalogue),
    ("shop://c%61talogue/list", .catalogue),
    ("shop://CAT/list", .catalogue),
    ("shop://%31/profile", .profile(1)),
    // A first capture, whatever its byte count: shorter than every first word, as long as
    // one, and longer than all.
    ("shop://1/profile", .profile(1)),
    ("shop://123/profile", .profile(123)),
    ("shop://1234/profile", .profile(1234)),
    ("shop://1234567890123/profile", .profile(1_234_567_890_123)),
    // The rest of the path, over more segments than any other route has.
    ("shop://files/a", .file("a")),
    ("shop://files/a/b/c/d", .file("a/b/c/d")),
  ])
  func everyRouteReadsWhateverItsFirstSegment(_ link: String, _ expected: ShopRoute) throws {
    #expect(try grammar.match(link: link) == expected)
  }

  // Refused as before the index: the reason names the segment where the routes got furthest,
  // a first capture's expectation included.
  @Test(arguments: [
    ("shop://cat/lists", "unknown-route", "path/1"),
    ("shop://1234/profiles", "unknown-route", "path/1"),
    ("shop://cat/list/more", "unknown-route", "path/2"),
    ("shop://a/b/c/d/e", "invalid-parameter", "path/0"),
    ("shop://catalogues/list", "invalid-parameter", "path/0"),
  ])
  func linksNoRouteReadsAreRefusedWhereTheyLeaveEveryRoute(_ link: String, _ code: String, _ location: String) {
    #expect(Refused(refusal { () throws(NavigationError) in try grammar.match(link: link) }) == Refused(code, location))
  }

  private func candidateRoutes(_ link: String) throws -> [Int] { try offeredRoutes(link, grammar) }

  @Test func onlyPatternsWhoseFirstWordMayBeTheSegmentAreOffered() throws {
    // Route 2 (`catalogue`, `cat`) and route 3 (a first capture) may read a first segment of
    // three or of nine bytes; route 1 (`item`) only one of four.
    #expect(try candidateRoutes("shop://cat/list") == [2, 3])
    #expect(try candidateRoutes("shop://catalogue/list") == [2, 3])
    #expect(try candidateRoutes("shop://item/list") == [1, 3])
    #expect(try candidateRoutes("shop://ab/list") == [3])
    #expect(try candidateRoutes("shop://catalogues-and-more/list") == [3])
    #expect(try candidateRoutes("shop://") == [0])
    // No fixed pattern has three segments; the rest of the path is offered apart.
    #expect(try candidateRoutes("shop://files/a/b").isEmpty)
  }
}

/// First words longer than the index's widest column share its last column with every longer
/// segment, and are still offered.
@Suite struct CandidateIndexLongWordTests {
  static let long = String(repeating: "l", count: CandidateIndex.widestColumn + 8)
  static let longer = String(repeating: "m", count: CandidateIndex.widestColumn + 1)

  static func route(_ first: LinkSegment, _ name: String) -> LinkRoute<String> {
    LinkRoute(
      [first, .literal("end")], read: { _ in name },
      write: { value, _ in value == name })
  }

  let grammar = LinkGrammar.checked(
    origins: LinkOrigins(customSchemes: ["app"], webHosts: [], printed: .customScheme("app")),
    routes: [
      route(.literal(Self.long), "long"), route(.literal("short", aliases: [Self.longer]), "short"),
      LinkRoute(
        [.capture("id", .uuid), .literal("end")], read: { $0[capture: "id"]?.uuid.map(UUIDText.format) },
        write: { value, values in
          guard let id = UUID(uuidString: value) else { return false }
          values[capture: "id"] = .uuid(id)
          return true
        }),
    ])

  @Test func everyFirstWordIsOfferedWhateverItsLength() throws {
    #expect(try grammar.match(link: "app://\(Self.long)/end") == "long")
    #expect(try grammar.match(link: "app://\(Self.longer)/end") == "short")
    #expect(try grammar.match(link: "app://short/end") == "short")
    // A capture longer than the widest column.
    let id = "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
    #expect(try grammar.match(link: "app://\(id)/end") == id)
    #expect(
      Refused(refusal { () throws(NavigationError) in try grammar.match(link: "app://\(Self.long)x/end") })
        == Refused("invalid-parameter", "path/0"))
  }
}

/// First words told apart by their bytes, not only their byte counts: words of one count, a
/// word with a spelling of another, and words longer than a key holds that differ only between
/// their first and last eight bytes.
@Suite struct CandidateIndexFirstWordTests {
  static let (longX, longY, longZ) = ("aaaaaaaaxbbbbbbbb", "aaaaaaaaybbbbbbbb", "aaaaaaaazbbbbbbbb")

  static func route(_ segments: [LinkSegment], _ name: String) -> LinkRoute<String> {
    LinkRoute(segments, read: { _ in name }, write: { value, _ in value == name })
  }

  let grammar = LinkGrammar.checked(
    origins: LinkOrigins(customSchemes: ["app"], webHosts: [], printed: .customScheme("app")),
    routes: [
      route([.literal("news"), .literal("list")], "news"),
      route([.literal("nest", aliases: ["nests"]), .literal("list")], "nest"),
      route([.literal(Self.longX), .literal("end")], "x"),
      route([.literal(Self.longY), .literal("end")], "y"),
      // Later literals: two spellings, a long word, and words of two and three bytes.
      route([.literal("z"), .literal("list", aliases: ["all"])], "z list"),
      route([.literal("z"), .literal(Self.longX)], "z long"),
      route([.literal("ab"), .literal("c")], "ab"),
    ])

  private func candidateRoutes(_ link: String) throws -> [Int] { try offeredRoutes(link, grammar) }

  @Test func onlyPatternsWhoseFirstWordIsTheSegmentAreOffered() throws {
    #expect(try candidateRoutes("app://news/list") == [0])
    #expect(try candidateRoutes("app://nest/list") == [1])
    #expect(try candidateRoutes("app://nests/list") == [1])
    // As long as a first word, and none.
    #expect(try candidateRoutes("app://nexx/list").isEmpty)
    #expect(try candidateRoutes("app://\(Self.longX)/end") == [2])
    #expect(try candidateRoutes("app://\(Self.longY)/end") == [3])
    #expect(try candidateRoutes("app://\(Self.longZ)/end").isEmpty)
    #expect(try candidateRoutes("app://z/all") == [4, 5])
  }

  @Test(arguments: [
    ("app://news/list", "news"), ("app://nest/list", "nest"), ("app://nests/list", "nest"),
    ("app://NEWS/list", "news"), ("app://n%65st/list", "nest"), ("app://\(longX)/end", "x"),
    ("app://\(longY)/end", "y"), ("app://z/list", "z list"), ("app://z/all", "z list"),
    ("app://z/\(longX)", "z long"), ("app://ab/c", "ab"),
  ])
  func everyRouteReadsItsOwnWords(_ link: String, _ expected: String) throws {
    #expect(try grammar.match(link: link) == expected)
  }

  @Test(arguments: [
    ("app://nexx/list", "path/0"), ("app://\(longZ)/end", "path/0"), ("app://news/lists", "path/1"),
    ("app://nest/end", "path/1"), ("app://\(longX)/ends", "path/1"), ("app://z/\(longY)", "path/1"),
    ("app://z/al", "path/1"), ("app://ba/c", "path/0"), ("app://ab/d", "path/1"),
  ])
  func wordsOfNoRouteAreRefusedWhereTheyLeaveEveryRoute(_ link: String, _ location: String) {
    #expect(
      Refused(refusal { () throws(NavigationError) in try grammar.match(link: link) })
        == Refused("unknown-route", location))
  }
}

/// The routes of the patterns a grammar's candidate index offers for a link, in the order
/// offered.
private func offeredRoutes<Target>(_ link: String, _ grammar: LinkGrammar<Target>) throws -> [Int] {
  let matcher = grammar.matcher
  var bytes = Array(link.utf8)
  return try bytes.withUnsafeMutableBufferPointer { bytes in
    try URLReader.read(UnsafeBufferPointer(bytes), origins: matcher.origins) { link in
      matcher.candidates(of: link).map { matcher.patterns[matcher.candidates.candidate(at: $0).pattern].route }
    }
  }
}
