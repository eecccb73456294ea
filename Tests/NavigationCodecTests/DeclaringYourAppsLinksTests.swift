import Foundation
import NavigationCodec
import Testing

// The reading app of the article "Declaring your app's links", as it is written there.

enum ArticleGenre: String, CaseIterable, Sendable, LinkFieldValue {
  case fiction, poetry
}

enum ReaderRoute: Hashable, Sendable, Encodable {
  case library
  case book(UUID)
  case chapter(book: UUID, number: Int, startDate: Date?)
  case shelf(genre: ArticleGenre, page: UInt16?)
}

let readerRoutes: [LinkRoute<ReaderRoute>] = [
  LinkRoute(ReaderRoute.library, summary: "the library") {},
  LinkRoute(ReaderRoute.book, summary: "a book") {
    "books"
    LinkCapture<UUID>("book")
  },
  LinkRoute(ReaderRoute.chapter, summary: "a chapter") {
    "books"
    LinkCapture<UUID>("book")
    "chapters"
    LinkCapture<Int>("number")
    LinkQuery<Date?>("from")
  },
  LinkRoute(ReaderRoute.shelf, summary: "a shelf") {
    "shelves"
    LinkCapture<ArticleGenre>("genre")
    LinkQuery<UInt16?>("page")
  },
]

enum ReaderLinks {
  static let origins = LinkOrigins(
    customSchemes: ["reader"], webHosts: ["reader.example"], printed: .web(host: "reader.example"))
  static let grammar = Result { () throws(LinkGrammarError) in
    try LinkGrammar(origins: origins, routes: readerRoutes)
  }
}

@Suite struct DeclaringYourAppsLinksTests {
  @Test func theArticlesLinksReadAndPrint() throws {
    let grammar = try ReaderLinks.grammar.get()
    #expect(try grammar.match(link: "https://reader.example/shelves/poetry?page=2") == .shelf(genre: .poetry, page: 2))
    let book = UUID(uuid: (1, 2, 3, 4, 5, 6, 0x47, 8, 0x89, 10, 11, 12, 13, 14, 15, 16))
    #expect(
      try grammar.link(for: .chapter(book: book, number: 3, startDate: nil))
        == "https://reader.example/books/01020304-0506-4708-890a-0b0c0d0e0f10/chapters/3")
  }

  @Test(arguments: [
    ("/shelves/drama", "path/1", "expected one of fiction, poetry but found \"drama\""),
    ("/shelves/poetry?page=1.5", "query/page", "expected an integer from 0 to 65535 but found \"1.5\""),
    (
      "/books/01020304-0506-4708-890a-0b0c0d0e0f10/chapters/07", "path/3",
      "expected an integer such as 42 but found \"07\""
    ),
  ])
  func theArticlesErrorsAreWhatItSays(_ path: String, _ location: String, _ message: String) throws {
    let grammar = try ReaderLinks.grammar.get()
    let error = #expect(throws: NavigationError.self) { _ = try grammar.match(link: "reader://" + path.dropFirst()) }
    #expect(error?.code == .invalidParameter && error?.location.description == location)
    #expect(error?.message == message)
    let unknown = #expect(throws: NavigationError.self) { _ = try grammar.match(link: "reader://magazines") }
    #expect(unknown?.code == .unknownRoute && unknown?.location.description == "path/0")
  }
}
