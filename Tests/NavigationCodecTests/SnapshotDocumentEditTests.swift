import TestSupport
import Testing

@testable import NavigationCodec

/// Edits that fail change nothing, moves follow JSON Patch (RFC 6902), and lenient refusals
/// drop exactly the parts they name, whatever order they were found in.
@Suite struct SnapshotDocumentEditTests {
  static let letters: JSONValue = .object([
    JSONMember("foo", .array([.string("all"), .string("grass"), .string("cows"), .string("eats")])),
    JSONMember("bar", .object([JSONMember("baz", .number(1))])),
  ])

  /// RFC 6902, appendix A.7: the element is removed, then inserted before the one now at 3.
  @Test func anArrayMoveRemovesThenInserts() {
    var document = SnapshotDocument(Self.letters)
    let moved1 = document.moveValue(from: "/foo/1", to: "/foo/3")
    #expect(moved1)
    #expect(document.value(at: "/foo") == .array(["all", "cows", "eats", "grass"].map(JSONValue.string)))
    let moved2 = document.moveValue(from: "/foo/0", to: "/foo/-")
    #expect(moved2)
    #expect(document.value(at: "/foo") == .array(["cows", "eats", "grass", "all"].map(JSONValue.string)))
    let moved3 = document.moveValue(from: "/bar/baz", to: "/foo/0")
    #expect(moved3)
    #expect(document.value(at: "/foo/0") == .number(1) && document.value(at: "/bar") == .object([]))
  }

  @Test(
    arguments: [
      "/missing/child", "/foo/9", "/foo/01", "/bar/baz/deeper", "relative", "/foo/1/inside",
    ] as [JSONPointer])
  func aMoveToAPlaceThatCannotTakeItChangesNothing(_ destination: JSONPointer) {
    var document = SnapshotDocument(Self.letters)
    let moved4 = document.moveValue(from: "/foo/1", to: destination)
    #expect(!moved4)
    #expect(document.root == Self.letters)
  }

  @Test func aMoveIntoItselfOrOfTheWholeDocumentChangesNothing() {
    var document = SnapshotDocument(Self.letters)
    let moved5 = document.moveValue(from: "/bar", to: "/bar/inner")
    #expect(!moved5)
    let moved6 = document.moveValue(from: "", to: "/elsewhere")
    #expect(!moved6)
    let moved7 = document.moveValue(from: "/bar", to: "/bar")
    #expect(moved7)
    let moved8 = document.moveValue(from: "/absent", to: "/absent")
    #expect(!moved8)
    #expect(document.root == Self.letters)
  }

  /// Moves between random places of an array, checked against the same edit on a Swift array.
  @Test func arrayMovesAgreeWithRemoveThenInsert() {
    var generator = SplitMix64(seed: 6902)
    for _ in 0..<500 {
      let count = Int.random(in: 1...6, using: &generator)
      var model = (0..<count).map { JSONValue.number(Double($0)) }
      var document = SnapshotDocument(.object([JSONMember("a", .array(model))]))
      let from = Int.random(in: 0..<count + 1, using: &generator)
      let to = Int.random(in: 0..<count + 1, using: &generator)
      let moved = document.moveValue(from: "/a" / from, to: "/a" / to)
      if from < count && to < count {
        model.insert(model.remove(at: from), at: to)
      }
      #expect(moved == (from < count && to < count), "move \(from) to \(to) of \(count)")
      #expect(document.value(at: "/a") == .array(model), "move \(from) to \(to) of \(count)")
    }
  }

  /// A migration that refuses later elements first, or an element and then a part inside it,
  /// drops exactly those parts.
  @Test func lenientRefusalsDropThePartsTheyNameInAnyOrder() throws {
    var generator = SplitMix64(seed: 17)
    for _ in 0..<300 {
      let count = Int.random(in: 1...12, using: &generator)
      let refused = (0..<count).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
      let nested = refused.filter { _ in Bool.random(using: &generator) }
      let migration = SnapshotMigration("drop", from: 1) { (document) throws(NavigationError) in
        for index in refused {
          try document.refuse(at: "/items" / index, .invalidValue, "gone")
          if nested.contains(index) { try document.refuse(at: "/items" / index / "x", .invalidValue, "gone") }
        }
      }
      let items = (0..<count).map { JSONValue.object([JSONMember("x", .number(Double($0)))]) }
      let document = JSONValue.object([
        JSONMember("format", .string("f")), JSONMember("items", .array(items)), JSONMember("version", .number(1)),
      ])
      let envelope = SnapshotEnvelope(format: "f", version: 2, migrations: [migration], fields: [])
      let opened = try envelope.open(SnapshotNode(document), policy: ResolutionPolicy.lenient)
      let kept = (0..<count).filter { !refused.contains($0) }.map { items[$0] }
      #expect(opened.root.value.child("items") == .array(kept), "refused \(refused), nested \(nested)")
      #expect(opened.dropped.count == refused.count + nested.count)
    }
  }
}

extension SnapshotDocumentEditTests {
  /// A migration that refuses parts and then edits the arrays they are in still drops exactly
  /// the refused parts: removing an element before one shifts it, and a moved one is dropped
  /// where it went.
  @Test func refusedPartsFollowTheMigrationsOwnEdits() throws {
    let migration = SnapshotMigration("edit-after-refusing", from: 1) { (document) throws(NavigationError) in
      try document.refuse(at: "/items/3", .invalidValue, "gone")
      try document.refuse(at: "/items/1/x", .invalidValue, "gone")
      document.removeValue(at: "/items/0")
      document.moveValue(from: "/items/0", to: "/moved")
    }
    let items = (0..<5).map { JSONValue.object([JSONMember("x", .number(Double($0)))]) }
    let document = JSONValue.object([
      JSONMember("format", .string("f")), JSONMember("items", .array(items)), JSONMember("version", .number(1)),
    ])
    let envelope = SnapshotEnvelope(format: "f", version: 2, migrations: [migration], fields: [])
    let opened = try envelope.open(SnapshotNode(document), policy: .lenient)
    #expect(opened.root.value.child("items") == .array([items[2], items[4]]))
    #expect(opened.root.value.child("moved") == .object([]))
    #expect(opened.dropped.map(\.pointer) == ["/items/3", "/items/1/x"])
  }
}

extension JSONValue {
  fileprivate func child(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }
}
