import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// Types that write over what they wrote, or go on after an error they caught.
///
/// They ask their encoder for a container again, for one of another kind, for a super encoder
/// twice, or catch an error and go on: the canonical encoder writes what
/// Foundation's `JSONEncoder` writes where Foundation's result is defined (it merges), and
/// refuses the value with `invalid-value` at the key where Foundation traps or drops what was
/// written first. Nothing written is ever lost without an error.
@Suite struct EncoderConflictTests {
  /// Each move alone, in a document with a member of its own beside it.
  @Test(arguments: ConflictProbe.Move.allCases)
  func eachMoveMatchesFoundationOrIsRefusedAtItsKey(move: ConflictProbe.Move) throws {
    let document = ConflictDocument(slots: [.probe(ConflictProbe(move: move, a: 1, b: 2))])
    try Self.check(document, refusedAt: move.refusal.map { "/s0" + $0 }, "\(move)")
  }

  /// Random documents of probes in objects and arrays, at most one of them a move that must be
  /// refused: the bytes read as the same JSON value as Foundation's (sorted keys), or the
  /// encoding is refused at that probe's key.
  @Test func randomDocumentsMatchFoundationOrAreRefusedAtTheConflict() throws {
    for seed in 0..<400 as Range<UInt64> {
      var generator = SplitMix64(seed: seed)
      let (document, refusedAt) = ConflictDocument.random(using: &generator)
      try Self.check(document, refusedAt: refusedAt, "seed \(seed)")
    }
  }

  /// The refusals name the key and say what happened, and a type that catches the error of a
  /// second single value still gets the value refused.
  @Test func refusalsNameTheKeyEvenWhenTheTypeCaughtTheError() throws {
    let probe = ConflictProbe(move: .singleTwiceCaught, a: 1, b: 2)
    let error = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(["k": probe]) }
    #expect(Refused(error) == Refused("invalid-value", "/k"))
    #expect(error?.message.contains("written twice") == true)
  }

  /// A member whose value throws is left out, so that the value written for its key before stays.
  @Test func aValueThatThrowsLeavesWhatWasWrittenBefore() throws {
    let probe = ConflictProbe(move: .caughtErrors, a: 7, b: 8)
    let text = String(decoding: try CanonicalJSONEncoder(compact: true).encode(probe), as: UTF8.self)
    #expect(text == #"{"s":{"x":7},"u":[7,8],"x":7,"y":8}"# + "\n")
    // An array whose element throws, through the snapshot container (Foundation's encoder traps
    // on this one after the errors before it).
    struct Shelf: Encodable {
      func encode(to encoder: any Encoder) throws {
        let container = SnapshotEncodingContainer(encoder)
        try container.encode(["a"], forKey: "x")
        do { try container.encode([ConflictProbe.Partial()], forKey: "x") } catch {}
        do { try container.encode(Date(timeIntervalSince1970: 1e15), forKey: "y") } catch {}
      }
    }
    let shelf = String(decoding: try CanonicalJSONEncoder(compact: true).encode(Shelf()), as: UTF8.self)
    #expect(shelf == #"{"x":["a"]}"# + "\n")
  }

  /// Past sixteen members, arriving out of order, a nested container asked for again still
  /// finds the member written for its key, also after a member whose value threw was taken out.
  @Test func nestedContainersReopenInLargeObjects() throws {
    struct Many: Encodable {
      var conflict: Bool
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        let keys = (0..<40).map { "k\(($0 * 7) % 40)" }
        for key in keys {
          var first = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(key))
          try first.encode(1, forKey: JSONKey("a"))
        }
        do { try container.encode(Double.nan, forKey: JSONKey("k3")) } catch {}
        for key in keys.reversed() {
          var again = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey(key))
          try again.encode(2, forKey: JSONKey("b"))
        }
        if conflict { _ = container.nestedUnkeyedContainer(forKey: JSONKey("k5")) }
      }
    }
    let bytes = try CanonicalJSONEncoder(compact: true).encode(Many(conflict: false))
    let expected = (0..<40).map { "k\($0)" }.sorted().map { #""\#($0)":{"a":1,"b":2}"# }
    #expect(String(decoding: bytes, as: UTF8.self) == "{" + expected.joined(separator: ",") + "}\n")
    let error = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(Many(conflict: true)) }
    #expect(Refused(error) == Refused("invalid-value", "/k5"))
  }

  // MARK: Checking

  private static func check(_ document: ConflictDocument, refusedAt pointer: String?, _ name: String) throws {
    let result = Result { () throws(NavigationError) in try CanonicalJSONEncoder().encode(document) }
    if let pointer {
      #expect(
        Refused(refusal { () throws(NavigationError) in try result.get() }) == Refused("invalid-value", pointer),
        "\(name)")
      return
    }
    let bytes = try result.get()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let foundation = try encoder.encode(document)
    #expect(try normalized(JSONReader().read(bytes)) == normalized(JSONReader().read(Array(foundation))), "\(name)")
  }

  /// A JSON value with every object's members in key order, so that two writers' objects compare
  /// whatever order each sorts keys in.
  private static func normalized(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let elements): .array(elements.map(normalized))
    case .object(let members):
      .object(members.map { JSONMember($0.key, normalized($0.value)) }.sorted { $0.key < $1.key })
    default: value
    }
  }
}

