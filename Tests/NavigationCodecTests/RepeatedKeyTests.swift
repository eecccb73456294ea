import Foundation
import NavigationCommandLine
import TestSupport
import Testing

@testable import NavigationCodec

/// A key an object repeats is refused with `unexpected-field` at its second occurrence on every
/// path that reads JSON text, never kept twice or merged; a value built in code with a repeated
/// key is written with its last member, so canonical bytes never repeat a key.
@Suite struct RepeatedKeyTests {
  /// Keys that differ as code points, some of them equal as Swift `String`s (`é` and `e` with
  /// a combining accent are canonically equivalent), or sorted differently by UTF-16 units.
  private static let keys = ["a", "b", "k1", "\u{E9}", "e\u{301}", "\u{1F600}", "\u{E000}", "long key", "0", "10"]

  /// A random document of objects, arrays and numbers, its objects' keys distinct.
  private static func document(_ random: inout SplitMix64, depth: Int) -> JSONValue {
    switch depth > 3 ? 2 : random.next() % 3 {
    case 0:
      // Sometimes more than eight keys, where the check switches from pairs to a set.
      let count = Int(random.next() % (random.next() % 4 == 0 ? 11 : 4))
      let chosen = keys.shuffled(using: &random).prefix(count)
      return .object(chosen.map { JSONMember($0, document(&random, depth: depth + 1)) })
    case 1:
      return .array((0..<random.next() % 4).map { _ in document(&random, depth: depth + 1) })
    default:
      return .number(Double(random.next() % 100))
    }
  }

  /// The pointers of a value's objects of at least one key, in document order.
  private static func objects(in value: JSONValue, at pointer: String = "") -> [String] {
    switch value {
    case .object(let members):
      return (members.isEmpty ? [] : [pointer])
        + members.flatMap { objects(in: $0.value, at: pointer + "/" + $0.key) }
    case .array(let elements):
      return elements.indices.flatMap { objects(in: elements[$0], at: pointer + "/\($0)") }
    default:
      return []
    }
  }

  /// The document with one key of the object at `pointer` written again, later in the object.
  private static func repeating(
    in value: JSONValue, at pointer: ArraySlice<Substring>, _ random: inout SplitMix64
  ) -> (JSONValue, key: String) {
    switch value {
    case .object(var members):
      guard let step = pointer.first else {
        let first = Int(random.next() % UInt64(members.count))
        let key = members[first].key
        let position = first + 1 + Int(random.next() % UInt64(members.count - first))
        members.insert(JSONMember(key, .number(-1)), at: position)
        return (.object(members), key)
      }
      let index = members.firstIndex { $0.key.utf8.elementsEqual(step.utf8) } ?? 0
      let (inner, key) = repeating(in: members[index].value, at: pointer.dropFirst(), &random)
      members[index].value = inner
      return (.object(members), key)
    case .array(var elements):
      let index = pointer.first.flatMap { Int($0) } ?? 0
      let (inner, key) = repeating(in: elements[index], at: pointer.dropFirst(), &random)
      elements[index] = inner
      return (.array(elements), key)
    default:
      return (value, "")
    }
  }

  /// JSON text of a value with every member as it is, repeated keys included; keys are
  /// sometimes written with `\u` escapes.
  private static func text(_ value: JSONValue, _ random: inout SplitMix64) -> String {
    switch value {
    case .object(let members):
      return "{"
        + members.map { quoted($0.key, escaping: random.next() % 3 == 0) + ": " + text($0.value, &random) }
        .joined(separator: ", ") + "}"
    case .array(let elements): return "[" + elements.map { text($0, &random) }.joined(separator: ",") + "]"
    case .number(let number): return String(Int(number))
    default: return "null"
    }
  }

  private static func quoted(_ key: String, escaping: Bool) -> String {
    guard escaping else { return "\"" + key + "\"" }
    return "\"" + key.utf16.map { String(format: "\\u%04x", $0) }.joined() + "\""
  }

