import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// Routes whose patterns share a link's shape, so that one link is offered to several of
/// them in turn, on the same slots: a route offered after another sees only its own values.
enum ShelfRoute: Hashable, Sendable {
  case slot(UUID, Int, note: String?)
  case named(String, count: Int?)
  case tagged(String, kind: Int)
}

@Suite struct LinkSlotReuseTests {
  static let id = UUID(
    uuid: (0x6f, 0x1c, 0x2a, 0x9e, 0x3b, 0x4d, 0x4c, 0x8e, 0x9f, 0x10, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f))
  static let idText = "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"

  let grammar: LinkGrammar<ShelfRoute>

  init() throws {
    let routes: [LinkRoute<ShelfRoute>] = [
      // Offered first for /shelf/{uuid}/{anything}: its second capture fails on a word,
      // after its first has filled a slot.
      LinkRoute(
        [.literal("shelf"), .capture("id", .uuid), .capture("n", .integer(0...9))],
        query: [LinkQueryField("note", .text)],
        read: { values in
          guard let id = values[capture: "id"]?.uuid, let n = values[capture: "n"]?.integer else { return nil }
          return .slot(id, Int(n), note: values[parameter: "note"]?.text)
        },
        write: { _, _ in false }),
      LinkRoute(
        [.literal("shelf"), .capture("name", .text), .literal("x")],
        aliases: [[.literal("shelves"), .literal("old"), .capture("name", .text), .literal("x")]],
        query: [LinkQueryField("count", .integer(0...99))],
        read: { values in
          guard let name = values[capture: "name"]?.text else { return nil }
          return .named(name, count: values[parameter: "count"]?.integer.map { Int($0) })
        },
        write: { _, _ in false }),
      LinkRoute(
        [.literal("tag"), .capture("name", .text)],
        aliases: [[.literal("tags"), .literal("legacy"), .capture("name", .text)]],
        query: [LinkQueryField("kind", .keyword(["red", "green", "blue"]))],
        read: { values in
          guard let name = values[capture: "name"]?.text, let kind = values[parameter: "kind"]?.keyword else {
            return nil
          }
          return .tagged(name, kind: kind)
        },
        write: { _, _ in false }),
    ]
    grammar = try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["shelf"], webHosts: [], printed: .customScheme("shelf")), routes: routes)
  }

  @Test func aRouteOfferedAfterAnotherReadsOnlyItsOwnValues() throws {
    let cases: [(String, ShelfRoute)] = [
      ("shelf:///shelf/\(Self.idText)/7?note=hi", .slot(Self.id, 7, note: "hi")),
      ("shelf:///shelf/\(Self.idText)/7", .slot(Self.id, 7, note: nil)),
      // The first route reads the UUID into its first slot, then fails on "x".
      ("shelf:///shelf/\(Self.idText)/x", .named(Self.idText, count: nil)),
      ("shelf:///shelf/\(Self.idText)/x?count=12", .named(Self.idText, count: 12)),
      ("shelf:///shelf/plain/x?count=3", .named("plain", count: 3)),
    ]
    for (link, expected) in cases {
      #expect(try grammar.match(link: link) == expected, "\(link)")
    }
  }

  @Test func anAliasReadsItsCapturesFromTheirOwnPositions() throws {
    #expect(try grammar.match(link: "shelf:///shelves/old/kept/x?count=4") == .named("kept", count: 4))
    #expect(try grammar.match(link: "shelf:///tags/legacy/blue?kind=green") == .tagged("blue", kind: 1))
    #expect(try grammar.match(link: "shelf:///tag/green?kind=red") == .tagged("green", kind: 0))
  }

  @Test func aParameterOfAnotherRouteIsRefusedAtItsName() throws {
    // The first route offered declares "note"; the route that reads the link does not.
    let error = refusal { () throws(NavigationError) in
      try grammar.match(link: "shelf:///shelf/\(Self.idText)/x?note=hi")
    }
    #expect(error?.code == .unknownParameter)
    #expect(error?.location.description == "query/note")
  }

  /// A route offered over slots that hold stale values (as another route or another link
  /// left them) reads only its own: every query field the link does not give is `nil`.
  @Test func aRouteReadOverStaleSlotsSeesNoStaleValue() throws {
    let grammar = try LinkGrammar<String>(
      origins: LinkOrigins(customSchemes: ["app"], webHosts: [], printed: .customScheme("app")),
      routes: [
        LinkRoute(
          [.literal("item"), .capture("id", .text)],
          query: [LinkQueryField("a", .text), LinkQueryField("b", .integer(0...9)), LinkQueryField("c", .text)],
          read: { $0[capture: "id"]?.text }, write: { _, _ in false })
      ])
    let matcher = grammar.storage.matcher
    let link = Array("app://item/x?b=3".utf8)
    var results: [LinkValue?] = []
    link.withUnsafeBufferPointer { bytes in
      _ = URLReader.readPieces(bytes, origins: matcher.origins) { raw in
        withUnsafePointer(to: raw) { rawPointer in
          let slots = UnsafeMutableBufferPointer<ReadValue?>.allocate(capacity: 8)
          defer { slots.deallocate() }
          // Stale values everywhere, where uninitialised memory would otherwise be.
          slots.initialize(repeating: .bool(true))
          var values = LinkValues(
            readSlots: slots, of: rawPointer, names: matcher.slotNames.elements, routes: matcher.routes.elements)
          values.prepare(readingRoute: 0)
          #expect(matcher.readCaptures(0, raw, into: &values))
          do {
            try matcher.readQuery(0, raw, into: &values)
          } catch {
            Issue.record("refused: \(error)")
          }
          for field in 0..<3 {
            let value = values.readValue(ofQueryField: field)
            results.append(value.map { raw.linkValue(of: $0) })
          }
        }
      }
    }
    #expect(results == [nil, .integer(3), nil])
  }
}