/// A document of probes: an object whose members `s0`, `s1`, … are probes or arrays of them,
/// and a member `z` of its own that must always be written.
struct ConflictDocument: Encodable {
  indirect enum Slot: Encodable {
    case probe(ConflictProbe)
    case list([Slot])

    func encode(to encoder: any Encoder) throws {
      switch self {
      case .probe(let probe): try probe.encode(to: encoder)
      case .list(let slots):
        var list = encoder.unkeyedContainer()
        for slot in slots { try list.encode(slot) }
      }
    }
  }

  var slots: [Slot]

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    for (index, slot) in slots.enumerated() { try container.encode(slot, forKey: JSONKey("s\(index)")) }
    try container.encode(true, forKey: JSONKey("z"))
  }

  /// A document of one to four slots, nested up to two arrays deep; with one chance in three,
  /// one probe's move is refused, and its pointer is returned.
  static func random(using generator: inout SplitMix64) -> (ConflictDocument, String?) {
    // Foundation's encoder can trap on a value encoded after a sibling that caught an error (it
    // hands the next sibling a sub-encoder the error left holding a container), so those moves
    // are checked alone, where nothing follows them.
    let merging = ConflictProbe.Move.allCases.filter {
      $0.refusal == nil && $0 != .caughtErrors && $0 != .caughtInSingleValue
    }
    let refused = ConflictProbe.Move.allCases.filter { $0.refusal != nil }
    var pointers: [String] = []
    func slot(_ pointer: String, depth: Int) -> Slot {
      guard depth < 2, generator.next() % 3 == 0 else {
        pointers.append(pointer)
        let move = merging[Int(generator.next() % UInt64(merging.count))]
        return .probe(ConflictProbe(move: move, a: Int(generator.next() % 100), b: Int(generator.next() % 100)))
      }
      return .list((0..<Int(generator.next() % 4)).map { slot(pointer + "/\($0)", depth: depth + 1) })
    }
    var document = ConflictDocument(slots: (0..<Int(1 + generator.next() % 4)).map { slot("/s\($0)", depth: 0) })
    guard !pointers.isEmpty, generator.next() % 3 == 0 else { return (document, nil) }
    let chosen = pointers[Int(generator.next() % UInt64(pointers.count))]
    let move = refused[Int(generator.next() % UInt64(refused.count))]
    document.replace(at: chosen, with: ConflictProbe(move: move, a: 1, b: 2))
    return (document, chosen + (move.refusal ?? ""))
  }

  private mutating func replace(at pointer: String, with probe: ConflictProbe) {
    let steps = pointer.split(separator: "/").map(String.init)
    guard let first = steps.first, let index = Int(first.dropFirst()) else { return }
    func replaced(_ slot: Slot, _ rest: ArraySlice<String>) -> Slot {
      guard let step = rest.first, let position = Int(step), case .list(var slots) = slot else { return .probe(probe) }
      slots[position] = replaced(slots[position], rest.dropFirst())
      return .list(slots)
    }
    slots[index] = replaced(slots[index], steps.dropFirst()[...])
  }
}

