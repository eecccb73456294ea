import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

extension NavigationError.Code {
  /// A second app's own resolution code, declared without any change to the engine.
  static let unknownBook = Self("unknown-book", layer: .resolution)
}

@Suite struct NavigationErrorCodeTests {
  /// The second app resolves a decoded state against its own data and refuses with its code.
  static func resolve(_ state: LibraryState, books: Set<UUID>) throws(NavigationError) -> LibraryState {
    for (index, screen) in state.path.enumerated() {
      if case .book(let id, _) = screen, !books.contains(id) {
        throw NavigationError(.unknownBook, at: JSONPointer.root / "path" / index / "book" / "id", "no book \(id)")
      }
    }
    return state
  }

  @Test func anAppsOwnCodeIsClassedByItsLayer() throws {
    let state = try SnapshotFormat<LibraryState>(name: "com.example.library", version: 3).decode(
      FixturePaths.read("codable/library/session.json"))
    let error = refusal { () throws(NavigationError) in try Self.resolve(state, books: []) }
    #expect(Refused(error) == Refused("unknown-book", "/path/2/book/id"))
    #expect(error?.layer == .resolution)
    #expect(error?.code == .unknownBook)
  }

  @Test func codesAreTheirSpellingAndKeepTheirLayer() {
    #expect(NavigationError.Code(rawValue: "unknown-book") == .unknownBook)
    #expect(NavigationError.Code.notLinkable.layer == .resolution)
    #expect(NavigationError.Code(rawValue: "not-linkable").layer == .resolution)
    for code: NavigationError.Code in [
      .limitExceeded, .malformedURL, .unsupportedOrigin, .unknownRoute, .invalidParameter, .duplicateParameter,
      .unknownParameter, .malformedJSON, .unsupportedFormat, .unsupportedVersion, .missingField, .unexpectedField,
      .invalidValue,
    ] {
      #expect(code.layer == .syntax, "\(code)")
      #expect(NavigationError.Code(rawValue: code.rawValue).layer == .syntax)
    }
    #expect(Set([NavigationError.Code.unknownBook, NavigationError.Code(rawValue: "unknown-book")]).count == 1)
  }
}

@Suite struct NavigationErrorLocationTests {
  @Test(arguments: [
    ("input", NavigationError.Location.input),
    ("/path/0/book", .pointer("/path/0/book")),
    ("line 3, column 14", .text(line: 3, column: 14)),
    ("query/title", .urlComponent("query/title")),
    ("query/line 1, column 2", .urlComponent("query/line 1, column 2")),
    ("path/2", .urlComponent("path/2")),
    ("scheme", .urlComponent("scheme")),
  ])
  func aLocationIsAValueWhoseTextIsTheStableForm(_ text: String, _ location: NavigationError.Location) {
    #expect(NavigationError.Location(text) == location)
    #expect(location.description == text)
  }

  @Test func readersBuildStructuredLocations() {
    let json = refusal { () throws(NavigationError) in try JSONReader().read("{\n  x}") }
    #expect(json?.location == .text(line: 2, column: 3))
    let pointer = NavigationError(.missingField, at: JSONPointer.root / "path", "expected a field")
    #expect(pointer.location == .pointer("/path"))
    #expect(NavigationError(.invalidValue, at: JSONPointer.root, "x").location == .input)
  }
}
