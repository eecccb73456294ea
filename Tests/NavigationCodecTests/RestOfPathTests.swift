import Foundation
import NavigationCommandLine
import TestSupport
import Testing

@testable import NavigationCodec

/// A documents app whose links carry a file's path: a capture of the rest of the path, alone
/// and after other captures, with a query after it.
enum FilesRoute: Hashable, Sendable, Encodable {
  case recent
  case file(String)
  case line(repo: UUID, path: String, line: Int?)
  case doc(UUID)
}

let filesOrigins = LinkOrigins(customSchemes: ["docs"], webHosts: ["docs.example"], printed: .web(host: "docs.example"))

let filesRoutes: [LinkRoute<FilesRoute>] = [
  LinkRoute(FilesRoute.recent) { "recent" },
  LinkRoute(FilesRoute.file, summary: "a file") {
    "files"
    LinkRestOfPath("path")
  },
  LinkRoute(FilesRoute.line) {
    "repos"
    LinkCapture<UUID>("repo")
    "blob"
    LinkRestOfPath("path")
    LinkQuery<Int?>("line")
  },
  LinkRoute(FilesRoute.doc) {
    "docs"
    LinkCapture<UUID>("id")
  },
]

@Suite struct RestOfPathTests {
  let grammar: LinkGrammar<FilesRoute>

  init() throws {
    grammar = try LinkGrammar(origins: filesOrigins, routes: filesRoutes)
  }

  static let repo = UUID(
    uuid: (0x6f, 0x1c, 0x2a, 0x9e, 0x3b, 0x4d, 0x4c, 0x8e, 0x9f, 0x10, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f))

  // MARK: Reading and printing

  @Test func nestedSegmentsReadAsOnePathAndPrintBack() throws {
    let cases: [(FilesRoute, String)] = [
      (.file("a"), "https://docs.example/files/a"),
      (.file("docs/read me.txt"), "https://docs.example/files/docs/read%20me.txt"),
      (.file("a/b/c/é/100%"), "https://docs.example/files/a/b/c/%C3%A9/100%25"),
      (.file("x?y#z/..."), "https://docs.example/files/x%3Fy%23z/..."),
      // A piece that starts with a combining mark: "/" and the mark are one character.
      (.file("a/\u{329}b"), "https://docs.example/files/a/%CC%A9b"),
      (
        .line(repo: Self.repo, path: "src/main.swift", line: 12),
        "https://docs.example/repos/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/blob/src/main.swift?line=12"
      ),
      (
        .line(repo: Self.repo, path: "README", line: nil),
        "https://docs.example/repos/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/blob/README"
      ),
    ]
    for (value, link) in cases {
      #expect(try grammar.link(for: value) == link)
      #expect(try grammar.match(link: link) == value, "\(link)")
    }
  }

  @Test func anyReadableSpellingPrintsItsCanonicalForm() throws {
    let spellings: [(String, String)] = [
      ("https://docs.example/files/%61/b/", "https://docs.example/files/a/b"),
      ("docs://files/a%20b/c", "https://docs.example/files/a%20b/c"),
      ("https://docs.example/files/A%2db/%C3%A9", "https://docs.example/files/A-b/%C3%A9"),
    ]
    for (link, canonical) in spellings {
      let value = try grammar.match(link: link)
      #expect(try grammar.link(for: value) == canonical, "\(link)")
    }
  }

