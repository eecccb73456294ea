import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// A typed route whose case holds its values inline reads them straight into the case's
/// storage; it must read every link as the fields' conformances do, and refuse the same values
/// with the same code, location and message.
@Suite struct TypedDirectReadingTests {
  /// A keyword type whose conformance refuses one of its words when reading.
  enum Shelf: String, CaseIterable, Hashable, Sendable, LinkFieldValue {
    case top, middle, bottom
    init?(linkValue: LinkValue) {
      guard let index = linkValue.keyword, index < 2 else { return nil }
      self = Self.allCases[index]
    }
  }

  enum Place: Hashable, Sendable {
    case shelved(note: String?, shelf: Shelf, spare: Shelf?)
    case placed(String, Shelf, on: Date?)
  }

  static let grammar: LinkGrammar<Place>? = try? LinkGrammar(
    origins: LinkOrigins(customSchemes: ["lib"], webHosts: [], printed: .customScheme("lib")),
    routes: [
      LinkRoute(Place.shelved) {
        "shelves"
        LinkQuery<String?>("note")
        LinkQuery<Shelf>("shelf")
        LinkQuery<Shelf?>("spare")
      },
      LinkRoute(Place.placed) {
        "place"
        LinkCapture<String>("name")
        LinkCapture<Shelf>("shelf")
        LinkQuery<Date?>("on")
      },
    ])

  /// A case holding its values inline is made from a payload written where the enum keeps it.
  @Test func aCaseIsMadeFromAPayloadWrittenInPlace() throws {
    let shelved = try EnumCase<Place, (String?, Shelf, Shelf?)>(
      constructor: { Place.shelved(note: $0.0, shelf: $0.1, spare: $0.2) }, sample: (nil, .top, nil),
      fieldTypes: [String?.self, Shelf.self, Shelf?.self])
    #expect(shelved.makesInPlace)
    let made: Place = shelved.metadata.make(tag: shelved.tag) { payload in
      payload.initializeMemory(as: (String?, Shelf, Shelf?).self, repeating: ("a note", .middle, .top), count: 1)
    }
    #expect(made == .shelved(note: "a note", shelf: .middle, spare: .top))
  }