/// A value that writes itself with one of the patterns that used to drop content.
struct ConflictProbe: Encodable {
  enum Move: String, CaseIterable, Sendable, CustomStringConvertible {
    // Defined by Foundation's encoder, which merges or keeps the last value: written alike.
    case keyedTwice, unkeyedTwice, nestedKeyedReopened, nestedUnkeyedReopened
    case objectThenNestedKeyed, arrayThenNestedUnkeyed, keyRepeated
    case caughtErrors, caughtInSingleValue, superEncoderOnce, superEncoderInArray, snapshotReopened
    // Foundation traps on these, or drops what was written first: refused.
    case keyedThenUnkeyed, unkeyedThenKeyed, singleTwiceCaught, singleAfterKeyed, keyedAfterSingle
    case nestedOfTwoKinds, scalarThenNested, superEncoderReused, superEncoderAfterValue, snapshotAfterSingle

    /// Where the value is refused, relative to the probe; `nil` when it is written as
    /// Foundation writes it.
    var refusal: String? {
      switch self {
      case .keyedThenUnkeyed, .unkeyedThenKeyed, .singleTwiceCaught, .singleAfterKeyed, .keyedAfterSingle,
        .snapshotAfterSingle:
        ""
      case .nestedOfTwoKinds, .scalarThenNested: "/n"
      case .superEncoderReused: "/super"
      case .superEncoderAfterValue: "/k"
      default: nil
      }
    }

    var description: String { rawValue }
  }

