import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The engine's canonical `Codable` coder on a state that is not the exercise app's: canonical
/// bytes pinned by goldens, located errors, and Foundation's coders agreeing on the shape.
@Suite struct CanonicalCodableTests {
  static let format = SnapshotFormat<LibraryState>(name: "com.example.library", version: 3)
  static let golden = "codable/library/session.json"

  @Test func theSnapshotIsTheGoldenByteForByte() throws {
    let bytes = try Self.format.encode(LibraryState.sample)
    if FixturePaths.isRecording {
      try Data(bytes).write(to: FixturePaths.fixtures.appendingPathComponent(Self.golden))
      Issue.record("recorded \(Self.golden); run again without NAVIGATION_RECORD")
    }
    #expect(
      String(decoding: bytes, as: UTF8.self) == String(decoding: try FixturePaths.read(Self.golden), as: UTF8.self))
    let decoded = try Self.format.decode(bytes)
    #expect(decoded == LibraryState.sample)
    #expect(try Self.format.encode(decoded) == bytes)
  }

  @Test func foundationReadsTheCanonicalBytesAndTheCanonicalReaderReadsFoundations() throws {
    let canonical = try CanonicalJSONEncoder().encode(LibraryState.sample)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = Timestamp.parse(text) else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: text))
      }
      return date
    }
    #expect(try decoder.decode(LibraryState.self, from: Data(canonical)) == LibraryState.sample)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Timestamp.format(date))
    }
    let foundation = try encoder.encode(LibraryState.sample)
    #expect(try CanonicalJSONDecoder().decode(LibraryState.self, from: foundation) == LibraryState.sample)
  }

  @Test func keysAreSortedByCodePointAndRepeatedKeysKeepTheLast() throws {
    struct Unordered: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(1, forKey: JSONKey("b"))
        try container.encode(2, forKey: JSONKey("a"))
        try container.encode(3, forKey: JSONKey("é"))
        try container.encode(4, forKey: JSONKey("B"))
        try container.encode(5, forKey: JSONKey("a"))
      }
    }
    let text = String(decoding: try CanonicalJSONEncoder(compact: true).encode(Unordered()), as: UTF8.self)
    #expect(text == "{\"B\":4,\"a\":5,\"b\":1,\"é\":3}\n")
  }

  /// A key repeated at once, later, and out of order: the last value written is the one kept.
  @Test func aRepeatedKeyKeepsItsLastValueWhereverItArrives() throws {
    let cases: [([String], String)] = [
      (["x", "x"], #"{"x":1}"#),
      (["x", "x", "a", "x", "a"], #"{"a":4,"x":3}"#),
      (["m", "z", "a", "m", "a", "m"], #"{"a":4,"m":5,"z":1}"#),
      (["b", "a", "b", "c", "a", "c", "c"], #"{"a":4,"b":2,"c":6}"#),
    ]
    for (keys, expected) in cases {
      let bytes = try CanonicalJSONEncoder(compact: true).encode(NumberedKeys(keys: keys))
      #expect(String(decoding: bytes, as: UTF8.self) == expected + "\n", "\(keys)")
    }
  }

  /// Past sixteen members an object is sorted when written, not as it grows: the same rules.
  @Test func largeObjectsAreSortedAndKeepTheLastOfARepeatedKey() throws {
    var random = SplitMix64(seed: 3)
    for count in [15, 16, 17, 40, 300] {
      let keys = (0..<count).map { _ in "k\(random.next() % UInt64(count))é" }
      var expected: [String: Int] = [:]
      for (index, key) in keys.enumerated() { expected[key] = index }
      let text = expected.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        .map { "\"\($0)\":\(expected[$0] ?? -1)" }.joined(separator: ",")
      let bytes = try CanonicalJSONEncoder(compact: true).encode(NumberedKeys(keys: keys))
      #expect(String(decoding: bytes, as: UTF8.self) == "{\(text)}\n", "\(count) keys")
    }
  }

  struct Case: Sendable, CustomStringConvertible {
    var json: String
    var refused: Refused
    var description: String { json }
  }

  static let valid = #""bookmarks": {}, "fontScale": 1, "path": []"#

  @Test(arguments: [
    Case(json: #"{"bookmarks": {}, "fontScale": 1}"#, refused: Refused("missing-field", "/path")),
    Case(json: #"{"bookmarks": {}, "fontScale": "big", "path": []}"#, refused: Refused("invalid-value", "/fontScale")),
    Case(json: "{\(valid), \"theme\": \"dark\"}", refused: Refused("unexpected-field", "/theme")),
    Case(json: "{\(valid), \"lastOpened\": \"yesterday\"}", refused: Refused("invalid-value", "/lastOpened")),
    Case(
      json: "{\(valid), \"lastOpened\": \"0000-01-01T00:30:00+01:00\"}",
      refused: Refused("invalid-value", "/lastOpened")),
    Case(
      json: #"{"bookmarks": {}, "fontScale": 1, "path": [{"shelf": {"id": "x"}}]}"#,
      refused: Refused("invalid-value", "/path/0/shelf/id")),
    Case(
      json: #"{"bookmarks": {}, "fontScale": 1, "path": [{"book": {"page": 1}}]}"#,
      refused: Refused("missing-field", "/path/0/book/id")),
    Case(
      json:
        #"{"bookmarks": {}, "fontScale": 1, "path": [{"book": {"id": "11111111-2222-4333-8444-555555555555", "page": 1.5}}]}"#,
      refused: Refused("invalid-value", "/path/0/book/page")),
    Case(
      json:
        #"{"bookmarks": {}, "fontScale": 1, "path": [{"book": {"id": "11111111-2222-4333-8444-555555555555", "pages": 1}}]}"#,
      refused: Refused("unexpected-field", "/path/0/book/pages")),
    Case(
      json: #"{"bookmarks": {}, "fontScale": 1, "path": [{"magazine": {}}]}"#,
      refused: Refused("invalid-value", "/path/0")),
    Case(
      json: #"{"bookmarks": {"a": 3}, "fontScale": 1, "path": []}"#, refused: Refused("invalid-value", "/bookmarks/a")),
    Case(json: "{\(valid), \"path\": []}", refused: Refused("unexpected-field", "/path")),
    Case(json: "[1]", refused: Refused("invalid-value", "input")),
    Case(json: "{\(valid)", refused: Refused("malformed-json", "line 1, column 45")),
  ])
  func everyRefusalHasItsCodeAndPointer(_ testCase: Case) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(LibraryState.self, from: Array(testCase.json.utf8))
    }
    #expect(Refused(error) == testCase.refused, "\(String(describing: error))")
  }

  @Test func theEnvelopeIsCheckedFirst() {
    let other = refusal { () throws(NavigationError) in
      try Self.format.decode(Array(#"{"format": "com.example.other", "version": 3}"#.utf8))
    }
    #expect(Refused(other) == Refused("unsupported-format", "/format"))
    let future = refusal { () throws(NavigationError) in
      try Self.format.decode(Array(#"{"format": "com.example.library", "version": 4}"#.utf8))
    }
    #expect(Refused(future) == Refused("unsupported-version", "/version"))
  }

  /// `decode(Int?.self, forKey:)`, as a hand-written conformance may ask: `null` is `nil`, as
  /// in Foundation's decoder; an absent key is still a missing field, and `null` for a
  /// required field too.
  @Test func anOptionalAskedForByDecodeReadsNullAsNil() throws {
    let null = Array(#"{"page": null, "pages": [1, null]}"#.utf8)
    let read = try CanonicalJSONDecoder().decode(Bookmark.self, from: null)
    #expect(read == Bookmark(page: nil, pages: [1, nil]))
    #expect(try JSONDecoder().decode(Bookmark.self, from: Data(null)) == read)
    let absent = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONDecoder().decode(Bookmark.self, from: Array(#"{"pages": []}"#.utf8))
    }
    #expect(Refused(absent) == Refused("missing-field", "/page"))
    let required = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONDecoder().decode(Bookmark.self, from: Array(#"{"page": 1, "pages": null}"#.utf8))
    }
    #expect(Refused(required) == Refused("missing-field", "/pages"))
  }

  /// A type that asks its encoder for two kinds of container at one value (which Foundation's
  /// encoder traps on) is refused where it did so, never written as invalid JSON such as
  /// `[1,"k":2]`, and so is a container asked for over a single value, which would drop it.
  @Test func aValueWrittenAsTwoKindsIsRefusedWhereItIs() throws {
    let both = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONEncoder().encode(["inner": TwoKinds(order: .keyedFirst)])
    }
    #expect(Refused(both) == Refused("invalid-value", "/inner"))
    let other = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONEncoder().encode([TwoKinds(order: .unkeyedFirst)])
    }
    #expect(Refused(other) == Refused("invalid-value", "/0"))
    let overwritten = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONEncoder().encode(TwoKinds(order: .keyedThenSingle))
    }
    #expect(Refused(overwritten) == Refused("invalid-value", "input"))
    let replaced = refusal { () throws(NavigationError) in
      _ = try CanonicalJSONEncoder().encode(TwoKinds(order: .singleThenKeyed))
    }
    #expect(Refused(replaced) == Refused("invalid-value", "input"))
  }

  @Test func typesFindTheEncodersUserInfo() throws {
    let key = try #require(CodingUserInfoKey(rawValue: "salutation"))
    let encoder = CanonicalJSONEncoder(compact: true, userInfo: [key: "hello"])
    #expect(String(decoding: try encoder.encode(Greeting()), as: UTF8.self) == #"{"text":"hello"}"# + "\n")
    let format = SnapshotFormat<Greeting>(name: "com.example.greeting", version: 1, userInfo: [key: "hi"])
    #expect(String(decoding: try format.encode(Greeting()), as: UTF8.self).contains(#""text": "hi""#))
    #expect(String(decoding: try CanonicalJSONEncoder(compact: true).encode(Greeting()), as: UTF8.self) == "{}\n")
  }

  @Test func valuesJSONCannotHoldAreRefusedWhereTheyAre() {
    var state = LibraryState.sample
    state.fontScale = .nan
    let nan = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(state) }
    #expect(Refused(nan) == Refused("invalid-value", "/fontScale"))
    state = LibraryState.sample
    state.path = [.book(id: LibraryState.book, page: Int(1 << 60) + 1)]
    let huge = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(state) }
    #expect(Refused(huge) == Refused("invalid-value", "/path/0/book/page"))
    state = LibraryState.sample
    state.lastOpened = Date(timeIntervalSince1970: 1e15)
    let future = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(state) }
    #expect(Refused(future) == Refused("invalid-value", "/lastOpened"))
  }

  @Test func deepOrHugeInputIsRefusedByTheLimitsBeforeDecoding() {
    let deep = String(repeating: "[", count: 100_000)
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(LibraryState.self, from: Array(deep.utf8))
    }
    #expect(error?.code == .limitExceeded)
    let small = CanonicalJSONDecoder(limits: Limits(snapshotSize: 10))
    let big = refusal { () throws(NavigationError) in
      try small.decode(LibraryState.self, from: Array("{\(Self.valid)}".utf8))
    }
    #expect(Refused(big) == Refused("limit-exceeded", "input"))
  }

  /// Seeded states: encode → decode gives the value back, and encoding that gives the bytes.
  @Test func generatedStatesRoundTripByteForByte() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<300 {
      let state = LibraryState.random(using: &random)
      let bytes = try Self.format.encode(state)
      let decoded = try Self.format.decode(bytes)
      #expect(decoded == state)
      #expect(try Self.format.encode(decoded) == bytes)
    }
  }
}

/// A recursive type: decoding it recurses once per level of the document, so the nesting
/// limit is what bounds the recursion.
indirect enum Tree: Codable, Equatable {
  case leaf
  case node(children: [Tree])
}

/// A chain of links: each level is `{"link": {"next": …}}`, two containers, and the end
/// `{"end": {}}`, two more.
indirect enum Chain: Codable, Equatable {
  case end
  case link(next: Chain)

  init(links: Int) {
    self = .end
    for _ in 0..<links { self = .link(next: self) }
  }
}

@Suite struct CanonicalRecursionTests {
  /// Past what any reader accepts (1,000 nested containers) the encoder refuses a value.
  ///
  /// Encoding recurses through the type's own `encode(to:)`, and Foundation's encoder overflows
  /// the stack at some depth (20,000 links here); the refusal stops the recursion first. 499
  /// links nest 1,000 containers, 500 nest 1,002.
  @Test func deepValuesEncodeUpToWhatReadersAcceptAndAreRefusedPastIt() throws {
    let deepest = try CanonicalJSONEncoder(compact: true).encode(Chain(links: 499))
    let decoder = CanonicalJSONDecoder(limits: Limits(nestingDepth: 1000))
    #expect(try decoder.decode(Chain.self, from: deepest) == Chain(links: 499))
    // The first container past the limit is the end's object, 1,000 keys down.
    let firstTooDeep = String(repeating: "/link/next", count: 500)
    for links in [500, 20_000] {
      let error = refusal { () throws(NavigationError) in _ = try CanonicalJSONEncoder().encode(Chain(links: links)) }
      #expect(Refused(error) == Refused("limit-exceeded", firstTooDeep), "\(links) links")
    }
  }

  static func nested(_ depth: Int) -> String {
    // Each level is {"node": {"children": [ … ]}}: three containers.
    String(repeating: #"{"node": {"children": ["#, count: depth) + #"{"leaf": {}}"#
      + String(repeating: "]}}", count: depth)
  }

  @Test func deepTreesDecodeUpToTheLimitAndAreRefusedPastIt() throws {
    let decoder = CanonicalJSONDecoder(limits: Limits(nestingDepth: 1000))
    let deepest = 332  // 3 × 332 containers and the leaf's 2: 998 levels
    var tree = Tree.leaf
    for _ in 0..<deepest { tree = .node(children: [tree]) }
    #expect(try decoder.decode(Tree.self, from: Array(Self.nested(deepest).utf8)) == tree)
    let error = refusal { () throws(NavigationError) in
      try decoder.decode(Tree.self, from: Array(Self.nested(deepest + 1).utf8))
    }
    #expect(error?.code == .limitExceeded)
    // A limit set higher than the reader's own bound acts as that bound.
    let unbounded = CanonicalJSONDecoder(limits: Limits(snapshotSize: 1 << 26, nestingDepth: .max))
    let far = refusal { () throws(NavigationError) in
      try unbounded.decode(Tree.self, from: Array(Self.nested(100_000).utf8))
    }
    #expect(far?.code == .limitExceeded)
  }
}

/// A coding key spelled by its text.
struct JSONKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ text: String) { stringValue = text }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension LibraryState {
  static func random(using random: inout SplitMix64) -> LibraryState {
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    // Dates are kept to the millisecond, so generated ones are whole milliseconds.
    func date() -> Date { Date(milliseconds: Int64(random.next() % 4_000_000_000_000) - 1_000_000_000_000) }
    func text() -> String { pick(["", "a", "Le\u{301}man", "quote \" and \\ and /", "tab\tline\n", "🏊‍♀️", "\u{1}"]) }
    func screen() -> Screen {
      switch random.next() % 3 {
      case 0: .shelf(id: UUID())
      case 1: .book(id: UUID(), page: random.next() % 2 == 0 ? nil : Int(random.next() % 1000))
      default:
        .search(
          query: text(),
          filters: (0..<Int(random.next() % 3)).map { _ in
            pick([.unread, .author(name: text()), .publishedAfter(date: date())])
          })
      }
    }
    return LibraryState(
      path: (0..<Int(random.next() % 4)).map { _ in screen() },
      sheet: pick([nil, .settings, .share(book: UUID(), note: nil), .share(book: UUID(), note: text())]),
      bookmarks: Dictionary(
        (0..<Int(random.next() % 3)).map { (text() + String($0), date()) }, uniquingKeysWith: { a, _ in a }),
      lastOpened: random.next() % 2 == 0 ? nil : date(),
      fontScale: pick([0, 1, 1.25, -0.5, 1e-7, 123456.789]))
  }
}

/// A page that may be unknown, read with `decode(Int?.self, forKey:)` rather than
/// `decodeIfPresent`.
private struct Bookmark: Decodable, Equatable {
  var page: Int?
  var pages: [Int?]

  init(page: Int?, pages: [Int?]) {
    self.page = page
    self.pages = pages
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    page = try container.decode(Int?.self, forKey: JSONKey("page"))
    pages = try container.decode([Int?].self, forKey: JSONKey("pages"))
  }
}

/// A value written through two kinds of container, in one of four orders.
private struct TwoKinds: Encodable {
  enum Order { case keyedFirst, unkeyedFirst, keyedThenSingle, singleThenKeyed }
  var order: Order

  func encode(to encoder: any Encoder) throws {
    switch order {
    case .keyedFirst, .unkeyedFirst:
      var keyed = order == .keyedFirst ? encoder.container(keyedBy: JSONKey.self) : nil
      var list = encoder.unkeyedContainer()
      if keyed == nil { keyed = encoder.container(keyedBy: JSONKey.self) }
      try list.encode(1)
      try keyed?.encode(2, forKey: JSONKey("k"))
    case .keyedThenSingle:
      var keyed = encoder.container(keyedBy: JSONKey.self)
      var single = encoder.singleValueContainer()
      try single.encode("s")
      try keyed.encode(2, forKey: JSONKey("k"))
    case .singleThenKeyed:
      var single = encoder.singleValueContainer()
      try single.encode("s")
      var keyed = encoder.container(keyedBy: JSONKey.self)
      try keyed.encode(2, forKey: JSONKey("k"))
    }
  }
}

/// An object whose one member, when there is one, is what its encoder's `userInfo` holds.
private struct Greeting: Codable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    for (key, value) in encoder.userInfo where key.rawValue == "salutation" {
      try container.encode(value as? String, forKey: JSONKey("text"))
    }
  }

  init() {}
  init(from decoder: any Decoder) throws {}
}

/// An object whose members are `keys` in the order given, each valued by its position.
private struct NumberedKeys: Encodable {
  var keys: [String]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    for (index, key) in keys.enumerated() { try container.encode(index, forKey: JSONKey(key)) }
  }
}