  /// A case without values is made from its tag alone, among cases with values, rather than
  /// copied from a stored value of it.
  @Test func aCaseWithoutValuesIsMadeFromItsTag() throws {
    enum Screen: Hashable, Sendable {
      case detail(String)
      case list
      case shelf(Shelf, note: String?)
      case settings
    }
    for value in [Screen.list, .settings] {
      let found = try EnumCase<Screen, Void>(constructor: { value }, sample: (), fieldTypes: [])
      #expect(!found.hasPayload && found.makesInPlace)
      #expect(found.metadata.make(tag: found.tag) { _ in } == value)
    }
    // One case with values, whose payload's spare bits tell the others apart, and no values.
    enum Single: Hashable, Sendable {
      case named(String)
      case empty
      case blank
    }
    for value in [Single.empty, .blank] {
      let found = try EnumCase<Single, Void>(constructor: { value }, sample: (), fieldTypes: [])
      #expect(found.makesInPlace)
      #expect(found.metadata.make(tag: found.tag) { _ in } == value)
    }
    enum Bare: Hashable, Sendable { case first, second, third }
    for value in [Bare.first, .second, .third] {
      let found = try EnumCase<Bare, Void>(constructor: { value }, sample: (), fieldTypes: [])
      #expect(found.metadata.make(tag: found.tag) { _ in } == value)
    }
    let grammar = try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["lib"], webHosts: [], printed: .customScheme("lib")),
      routes: [
        LinkRoute(Screen.list) { "list" },
        LinkRoute(Screen.detail) {
          "detail"
          LinkCapture<String>("name")
        },
        LinkRoute(Screen.settings) {},
      ])
    #expect(try grammar.match(link: "lib://list") == .list)
    #expect(try grammar.match(link: "lib://") == .settings)
    #expect(try grammar.match(link: "lib://detail/a") == .detail("a"))
    #expect(try grammar.link(for: .settings) == "lib://")
  }

  /// A one-byte keyword type reads each word as its conformance does: as the byte of its
  /// value, or refused; left out, as its `nil`, or missing.
  @Test func aKeywordFieldReadsTheBytesItsConformanceReads() throws {
    let place = LinkFieldPlace(.query, index: 0, name: "shelf")
    let required = StoredField(Shelf.self, place: place, offset: 0)
    #expect(required.reader == .byte)
    #expect(required.keywordReads.map { try? $0.get() } == [0, 1, nil])
    #expect(required.keywordReads.last.map { $0 == .failure(.refused) } == true)
    #expect(required.leftOutRead == .failure(.missing))
    let optional = StoredField(Shelf?.self, place: place, offset: 0)
    let none: Shelf? = nil
    #expect(optional.leftOutRead == .success(withUnsafeBytes(of: none) { $0[0] }))
    #expect(StoredField.readInPlace([required, optional]))
  }

  /// Both routes of the grammar read in place, so the links and refusals below exercise that
  /// path and not the one through the conformances.
  @Test func bothRoutesReadInPlace() {
    let shelved = TypedRouteCase<Place, String?, Shelf, Shelf?>.make(
      Place.shelved, fieldNames: ["note", "shelf", "spare"])
    let shelvedFields = TypedRouteCase<Place, String?, Shelf, Shelf?>.storedFields(
      [
        LinkFieldPlace(.query, index: 0, name: "note"), LinkFieldPlace(.query, index: 1, name: "shelf"),
        LinkFieldPlace(.query, index: 2, name: "spare"),
      ], shelved.0?.fieldOffsets)
    #expect(shelved.0?.makesInPlace == true)
    #expect(shelvedFields.count == 3 && StoredField.readInPlace(shelvedFields))
    let placed = TypedRouteCase<Place, String, Shelf, Date?>.make(Place.placed, fieldNames: ["name", "shelf", "on"])
    let placedFields = TypedRouteCase<Place, String, Shelf, Date?>.storedFields(
      [
        LinkFieldPlace(.capture, index: 0, name: "name"), LinkFieldPlace(.capture, index: 1, name: "shelf"),
        LinkFieldPlace(.query, index: 0, name: "on"),
      ], placed.0?.fieldOffsets)
    #expect(placed.0?.makesInPlace == true)
    #expect(placedFields.count == 3 && StoredField.readInPlace(placedFields))
  }

  /// When the payload's writer throws, no value is made and the error is passed on.
  @Test func aCaseWhosePayloadRefusesIsNotMade() throws {
    let placed = try EnumCase<Place, (String, Shelf, Date?)>(
      constructor: { Place.placed($0.0, $0.1, on: $0.2) }, sample: ("", .top, nil),
      fieldTypes: [String.self, Shelf.self, Date?.self])
    let error = #expect(throws: LinkFieldRefusal.self) {
      let _: Place = try placed.metadata.make(tag: placed.tag) { (_) throws(LinkFieldRefusal) -> Void in
        throw LinkFieldRefusal(slot: 1, isMissing: false, expected: nil)
      }
    }
    #expect(error?.slot == 1)
  }

  @Test(arguments: [
    ("lib://shelves?note=caf%C3%A9&shelf=middle&spare=top", Place.shelved(note: "café", shelf: .middle, spare: .top)),
    ("lib://shelves?shelf=top", .shelved(note: nil, shelf: .top, spare: nil)),
    (
      "lib://place/a%20b/middle?on=2025-05-01T06:00:00.250Z",
      .placed("a b", .middle, on: Date(timeIntervalSince1970: 1_746_079_200.25))
    ),
    ("lib://place/x/top", .placed("x", .top, on: nil)),
  ])
  func aLinkReadsAsItsFieldsConformancesReadIt(_ link: String, _ expected: Place) throws {
    let grammar = try #require(Self.grammar)
    #expect(try grammar.match(link: link) == expected)
  }

  @Test(arguments: [
    ("lib://shelves?note=a", "query/shelf", "the parameter \"shelf\" is required; expected \(Shelf.linkExpectation)"),
    ("lib://shelves?note=a&shelf=bottom", "query/shelf", "the parameter \"shelf\" is not \(Shelf.linkExpectation)"),
    (
      "lib://shelves?note=a&shelf=top&spare=bottom", "query/spare",
      "the parameter \"spare\" is not \(Shelf.linkExpectation)"
    ),
    (
      "lib://place/x/bottom?on=2025-05-01T06:00:00Z", "path/2", "expected \(Shelf.linkExpectation) but found \"bottom\""
    ),
  ])
  func aValueTheTypeRefusesIsLocatedAtItsFieldAfterTheFieldsReadBeforeIt(
    _ link: String, _ location: String, _ message: String
  ) throws {
    let grammar = try #require(Self.grammar)
    let error = #expect(throws: NavigationError.self) { _ = try grammar.match(link: link) }
    #expect(error?.code == .invalidParameter)
    #expect(error?.location.description == location)
    #expect(error?.message == message)
  }
}