  /// Writes one member, then throws.
  struct Partial: Encodable {
    struct Failure: Error {}
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: JSONKey.self)
      try container.encode(1, forKey: JSONKey("p"))
      throw Failure()
    }
  }

  var move: Move
  var a: Int
  var b: Int

  func encode(to encoder: any Encoder) throws {
    switch move {
    case .keyedTwice, .unkeyedTwice, .nestedKeyedReopened, .nestedUnkeyedReopened, .objectThenNestedKeyed,
      .arrayThenNestedUnkeyed, .keyRepeated:
      try encodeTwice(to: encoder)
    case .caughtErrors, .caughtInSingleValue: try encodeAfterErrors(to: encoder)
    case .superEncoderOnce, .superEncoderInArray, .superEncoderReused, .superEncoderAfterValue:
      try encodeSuper(to: encoder)
    case .snapshotReopened, .snapshotAfterSingle: try encodeSnapshot(to: encoder)
    default: try encodeConflicting(to: encoder)
    }
  }

  private func encodeTwice(to encoder: any Encoder) throws {
    if move == .unkeyedTwice {
      var first = encoder.unkeyedContainer()
      try first.encode(a)
      var second = encoder.unkeyedContainer()
      return try second.encode(b)
    }
    var container = encoder.container(keyedBy: JSONKey.self)
    let key = JSONKey("n")
    switch move {
    case .keyedTwice:
      try container.encode(a, forKey: JSONKey("x"))
      var again = encoder.container(keyedBy: JSONKey.self)
      try again.encode(b, forKey: JSONKey("y"))
    case .nestedKeyedReopened, .objectThenNestedKeyed:
      if move == .objectThenNestedKeyed {
        try container.encode(["x": a], forKey: key)
      } else {
        var first = container.nestedContainer(keyedBy: JSONKey.self, forKey: key)
        try first.encode(a, forKey: JSONKey("x"))
      }
      var second = container.nestedContainer(keyedBy: JSONKey.self, forKey: key)
      try second.encode(b, forKey: JSONKey("y"))
    case .nestedUnkeyedReopened, .arrayThenNestedUnkeyed:
      if move == .arrayThenNestedUnkeyed {
        try container.encode([a], forKey: key)
      } else {
        var first = container.nestedUnkeyedContainer(forKey: key)
        try first.encode(a)
      }
      var second = container.nestedUnkeyedContainer(forKey: key)
      try second.encode(b)
    default:
      try container.encode(a, forKey: key)
      try container.encode(b, forKey: key)
    }
  }

  private func encodeAfterErrors(to encoder: any Encoder) throws {
    if move == .caughtInSingleValue {
      // Foundation keeps what the value wrote before it threw: the encoder is the same.
      var single = encoder.singleValueContainer()
      do { try single.encode(Partial()) } catch {}
      return
    }
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(a, forKey: JSONKey("x"))
    do { try container.encode(Double.nan, forKey: JSONKey("x")) } catch {}
    do { try container.encode(Partial(), forKey: JSONKey("x")) } catch {}
    do { try container.encode(Partial(), forKey: JSONKey("p")) } catch {}
    try container.encode(b, forKey: JSONKey("y"))
    var list = container.nestedUnkeyedContainer(forKey: JSONKey("u"))
    try list.encode(a)
    do { try list.encode(Float.infinity) } catch {}
    do { try list.encode(Partial()) } catch {}
    try list.encode(b)
    let snapshot = SnapshotEncodingContainer(container.superEncoder(forKey: JSONKey("s")))
    try snapshot.encode(a, forKey: "x")
    do { try snapshot.encode(Double.nan, forKey: "x") } catch {}
    do { try snapshot.encode(Partial(), forKey: "x") } catch {}
  }

  private func encodeSuper(to encoder: any Encoder) throws {
    if move == .superEncoderInArray {
      var list = encoder.unkeyedContainer()
      try list.encode(a)
      var single = list.superEncoder().singleValueContainer()
      try single.encode(b)
      return try list.encode(a + b)
    }
    var container = encoder.container(keyedBy: JSONKey.self)
    switch move {
    case .superEncoderOnce:
      var parent = container.superEncoder().container(keyedBy: JSONKey.self)
      try parent.encode(a, forKey: JSONKey("x"))
      var named = container.superEncoder(forKey: JSONKey("k")).unkeyedContainer()
      try named.encode(b)
    case .superEncoderReused:
      var first = container.superEncoder().container(keyedBy: JSONKey.self)
      try first.encode(a, forKey: JSONKey("x"))
      var second = container.superEncoder().container(keyedBy: JSONKey.self)
      try second.encode(b, forKey: JSONKey("y"))
    default:
      try container.encode(a, forKey: JSONKey("k"))
      var single = container.superEncoder(forKey: JSONKey("k")).singleValueContainer()
      try single.encode(b)
    }
  }

  private func encodeSnapshot(to encoder: any Encoder) throws {
    if move == .snapshotAfterSingle {
      var single = encoder.singleValueContainer()
      try single.encode(a)
      return try SnapshotEncodingContainer(encoder).encode(b, forKey: "y")
    }
    let container = SnapshotEncodingContainer(encoder)
    try container.nestedContainer(forKey: "n").encode(a, forKey: "x")
    try container.nestedContainer(forKey: "n").encode(b, forKey: "y")
    try SnapshotEncodingContainer(encoder).encode(a + b, forKey: "z")
  }

  /// Moves Foundation's encoder traps on or drops content with; only the canonical encoder runs them.
  private func encodeConflicting(to encoder: any Encoder) throws {
    switch move {
    case .keyedThenUnkeyed, .unkeyedThenKeyed:
      var keyed = move == .keyedThenUnkeyed ? encoder.container(keyedBy: JSONKey.self) : nil
      try keyed?.encode(a, forKey: JSONKey("x"))
      var list = encoder.unkeyedContainer()
      try list.encode(b)
      if keyed == nil { _ = encoder.container(keyedBy: JSONKey.self) }
    case .singleTwiceCaught:
      var single = encoder.singleValueContainer()
      try single.encode(a)
      do { try single.encode(b) } catch {}
    case .singleAfterKeyed:
      var keyed = encoder.container(keyedBy: JSONKey.self)
      try keyed.encode(a, forKey: JSONKey("x"))
      var single = encoder.singleValueContainer()
      try single.encode(b)
    case .keyedAfterSingle:
      var single = encoder.singleValueContainer()
      try single.encode(a)
      var keyed = encoder.container(keyedBy: JSONKey.self)
      try keyed.encode(b, forKey: JSONKey("y"))
    case .nestedOfTwoKinds:
      var container = encoder.container(keyedBy: JSONKey.self)
      var keyed = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey("n"))
      try keyed.encode(a, forKey: JSONKey("x"))
      var list = container.nestedUnkeyedContainer(forKey: JSONKey("n"))
      try list.encode(b)
    default:
      var container = encoder.container(keyedBy: JSONKey.self)
      try container.encode(a, forKey: JSONKey("n"))
      var keyed = container.nestedContainer(keyedBy: JSONKey.self, forKey: JSONKey("n"))
      try keyed.encode(b, forKey: JSONKey("y"))
    }
  }
}
