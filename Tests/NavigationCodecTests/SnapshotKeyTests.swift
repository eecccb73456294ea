import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The canonical coders are compiled ahead for `SnapshotKey`: a type keyed by it must code
/// exactly as one keyed by any other key type, nested containers, errors and all.
@Suite struct SnapshotKeyTests {
  /// A key type the coders know nothing about.
  struct OtherKey: CodingKey, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringLiteral value: String) { stringValue = value }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// The same shape through either key type: an object holding an object, an array of
  /// objects and a number.
  struct Shelf<Key: CodingKey & ExpressibleByStringLiteral>: Codable, Equatable {
    var label: String
    var books: [Int]

    init(label: String, books: [Int]) {
      self.label = label
      self.books = books
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      let about = try container.nestedContainer(keyedBy: Key.self, forKey: "about")
      label = try about.decode(String.self, forKey: "label")
      var list = try container.nestedUnkeyedContainer(forKey: "books")
      var books: [Int] = []
      while !list.isAtEnd { books.append(try list.nestedContainer(keyedBy: Key.self).decode(Int.self, forKey: "id")) }
      self.books = books
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      var about = container.nestedContainer(keyedBy: Key.self, forKey: "about")
      try about.encode(label, forKey: "label")
      var list = container.nestedUnkeyedContainer(forKey: "books")
      for book in books {
        var entry = list.nestedContainer(keyedBy: Key.self)
        try entry.encode(book, forKey: "id")
      }
    }
  }

  @Test func aTypeKeyedBySnapshotKeyCodesAsOneKeyedByAnyOther() throws {
    let fast = Shelf<SnapshotKey>(label: "Poems", books: [3, 1, 2])
    let other = Shelf<OtherKey>(label: "Poems", books: [3, 1, 2])
    let bytes = try CanonicalJSONEncoder().encode(fast)
    #expect(bytes == (try CanonicalJSONEncoder().encode(other)))
    #expect(
      String(decoding: try CanonicalJSONEncoder(compact: true).encode(fast), as: UTF8.self)
        == #"{"about":{"label":"Poems"},"books":[{"id":3},{"id":1},{"id":2}]}"# + "\n")
    #expect(try CanonicalJSONDecoder().decode(Shelf<SnapshotKey>.self, from: bytes) == fast)
    #expect(try JSONDecoder().decode(Shelf<SnapshotKey>.self, from: Data(bytes)) == fast)
  }

  @Test(arguments: [
    (#"{"about": {}, "books": []}"#, Refused("missing-field", "/about/label")),
    (#"{"about": {"label": "x"}, "books": [{"id": "one"}]}"#, Refused("invalid-value", "/books/0/id")),
    (#"{"about": {"label": "x", "color": "red"}, "books": []}"#, Refused("unexpected-field", "/about/color")),
    (#"{"about": [], "books": []}"#, Refused("invalid-value", "/about")),
  ])
  func refusalsAreTheSameWhateverTheKeyType(_ json: String, _ expected: Refused) {
    let fast = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONDecoder().decode(Shelf<SnapshotKey>.self, from: Array(json.utf8))
    }
    let other = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONDecoder().decode(Shelf<OtherKey>.self, from: Array(json.utf8))
    }
    #expect(Refused(fast) == expected)
    #expect(Refused(other) == expected)
  }

  @Test func aKeyFitsInAnExistentialsInlineStorage() {
    // Three words: a larger key would be boxed on the heap in every coding path.
    #expect(MemoryLayout<SnapshotKey>.size <= 3 * MemoryLayout<Int>.size)
    #expect(SnapshotKey(intValue: 0) == nil)
    #expect(SnapshotKey("a").intValue == nil)
  }
}
