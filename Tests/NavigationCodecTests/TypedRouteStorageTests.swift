import Foundation
import Testing

@testable import NavigationCodec

/// Typed routes print by reading each value where it lies in the case's storage, and a mounted
/// group asks only the routes of the value's case: values holding references print and read
/// back unchanged, own nothing afterwards, and a route written by hand keeps its place.
@Suite struct TypedRouteStorageTests {
  static let origins = LinkOrigins(customSchemes: ["s"], webHosts: [], printed: .customScheme("s"))

  /// A field type that is a class: a payload holding it holds a reference.
  final class Label: LinkFieldValue, @unchecked Sendable {
    let name: String
    init(_ name: String) { self.name = name }
    static var linkFieldKind: LinkFieldKind { .text }
    static var linkSample: Label? { Label("sample") }
    init?(linkValue: LinkValue) {
      guard let text = linkValue.text else { return nil }
      name = text
    }
    var linkValue: LinkValue? { .text(name) }
  }

  /// Several cases with payloads, so that the tag shares the payloads' spare bits.
  enum Shelf: Sendable {
    case labelled(Label, title: String, note: String?, count: Int)
    case titled(String, count: Int?)
    case empty
  }

  /// Every case boxed.
  indirect enum BoxedShelf: Sendable {
    case labelled(Label, title: String, note: String?, count: Int)
    case titled(String, count: Int?)
  }

  /// The fields of the two cases with values, shared by the boxed and unboxed enums.
  static var labelled: LinkPattern<Label, String, String?, Int> {
    LinkPattern {
      "l"
      LinkCapture<Label>("label")
      LinkQuery<String>("title")
      LinkQuery<String?>("note")
      LinkQuery<Int>("count")
    }
  }
  static var titled: LinkPattern<String, Int?> {
    LinkPattern {
      "t"
      LinkCapture<String>("title")
      LinkQuery<Int?>("count")
    }
  }

  @Test func valuesHoldingReferencesPrintFromTheirStorageAndOwnNothingAfterwards() throws {
    let grammar = try LinkGrammar(
      origins: Self.origins,
      routes: [
        LinkRoute(Shelf.labelled) { Self.labelled },
        LinkRoute(Shelf.titled) { Self.titled },
        LinkRoute(Shelf.empty) { "e" },
      ])
    let boxed = try LinkGrammar(
      origins: Self.origins,
      routes: [LinkRoute(BoxedShelf.labelled) { Self.labelled }, LinkRoute(BoxedShelf.titled) { Self.titled }])
    // Text too long to be stored inline, so that it is a reference too.
    let long = String(repeating: "shelf ", count: 8)
    let escapedLong = String(repeating: "shelf%20", count: 8)
    var label = Label("kitchen")
    do {
      let value = Shelf.labelled(label, title: long, note: "n", count: -3)
      let boxedValue = BoxedShelf.labelled(label, title: long, note: nil, count: 4)
      for _ in 0..<100 {
        #expect(try grammar.link(for: value) == "s://l/kitchen?title=\(escapedLong)&note=n&count=-3")
        #expect(try boxed.link(for: boxedValue) == "s://l/kitchen?title=\(escapedLong)&count=4")
      }
      #expect(try grammar.link(for: .titled(long, count: nil)) == "s://t/\(escapedLong)")
      #expect(try boxed.link(for: .titled("x", count: 0)) == "s://t/x?count=0")
      #expect(try grammar.link(for: .empty) == "s://e")
      let matched = try grammar.match(link: "s://l/a%20b?count=1&title=t")
      guard case .labelled(let read, let title, let note, let count) = matched else {
        Issue.record("the link does not read as its case")
        return
      }
      #expect(read.name == "a b" && title == "t" && note == nil && count == 1)
    }
    // Every copy printing made is gone: the label is referenced by this test alone.
    #expect(isKnownUniquelyReferenced(&label))
  }

  /// The offsets printing reads a case's values at are where the values lie: those of the
  /// same values in a tuple, in a case stored in place and in a boxed one.
  @Test func theOffsetsOfACasesValuesAreThoseOfTheirTuple() throws {
    typealias Values = (Label, String, String?, Int)
    let types: [Any.Type] = [Label.self, String.self, String?.self, Int.self]
    let sample: Values = (Label("a"), String(repeating: "b", count: 40), nil, 1)
    let inPlace = try EnumCase<Shelf, Values>(
      constructor: { Shelf.labelled($0.0, title: $0.1, note: $0.2, count: $0.3) }, sample: sample, fieldTypes: types)
    let boxed = try EnumCase<BoxedShelf, Values>(
      constructor: { BoxedShelf.labelled($0.0, title: $0.1, note: $0.2, count: $0.3) }, sample: sample,
      fieldTypes: types)
    let layout = MemoryLayout<Values>.self
    let expected = [layout.offset(of: \.0), layout.offset(of: \.1), layout.offset(of: \.2), layout.offset(of: \.3)]
    #expect(inPlace.fieldOffsets.map(Optional.some) == expected)
    #expect(boxed.fieldOffsets.map(Optional.some) == expected && boxed.isIndirect)
  }

  /// A value whose field has no link form is refused naming the field, read in place.
  @Test func aFieldWithNoLinkFormIsNamedWhenPrintedFromStorage() throws {
    let grammar = try LinkGrammar(
      origins: Self.origins,
      routes: [
        LinkRoute(Shelf.titled) {
          "t"
          LinkCapture<String>("title")
          LinkQuery<Int?>("count")
        }
      ])
    let error = #expect(throws: NavigationError.self) { _ = try grammar.link(for: .titled("a/b", count: 1)) }
    #expect(error?.code == .notLinkable && error?.location == .input)
    #expect(error?.message.contains("the field \"title\"") == true)
  }

  enum Outer: Sendable { case shelf(Shelf) }

  /// In a mounted group, a route written by hand keeps its turn: the typed routes of other
  /// cases are passed over, not the route that may print any value.
  @Test func aGroupAsksTheRoutesOfTheValuesCaseAndEveryRouteWrittenByHandInOrder() throws {
    let byHand = LinkRoute<Shelf>(
      [.literal("any")],
      read: { _ in .titled("any", count: nil) },
      write: { shelf, _ in
        guard case .titled("any", _) = shelf else { return false }
        return true
      })
    let routes: [LinkRoute<Shelf>] = [
      LinkRoute(Shelf.empty) { "e" },
      byHand,
      LinkRoute(Shelf.titled) {
        "t"
        LinkCapture<String>("title")
        LinkQuery<Int?>("count")
      },
    ]
    let mounted = routes.mounted(Outer.shelf) { "shelves" }
    let grammar = try LinkGrammar(origins: Self.origins, routes: mounted)
    #expect(try grammar.link(for: .shelf(.titled("any", count: 2))) == "s://shelves/any")
    #expect(try grammar.link(for: .shelf(.titled("b", count: 2))) == "s://shelves/t/b?count=2")
    #expect(try grammar.link(for: .shelf(.empty)) == "s://shelves/e")
  }
}