  @Test func everyPrintableTextReadsBackAsItself() throws {
    let alphabet: [String] = ["a", "Z", "0", " ", "%", "/", "/", ".", "-", "~", "+", "&", "=", "?", "#", "é", "日", "😀"]
    var random = SplitMix64(seed: 37)
    var printed = 0
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? "a"
      }.joined()
      guard let link = try? grammar.link(for: .file(text)) else {
        // Only a text with an empty, `.` or `..` piece has no link form.
        let pieces = text.split(separator: "/", omittingEmptySubsequences: false)
        #expect(pieces.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "\(text)")
        continue
      }
      printed += 1
      #expect(try grammar.match(link: link) == .file(text), "\(link)")
    }
    #expect(printed > 1000)
  }

  @Test(arguments: [
    // An encoded slash is refused by the link reader, in every segment.
    ("https://docs.example/files/a/b%2Fc", Refused("malformed-url", "path/2")),
    ("https://docs.example/files/a/%2e/b", Refused("malformed-url", "path/2")),
    ("https://docs.example/files/a/../b", Refused("malformed-url", "path/2")),
    ("https://docs.example/files/a//b", Refused("malformed-url", "path/2")),
    ("https://docs.example/files/a%5Cb", Refused("malformed-url", "path/1")),
    ("https://docs.example/files", Refused("unknown-route", "path/1")),
    ("https://docs.example/repos/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/blob", Refused("unknown-route", "path/3")),
    ("https://docs.example/repos/x/blob/a/b", Refused("invalid-parameter", "path/1")),
    (
      "https://docs.example/repos/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/blob/a?line=x",
      Refused("invalid-parameter", "query/line")
    ),
  ])
  func aLinkTheCaptureCannotHoldIsRefusedAtItsSegment(_ link: String, _ expected: Refused) {
    #expect(Refused(refusal { () throws(NavigationError) in try grammar.match(link: link) }) == expected)
  }

  @Test(arguments: ["", "/", "a/", "/a", "a//b", "a/./b", ".", "..", "../x", "a\\b"])
  func aValueThatIsNotAPathIsNotLinkable(_ text: String) {
    let error = refusal { () throws(NavigationError) in try grammar.link(for: .file(text)) }
    #expect(Refused(error) == Refused("not-linkable", "input"))
    #expect(error?.message.contains("the field \"path\" holds a value that is not a path") == true)
  }

  @Test func theLinkLengthLimitHoldsForLongPaths() throws {
    let grammar = try LinkGrammar(origins: filesOrigins, routes: filesRoutes, limits: Limits(urlLength: 96))
    let deep = Array(repeating: "ab", count: 30).joined(separator: "/")
    #expect(
      Refused(refusal { () throws(NavigationError) in try grammar.match(link: "https://docs.example/files/" + deep) })
        == Refused("limit-exceeded", "input"))
    let error = refusal { () throws(NavigationError) in try grammar.link(for: .file(deep)) }
    #expect(Refused(error) == Refused("not-linkable", "input"))
    #expect(error?.message.contains("longer than the limit") == true)
    #expect(try grammar.match(link: "https://docs.example/files/a/b/c/d/e/f/g/h/i/j") == .file("a/b/c/d/e/f/g/h/i/j"))
  }

  // MARK: The grammar's check

  static func build(_ routes: [LinkRoute<FilesRoute>]) -> LinkGrammarError? {
    do {
      _ = try LinkGrammar(origins: filesOrigins, routes: routes)
      return nil
    } catch {
      return error
    }
  }

  @Test func theRestOfThePathMustBeTheLastPathPiece() {
    let notLast = Self.build([
      LinkRoute(FilesRoute.file) {
        "files"
        LinkRestOfPath("path")
        "edit"
      }
    ])
    #expect(notLast?.problem == .misplacedRestOfPath)
    #expect(notLast?.patterns == ["/files/{path:path}/edit"])
    let twice = Self.build([
      LinkRoute(declaring: [.capture("repo", .uuid), .capture("a", .path), .capture("path", .path)])
    ])
    #expect(twice?.problem == .misplacedRestOfPath)
    #expect(twice?.patterns == ["/{repo:uuid}/{a:path}/{path:path}"])
    let inAlias = Self.build([
      LinkRoute(
        declaring: [.literal("f"), .capture("path", .path)], aliases: [[.capture("path", .path), .literal("f")]])
    ])
    #expect(inAlias?.problem == .misplacedRestOfPath)
    #expect(inAlias?.patterns == ["/f/{path:path}", "/{path:path}/f"])
    let inQuery = Self.build([
      LinkRoute(declaring: [.literal("q")], query: [LinkQueryField("p", .path)])
    ])
    #expect(inQuery?.problem == .misplacedRestOfPath)
    #expect(inQuery?.patterns == ["/q"])
    #expect(inQuery?.message.contains("\"p\"") == true)
  }

  @Test func aRouteOfFixedLengthTheRestOfThePathAlsoReadsIsAmbiguous() {
    let rest = LinkRoute(FilesRoute.file) {
      "files"
      LinkRestOfPath("path")
    }
    let word = LinkRoute(FilesRoute.recent) {
      "files"
      "recent"
    }
    let uuid = LinkRoute(FilesRoute.doc) {
      "files"
      LinkCapture<UUID>("id")
    }
    let deeper = LinkRoute(FilesRoute.line) {
      "files"
      LinkCapture<UUID>("repo")
      "blob"
      LinkRestOfPath("path")
      LinkQuery<Int?>("line")
    }
    let cases: [([LinkRoute<FilesRoute>], [String], String)] = [
      ([rest, word], ["/files/{path:path}", "/files/recent"], "/files/recent"),
      ([uuid, rest], ["/files/{id:uuid}", "/files/{path:path}"], "/files/00000000-0000-0000-0000-000000000000"),
      (
        [rest, deeper], ["/files/{path:path}", "/files/{repo:uuid}/blob/{path:path}"],
        "/files/00000000-0000-0000-0000-000000000000/blob/path"
      ),
    ]
    for (routes, patterns, example) in cases {
      let error = Self.build(routes)
      #expect(error?.problem == .ambiguousRoutes)
      #expect(error?.patterns == patterns)
      #expect(error?.example == example)
    }
  }

  @Test func routesTheRestOfThePathCannotReachAreFine() throws {
    let routes = [
      LinkRoute(FilesRoute.file) {
        "files"
        LinkRestOfPath("path")
      },
      LinkRoute(FilesRoute.recent) { "files" },
      LinkRoute(FilesRoute.doc) {
        "docs"
        LinkCapture<UUID>("id")
      },
    ]
    let grammar = try LinkGrammar(origins: filesOrigins, routes: routes)
    #expect(try grammar.match(link: "https://docs.example/files") == .recent)
    #expect(try grammar.match(link: "https://docs.example/files/files") == .file("files"))
  }

  // MARK: What is generated from it

  @Test func theRouteTableShowsTheCaptureAsAPath() {
    let table = grammar.routeTable()
    #expect(
      table.map(\.pattern) == [
        "/recent", "/files/{path:path}", "/repos/{repo:uuid}/blob/{path:path}", "/docs/{id:uuid}",
      ])
    #expect(table[1].captures == [LinkRouteDescription.Field("path", .path)])
    #expect(table[1].example == "https://docs.example/files/example/path")
    #expect(LinkFieldKind.path.name == "path")
  }

  @Test func associationFilesOpenEveryLinkTheGrammarReads() throws {
    let appID = "ABCDE12345.com.example.docs"
    let file = AppleAppSiteAssociation(grammar: grammar, appIDs: [try #require(AppleAppID(appID))])
    let uuid = "????????-????-????-????-????????????"
    #expect(
      file.components.compactMap(\.path) == [
        "/recent", "/recent/", "/files/?*", "/repos/\(uuid)/blob/?*", "/docs/\(uuid)", "/docs/\(uuid)/",
      ])
    let matcher = try AppleAppLinkMatcher(file: file.bytes, appID: appID)
    let links = [
      "https://docs.example/files/a", "https://docs.example/files/a/b/c/", "https://docs.example/files/%C3%A9/x%20y",
      "https://docs.example/repos/\(Self.repo)/blob/a/b?line=3",
    ]
    for link in links {
      #expect(try grammar.match(link: link) != .recent)
      #expect(matcher.opens(link), "\(link)")
    }
    #expect(!matcher.opens("https://docs.example/files"))
    #expect(!matcher.opens("https://docs.example/files/"))
    var random = SplitMix64(seed: 5)
    for _ in 0..<300 {
      let pieces = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        ["a", "b c", "%", "é", "x.y", "日本", "-"].randomElement(using: &random) ?? "a"
      }
      let link = try grammar.link(for: .file(pieces.joined(separator: "/")))
      #expect(matcher.opens(link), "\(link)")
      #expect(matcher.opens(link + "/"), "\(link)/")
    }

    let filters = AndroidIntentFilters(grammar: grammar).text
    #expect(filters.contains(#"<data android:pathPattern="/files/..*" />"#))
    #expect(!filters.contains(#"<data android:pathPattern="/files/..*/" />"#))
    #expect(filters.contains(#"<data android:pathPattern="/repos/........-....-....-....-............/blob/..*" />"#))
  }
}
