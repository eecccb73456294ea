import Foundation

/// A second app's navigation state, unlike the exercise app's, declared with nothing but
/// synthesized `Codable`: nested enums with associated values, optionals, arrays, dates, UUIDs
/// and a dictionary with string keys.
struct LibraryState: Codable, Hashable, Sendable {
  enum Screen: Codable, Hashable, Sendable {
    case shelf(id: UUID)
    case book(id: UUID, page: Int?)
    case search(query: String, filters: [Filter])
  }

  enum Filter: Codable, Hashable, Sendable {
    case author(name: String)
    case publishedAfter(date: Date)
    case unread
  }

  enum Sheet: Codable, Hashable, Sendable {
    case settings
    case share(book: UUID, note: String?)
  }

  var path: [Screen]
  var sheet: Sheet?
  var bookmarks: [String: Date]
  var lastOpened: Date?
  var fontScale: Double
}

extension LibraryState {
  static let shelf = UUID(uuidString: "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9") ?? UUID()
  static let book = UUID(uuidString: "11111111-2222-4333-8444-555555555555") ?? UUID()

  /// Every kind of value the state holds, for the golden.
  static let sample = LibraryState(
    path: [
      .shelf(id: shelf),
      .search(
        query: "Le\u{301}man & \"lakes\"/é",
        filters: [
          .author(name: "Ramuz"), .publishedAfter(date: Date(timeIntervalSince1970: 1_700_000_000.125)), .unread,
        ]),
      .book(id: book, page: 42),
      .book(id: book, page: nil),
    ],
    sheet: .share(book: book, note: nil),
    bookmarks: ["chapter 2": Date(timeIntervalSince1970: 1_700_000_100), "b": Date(timeIntervalSince1970: 0)],
    lastOpened: nil,
    fontScale: 1.25)
}
