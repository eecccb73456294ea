import Foundation
import NavigationCommandLine
import TestSupport
import Testing

@testable import NavigationCodec

/// Sets, and dictionaries written as arrays, are encoded in the order of their entries' text.
///
/// Swift's own order for them is its hash order, which changes with each process and with the
/// collection's capacity; a set with room for more elements stands for another process here.
@Suite struct UnorderedCollectionEncodingTests {
  private static let words = [
    "pear", "apple", "fig", "kiwi", "lime", "plum", "date", "sloe", "quince", "grape", "melon", "lemon", "peach",
    "cherry", "mango", "guava", "olive", "yuzu", "papaya", "banana",
  ]

  /// The same elements in a set with room for many more: another bucket layout, another order.
  private static func roomy<Element: Hashable>(_ elements: Set<Element>) -> Set<Element> {
    var set = Set<Element>(minimumCapacity: 4096)
    set.formUnion(elements)
    return set
  }

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aSetIsWrittenInTheOrderOfItsElementsText() throws {
    let fruit = Set(Self.words)
    let roomy = Self.roomy(fruit)
    // Two orders of the same set, or the test could not tell sorted from hash order.
    try #require(Array(fruit) != Array(roomy))
    let encoder = CanonicalJSONEncoder(compact: true)
    let bytes = try encoder.encode(fruit)
    #expect(try encoder.encode(roomy) == bytes)
    let expected = "[" + Self.words.sorted().map { "\"\($0)\"" }.joined(separator: ",") + "]\n"
    #expect(Self.text(bytes) == expected)
  }

  @Test func numbersInASetAreOrderedByTheirTextNotTheirValue() throws {
    let numbers: Set<Int> = [10, 9, 100, -1, 2]
    #expect(Self.text(try CanonicalJSONEncoder(compact: true).encode(numbers)) == "[-1,10,100,2,9]\n")
  }

  @Test func aDictionaryWrittenAsPairsKeepsEachKeyWithItsValueInKeyOrder() throws {
    let ids = (1...12).map { UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, UInt8($0))) }
    let scores = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    var roomy = [UUID: Int](minimumCapacity: 4096)
    roomy.merge(scores) { first, _ in first }
    try #require(Array(scores.keys) != Array(roomy.keys))
    let encoder = CanonicalJSONEncoder(compact: true)
    let bytes = try encoder.encode(scores)
    #expect(try encoder.encode(roomy) == bytes)
    let expected = ids.enumerated().map { "\"\(UUIDText.format($1))\",\($0)" }.joined(separator: ",")
    #expect(Self.text(bytes) == "[" + expected + "]\n")
  }

  @Test func aDictionaryWithStringKeysIsStillAnObject() throws {
    let counts = ["b": 2, "a": 1]
    #expect(Self.text(try CanonicalJSONEncoder(compact: true).encode(counts)) == "{\"a\":1,\"b\":2}\n")
  }

  @Test func arraysKeepTheOrderTheyHave() throws {
    let encoder = CanonicalJSONEncoder(compact: true)
    #expect(Self.text(try encoder.encode([3, 1, 2])) == "[3,1,2]\n")
    #expect(Self.text(try encoder.encode(["pear", "apple"])) == "[\"pear\",\"apple\"]\n")
  }

  private struct Basket: Codable, Equatable {
    var tags: Set<String>
    var groups: Set<Set<Int>>
    var byID: [UUID: Set<String>]
  }

  @Test func aCanonicalDocumentWithSetsDecodesAndEncodesToTheSameBytes() throws {
    let groups: Set<Set<Int>> = Set((0..<12).map { Set([$0, $0 * 7, $0 + 40]) })
    let ids = (1...6).map { UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, UInt8($0))) }
    let basket = Basket(
      tags: Set(Self.words), groups: groups,
      byID: Dictionary(uniqueKeysWithValues: ids.map { ($0, Set(Self.words.prefix(5))) }))
    let bytes = try CanonicalJSONEncoder().encode(basket)
    let decoded = try CanonicalJSONDecoder().decode(Basket.self, from: bytes)
    #expect(decoded == basket)
    #expect(try CanonicalJSONEncoder().encode(decoded) == bytes)
    let reordered = Basket(tags: Self.roomy(basket.tags), groups: Self.roomy(groups), byID: basket.byID)
    #expect(try CanonicalJSONEncoder().encode(reordered) == bytes)
  }

  /// Random text (escapes, non-ASCII, prefixes of one another): the written order is the order
  /// of each element's compact JSON text as the streaming writer writes it, whatever the set's
  /// own order.
  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomTextIsWrittenInTheOrderOfItsJSONText(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let pieces = ["a", "ab", "B", "é", "🏊", "\"", "\\", "\n", "\u{1}", " ", "/", "z"]
    let words = Set(
      (0..<Int.random(in: 2...30, using: &generator)).map { _ in
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
          .joined()
      })
    func text(_ word: String) -> [UInt8] { Array(CanonicalJSONWriter.encode(.string(word), compact: true).dropLast()) }
    let sorted = words.sorted { text($0).lexicographicallyPrecedes(text($1)) }
    let expected = CanonicalJSONWriter.encode(JSONValue.array(sorted.map { JSONValue.string($0) }))
    #expect(try CanonicalJSONEncoder().encode(words) == expected)
    #expect(try CanonicalJSONEncoder().encode(Self.roomy(words)) == expected)
    let decoded = try CanonicalJSONDecoder().decode(Set<String>.self, from: expected)
    #expect(decoded == words)
    #expect(try CanonicalJSONEncoder().encode(decoded) == expected)
  }

  @Test func anElementLongerThanTheFirstGuessIsComparedWhole() throws {
    // Elements whose text outgrows the buffer the comparison starts with, and differs only at
    // its end.
    let prefix = String(repeating: "x", count: 300)
    let long = Set(["b", "a", "c", "d", "e", "f"].map { prefix + $0 })
    try #require(Array(long) != Array(Self.roomy(long)))
    let expected = "[" + long.sorted().map { "\"\($0)\"" }.joined(separator: ",") + "]\n"
    #expect(Self.text(try CanonicalJSONEncoder(compact: true).encode(Self.roomy(long))) == expected)
  }
}
