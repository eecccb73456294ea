import NavigationCommandLine
import TestSupport
import Testing

@testable import NavigationCodec

/// The canonical `Codable` encoder writes its tree itself, into a buffer sized in advance.
///
/// The streaming writer is the reference for the bytes. Generated documents go through both,
/// with keys in random order, escapes, non-ASCII text, large objects and integers.
@Suite struct CanonicalEncoderWritingTests {
  @Test(arguments: 0..<400 as Range<UInt64>)
  func theEncoderWritesWhatTheWriterWrites(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let value = Self.value(depth: 0, &generator)
    let encodable = EncodableJSON(value: value, shuffleSeed: seed)
    #expect(try CanonicalJSONEncoder().encode(encodable) == CanonicalJSONWriter.encode(value))
    #expect(
      try CanonicalJSONEncoder(compact: true).encode(encodable) == CanonicalJSONWriter.encode(value, compact: true))
  }

  @Test func anEscapeIsFoundAtEveryPositionOfEveryLength() {
    for length in 1...17 {
      for position in 0..<length {
        for byte in 0...255 as ClosedRange<UInt8> {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = byte
          let expected = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
          let found = bytes.withUnsafeBufferPointer(JSONStringEscapes.anyNeedsEscape)
          #expect(found == expected, "byte \(byte) at \(position) of \(length)")
        }
      }
    }
  }

  @Test func aStringWithEscapesIsWrittenAsTheWriterWritesIt() throws {
    let text = "tab\there \"quoted\" back\\slash \u{1}\u{1F}\u{7F} é 🏊 line\nend"
    let value = JSONValue.object([JSONMember(text, .string(text))])
    #expect(
      try CanonicalJSONEncoder().encode(EncodableJSON(value: value, shuffleSeed: 0))
        == CanonicalJSONWriter.encode(value))
  }

  @Test func aBufferTooSmallIsWrittenAgainWithMoreRoom() throws {
    var generator = SplitMix64(seed: 7)
    let value = JSONValue.array((0..<20).map { _ in Self.value(depth: 1, &generator) })
    let tree = try CanonicalJSONEncoder.tree(of: EncodableJSON(value: value, shuffleSeed: 7), capacity: 8)
    let expected = CanonicalJSONWriter.encode(value)
    #expect(tree.sizeBound >= expected.count)
    for capacity in [1, 2, 7, expected.count - 1, expected.count] {
      #expect(tree.written(compact: false, capacity: capacity) == expected, "capacity \(capacity)")
    }
  }

  // MARK: Generation

  private static let pieces: [String] = [
    "a", "Z", "key", "é", "🏊", "\"", "\\", "\n", "\t", "\u{0}", "\u{8}", "\u{C}", "\u{1B}", "\u{1F}", "\u{7F}", " ",
    "/",
    "longer-text-", "12345678",
  ]

  private static func string(_ generator: inout SplitMix64) -> String {
    (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
  }

  private static func value(depth: Int, _ generator: inout SplitMix64) -> JSONValue {
    let choice = Int.random(in: 0..<(depth < 4 ? 8 : 5), using: &generator)
    switch choice {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .number(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)))
    case 3: return .number(Double.random(in: -1e9...1e9, using: &generator) / 7)
    case 4: return .string(string(&generator))
    case 5:
      return .array((0..<Int.random(in: 0...5, using: &generator)).map { _ in value(depth: depth + 1, &generator) })
    default:
      // Up to 40 members, past the size at which members are no longer kept sorted on arrival.
      var members: [String: JSONValue] = [:]
      for _ in 0..<Int.random(in: 0...40, using: &generator) {
        members[string(&generator)] = value(depth: depth + 1, &generator)
      }
      return .object(members.map { JSONMember($0.key, $0.value) })
    }
  }
}

/// A JSON value encoded through the `Codable` containers: members in a shuffled order, and
/// integral numbers as integers half of the time.
private struct EncodableJSON: Encodable {
  let value: JSONValue
  let shuffleSeed: UInt64

  func encode(to encoder: any Encoder) throws {
    switch value {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .number(let number):
      var container = encoder.singleValueContainer()
      if number.rounded() == number, shuffleSeed % 2 == 0, let integer = Int(exactly: number) {
        try container.encode(integer)
      } else {
        try container.encode(number)
      }
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(EncodableJSON(value: element, shuffleSeed: shuffleSeed)) }
    case .object(let members):
      var container = encoder.container(keyedBy: JSONCodingKey.self)
      var generator = SplitMix64(seed: shuffleSeed)
      for member in members.shuffled(using: &generator) {
        try container.encode(
          EncodableJSON(value: member.value, shuffleSeed: shuffleSeed), forKey: JSONCodingKey(stringValue: member.key))
      }
    }
  }
}