  /// Reads every node of a document through `SnapshotNode`'s accessors, objects first.
  private static func walk(_ node: SnapshotNode) throws(NavigationError) {
    switch node.value {
    case .object(let members):
      var object = try node.object()
      for member in members { if let child = object.optional(member.key) { try walk(child) } }
    case .array: for child in try node.array() { try walk(child) }
    default: return
    }
  }

  /// Any JSON read through the standard library's keyed and unkeyed containers.
  private struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: AnyKey.self) {
        for key in object.allKeys { _ = try object.decode(AnyJSON.self, forKey: key) }
      } else if var array = try? decoder.unkeyedContainer() {
        while !array.isAtEnd { _ = try array.decode(AnyJSON.self) }
      }
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Every path that reads JSON text, each giving its refusal.
  private static func refusals(_ bytes: [UInt8]) -> [String: Refused?] {
    let envelope = SnapshotEnvelope(format: "demo", versions: [1], fields: ["body", "format", "version"])
    let wrapped = Array(#"{"format": "demo", "version": 1, "body": "#.utf8) + bytes + Array("}".utf8)
    return [
      "JSONReader": Refused(refusal { () throws(NavigationError) in try JSONReader().read(bytes) }),
      "CanonicalJSONDecoder into JSONValue": Refused(
        refusal { () throws(NavigationError) in try CanonicalJSONDecoder().decode(JSONValue.self, from: bytes) }),
      "CanonicalJSONDecoder into containers": Refused(
        refusal { () throws(NavigationError) in try CanonicalJSONDecoder().decode(AnyJSON.self, from: bytes) }),
      "SnapshotNode": Refused(refusal { () throws(NavigationError) in try walk(SnapshotNode(parsing: bytes)) }),
      "SnapshotEnvelope": Refused(
        refusal { () throws(NavigationError) in try envelope.decode(wrapped) }
      ).map { Refused($0.code, String($0.location.dropFirst("/body".count))) },
    ]
  }

  @Test func aRepeatedKeyAtAnyDepthIsRefusedAtItsPointerOnEveryReadPath() throws {
    var random = SplitMix64(seed: 0x4EA7)
    var checked = 0
    while checked < 300 {
      let value = Self.document(&random, depth: 0)
      let candidates = Self.objects(in: value)
      guard !candidates.isEmpty else { continue }
      let pointer = candidates[Int(random.next() % UInt64(candidates.count))]
      let steps = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
      let (repeated, key) = Self.repeating(in: value, at: steps, &random)
      let bytes = Array(Self.text(repeated, &random).utf8)
      let expected = Refused("unexpected-field", pointer + "/" + key)
      for (path, refused) in Self.refusals(bytes) {
        #expect(refused == expected, "\(path): \(String(decoding: bytes, as: UTF8.self))")
      }
      // The same document without the repeat reads on every path.
      let unique = Array(Self.text(value, &random).utf8)
      for (path, refused) in Self.refusals(unique) where path != "SnapshotEnvelope" {
        #expect(refused == nil, "\(path): \(String(decoding: unique, as: UTF8.self))")
      }
      checked += 1
    }
  }

  /// With several repeated keys, the first in document order is refused, whatever object the
  /// reader opens first (an outer object's repeat may come after an inner one's).
  @Test func theFirstRepeatedKeyInDocumentOrderIsRefused() {
    let text = #"{"a": {"x": 1, "x": 2}, "b": 1, "a": 3, "c": [{"y": 1, "y": 2}]}"#
    for (path, refused) in Self.refusals(Array(text.utf8)) where path != "SnapshotNode" {
      #expect(refused == Refused("unexpected-field", "/a/x"), "\(path)")
    }
    let error = refusal { () throws(NavigationError) in try JSONReader().read(text) }
    #expect(error?.message == #"the field "x" appears twice"#)
  }

  /// Keys equal as Swift `String`s but not as code points are two keys, in small objects and
  /// in large ones.
  @Test(arguments: [0, 9]) func canonicallyEquivalentKeysAreTwoKeys(_ others: Int) throws {
    let members = ["\"\u{E9}\": 1", "\"e\u{301}\": 2"] + (0..<others).map { "\"k\($0)\": 0" }
    let bytes = Array(("{" + members.joined(separator: ", ") + "}").utf8)
    #expect(throws: Never.self) { try CanonicalJSONDecoder().decode(AnyJSON.self, from: bytes) }
    guard case .object(let read) = try JSONReader().read(bytes) else { return }
    #expect(read.count == 2 + others)
    var object = try SnapshotNode(parsing: bytes).object()
    #expect(try object.required("\u{E9}").number() == 1)
    #expect(try object.required("e\u{301}").number() == 2)
  }

  /// A value built in code keeps the last member of a repeated key when written, as
  /// ECMAScript's `JSON.parse` keeps it; keys are never written twice.
  @Test func aValueBuiltInCodeIsWrittenWithTheLastOfARepeatedKey() throws {
    let value = JSONValue.object([
      JSONMember("b", .number(1)), JSONMember("a", .number(2)), JSONMember("b", .number(3)),
      JSONMember("e\u{301}", .number(4)), JSONMember("\u{E9}", .number(5)),
      JSONMember("c", .object([JSONMember("x", .null), JSONMember("x", .bool(true))])),
    ])
    let compact = String(decoding: CanonicalJSONWriter.encode(value, compact: true), as: UTF8.self)
    #expect(compact == "{\"a\":2,\"b\":3,\"c\":{\"x\":true},\"e\u{301}\":4,\"\u{E9}\":5}\n")
    // Read back, the bytes have no repeated key.
    #expect(throws: Never.self) { try JSONReader().read(Array(compact.utf8)) }
    // A node of such a value refuses the repeated key when read as an object.
    let error = refusal { () throws(NavigationError) in try SnapshotNode(value).object() }
    #expect(Refused(error) == Refused("unexpected-field", "/b"))
  }

  /// The canonical decoder refuses before the type reads anything, so a repeated key is refused
  /// even in a part the type takes whole or never reads.
  @Test func aRepeatedKeyInAPartTakenWholeOrNeverReadIsRefused() {
    struct Holder: Decodable { var kept: JSONValue }
    let taken = Array(#"{"kept": {"z": [{"q": 1, "q": 1}]}}"#.utf8)
    let error = refusal { () throws(NavigationError) in try CanonicalJSONDecoder().decode(Holder.self, from: taken) }
    #expect(Refused(error) == Refused("unexpected-field", "/kept/z/0/q"))
    let unread = Array(#"{"kept": 1, "other": {"q": 1, "q": 1}}"#.utf8)
    let other = refusal { () throws(NavigationError) in try CanonicalJSONDecoder().decode(Holder.self, from: unread) }
    #expect(Refused(other) == Refused("unexpected-field", "/other/q"))
  }
}

extension RepeatedKeyTests {
  /// Two spellings of one integer key would be one entry of an `[Int: V]`, the last silently
  /// kept: the second is refused where it stands, as a repeated key is.
  @Test(arguments: [
    (#"{"01": "a", "1": "b"}"#, "/1"), (#"{"1": "a", "01": "b"}"#, "/01"), (#"{"2": "a", "+2": "b"}"#, "/+2"),
  ])
  func twoSpellingsOfOneIntegerKeyAreRefusedAtTheSecond(_ text: String, _ pointer: String) {
    let error = #expect(throws: NavigationError.self) {
      _ = try CanonicalJSONDecoder().decode([Int: String].self, from: Array(text.utf8))
    }
    #expect(Refused(error) == Refused("unexpected-field", pointer))
  }

  /// Integer keys that differ as integers all read.
  @Test func distinctIntegerKeysRead() throws {
    let read = try CanonicalJSONDecoder().decode([Int: String].self, from: Array(#"{"1": "a", "10": "b"}"#.utf8))
    #expect(read == [1: "a", 10: "b"])
  }
}
