import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// `SnapshotEncodingContainer` and `SnapshotDecodingContainer` give a hand-written conformance
/// the same shape through every coder, and the canonical coders' own refusals where they read
/// in place.
@Suite struct SnapshotContainerTests {
  /// A screen of a booking app, coded by hand through the snapshot containers.
  private struct Booking: Codable, Equatable {
    enum Seat: String, Codable { case aisle, window }
    enum Step: Codable, Equatable {
      case review(at: Date)
      case paid(receipt: UUID)

      private static let caseNames = ["paid", "review"]

      init(from decoder: any Decoder) throws {
        let (name, fields) = try SnapshotDecodingContainer.enumCase(of: decoder, among: Self.caseNames)
        self =
          name == "paid"
          ? .paid(receipt: try fields.decode(UUID.self, forKey: "receipt"))
          : .review(at: try fields.decode(Date.self, forKey: "at"))
      }

      func encode(to encoder: any Encoder) throws {
        let container = SnapshotEncodingContainer(encoder)
        switch self {
        case .review(let date): try container.nestedContainer(forKey: "review").encode(date, forKey: "at")
        case .paid(let receipt): try container.nestedContainer(forKey: "paid").encode(receipt, forKey: "receipt")
        }
      }
    }

    var id: UUID
    var guest: String
    var seat: Seat
    var nights: Int
    var price: Double
    var confirmed: Bool
    var arrives: Date
    var leaves: Date?
    var note: String?
    var steps: [Step]

    init(from decoder: any Decoder) throws {
      let container = try SnapshotDecodingContainer(decoder)
      id = try container.decode(UUID.self, forKey: "id")
      guest = try container.decode(String.self, forKey: "guest")
      seat = try container.decode(Seat.self, rawValueForKey: "seat")
      nights = try container.decode(Int.self, forKey: "nights")
      price = try container.decode(Double.self, forKey: "price")
      confirmed = try container.decode(Bool.self, forKey: "confirmed")
      arrives = try container.decode(Date.self, forKey: "arrives")
      leaves = try container.decodeIfPresent(Date.self, forKey: "leaves")
      note = try container.decodeIfPresent(String.self, forKey: "note")
      steps = try container.decode([Step].self, forKey: "steps")
    }

    func encode(to encoder: any Encoder) throws {
      let container = SnapshotEncodingContainer(encoder)
      try container.encode(id, forKey: "id")
      try container.encode(guest, forKey: "guest")
      try container.encode(seat.rawValue, forKey: "seat")
      try container.encode(nights, forKey: "nights")
      try container.encode(price, forKey: "price")
      try container.encode(confirmed, forKey: "confirmed")
      try container.encode(arrives, forKey: "arrives")
      try container.encodeIfPresent(leaves, forKey: "leaves")
      try container.encodeIfPresent(note, forKey: "note")
      try container.encode(steps, forKey: "steps")
    }

    init(leaves: Date?, note: String?) {
      id = UUID(sequential: 7)
      guest = "Zoë \"Z\" Ångström"
      seat = .window
      nights = 3
      price = 412.5
      confirmed = true
      arrives = Date(milliseconds: 1_743_577_200_250)
      self.leaves = leaves
      self.note = note
      steps = [.review(at: Date(milliseconds: 1_743_500_000_000)), .paid(receipt: UUID(sequential: 9))]
    }
  }

  /// An enum whose case holds a value that reads itself: the case is found, then its value
  /// read as the member of that name.
  private enum Stay: Codable, Equatable {
    case booked(Booking)

    private static let caseNames = ["booked"]

    init(from decoder: any Decoder) throws {
      let (name, _) = try SnapshotDecodingContainer.enumCase(of: decoder, among: Self.caseNames)
      self = .booked(try SnapshotDecodingContainer(decoder).decode(Booking.self, forKey: name))
    }

    func encode(to encoder: any Encoder) throws {
      guard case .booked(let booking) = self else { return }
      try SnapshotEncodingContainer(encoder).encode(booking, forKey: "booked")
    }
  }

  private static let booking = Booking(leaves: Date(milliseconds: 1_743_836_400_000), note: nil)

  /// A reading whose unit is an enum of words, read by its raw value.
  private struct Reading: Decodable, Equatable {
    enum Unit: String, CaseIterable {
      case kelvin = "K"
      case celsius = "C"
    }
    var unit: Unit

    init(from decoder: any Decoder) throws {
      unit = try SnapshotDecodingContainer(decoder).decode(Unit.self, rawValueForKey: "unit")
    }
  }

  private static let canonical = """
    {
      "arrives": "2025-04-02T07:00:00.250Z",
      "confirmed": true,
      "guest": "Zoë \\"Z\\" Ångström",
      "id": "00000000-0000-0000-0000-000000000007",
      "leaves": "2025-04-05T07:00:00Z",
      "nights": 3,
      "price": 412.5,
      "seat": "window",
      "steps": [
        {
          "review": {
            "at": "2025-04-01T09:33:20Z"
          }
        },
        {
          "paid": {
            "receipt": "00000000-0000-0000-0000-000000000009"
          }
        }
      ]
    }

    """

  @Test func theCanonicalEncoderWritesTheSnapshotForm() throws {
    let bytes = try CanonicalJSONEncoder().encode(Self.booking)
    #expect(String(decoding: bytes, as: UTF8.self) == Self.canonical)
    #expect(try CanonicalJSONDecoder().decode(Booking.self, from: bytes) == Self.booking)
    #expect(try CanonicalJSONEncoder().encode(CanonicalJSONDecoder().decode(Booking.self, from: bytes)) == bytes)
  }

  @Test func foundationsCodersGetTheSameShapeWhateverTheirStrategies() throws {
    // Dates and UUIDs are text through any coder: Foundation's default date strategy (a
    // number) and its uppercase UUIDs never show.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let foundation = try encoder.encode(Self.booking)
    let reader = JSONReader()
    #expect(try reader.read(Array(foundation)) == reader.read(Array(Self.canonical.utf8)))
    #expect(try CanonicalJSONDecoder().decode(Booking.self, from: foundation) == Self.booking)
    #expect(try JSONDecoder().decode(Booking.self, from: Data(Self.canonical.utf8)) == Self.booking)
  }

  @Test func absentOptionalsAreLeftOutAndNullReadsAsAbsent() throws {
    let booking = Booking(leaves: nil, note: "late")
    let bytes = try CanonicalJSONEncoder(compact: true).encode(booking)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("leaves") && text.contains(#""note":"late""#))
    let withNull = text.replacingOccurrences(of: #""note":"late""#, with: #""leaves":null,"note":"late""#)
    #expect(try CanonicalJSONDecoder().decode(Booking.self, from: Array(withNull.utf8)) == booking)
    #expect(try JSONDecoder().decode(Booking.self, from: Data(withNull.utf8)) == booking)
  }

  /// A date without a four-digit year has only ISO 8601's expanded text, which no reader
  /// accepts: it is refused at encode, by every coder, rather than saved and refused at the next
  /// load.
  @Test func aDateOutsideTheFourDigitYearsIsRefusedByEveryCoder() throws {
    let far = Booking(leaves: Date(milliseconds: 253_402_300_800_000), note: nil)
    let error = refusal { () throws(NavigationError) in try CanonicalJSONEncoder(compact: true).encode(far) }
    #expect(Refused(error) == Refused("invalid-value", "/leaves"))
    #expect {
      try JSONEncoder().encode(far)
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["leaves"]
    }
  }

  /// The canonical form without white space, so that a case replaces one piece of it.
  static let compact =
    #"{"arrives":"2025-04-02T07:00:00.250Z","confirmed":true,"guest":"Zoë","#
    + #""id":"00000000-0000-0000-0000-000000000007","leaves":"2025-04-05T07:00:00Z","nights":3,"#
    + #""price":412.5,"seat":"window","steps":[{"review":{"at":"2025-04-01T09:33:20Z"}},"#
    + #"{"paid":{"receipt":"00000000-0000-0000-0000-000000000009"}}]}"#

  static func replacing(_ old: String, with new: String) -> [UInt8] {
    Array(compact.replacingOccurrences(of: old, with: new).utf8)
  }

  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var document: [UInt8]
    var expected: Refused
  }

  static let refusals: [Case] = [
    Case(
      description: "a date that is not ISO 8601",
      document: replacing("2025-04-02T07:00:00.250Z", with: "2 April 2025"),
      expected: Refused("invalid-value", "/arrives")),
    Case(
      description: "an optional date that is not ISO 8601",
      document: replacing("2025-04-05T07:00:00Z", with: "soon"), expected: Refused("invalid-value", "/leaves")),
    Case(
      description: "a date as a number", document: replacing(#""2025-04-02T07:00:00.250Z""#, with: "1743577200"),
      expected: Refused("invalid-value", "/arrives")),
    Case(
      description: "a UUID that is not one", document: replacing("00000000-0000-0000-0000-000000000007", with: "seven"),
      expected: Refused("invalid-value", "/id")),
    Case(
      description: "a UUID inside an array element",
      document: replacing("00000000-0000-0000-0000-000000000009", with: "nine"),
      expected: Refused("invalid-value", "/steps/1/paid/receipt")),
    Case(
      description: "a word that is no raw value", document: replacing(#""window""#, with: #""roof""#),
      expected: Refused("invalid-value", "/seat")),
    Case(
      description: "a raw value that is not a string", document: replacing(#""window""#, with: "2"),
      expected: Refused("invalid-value", "/seat")),
    Case(
      description: "a required field that is null", document: replacing(#""Zoë""#, with: "null"),
      expected: Refused("missing-field", "/guest")),
    Case(
      description: "a required field left out", document: replacing(#""nights":3,"#, with: ""),
      expected: Refused("missing-field", "/nights")),
    Case(
      description: "an integer that is an array", document: replacing(#""nights":3"#, with: #""nights":[3]"#),
      expected: Refused("invalid-value", "/nights")),
    Case(
      description: "an array that is an object",
      document: replacing(#""steps":["#, with: #""steps":{"a":["#) + Array("}".utf8),
      expected: Refused("invalid-value", "/steps")),
    Case(
      description: "an enum case's fields that are not an object",
      document: replacing(#"{"review":{"at":"2025-04-01T09:33:20Z"}}"#, with: #"{"review":1}"#),
      expected: Refused("invalid-value", "/steps/0/review")),
    Case(
      description: "a field no conformance reads", document: replacing(#""nights":3,"#, with: #""nights":3,"pets":1,"#),
      expected: Refused("unexpected-field", "/pets")),
    Case(
      description: "an unknown enum case", document: replacing(#"{"review":"#, with: #"{"refund":"#),
      expected: Refused("unexpected-field", "/steps/0/refund")),
    Case(
      description: "an enum value with two cases",
      document: replacing(#"{"paid":{"#, with: #"{"review":{"at":"2025-04-01T09:33:20Z"},"paid":{"#),
      expected: Refused("invalid-value", "/steps/1")),
    Case(
      description: "an enum value that is not an object",
      document: replacing(#"{"review":{"at":"2025-04-01T09:33:20Z"}}"#, with: #""review""#),
      expected: Refused("invalid-value", "/steps/0")),
    Case(
      description: "an enum case repeated",
      document: replacing(#"{"paid":{"#, with: #"{"paid":{},"paid":{"#),
      expected: Refused("unexpected-field", "/steps/1/paid")),
  ]

  @Test(arguments: refusals)
  func theCanonicalDecoderRefusesInPlaceWithItsOwnLocations(_ refusal: Case) {
    let error = TestSupport.refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Booking.self, from: refusal.document)
    }
    #expect(Refused(error) == refusal.expected)
  }

  @Test func anEnumCaseIsRefusedAtTheSameMemberThroughFoundationsDecoder() {
    // The case name is checked by the container itself, so its refusal is a `NavigationError`
    // located by the coding path whatever the decoder.
    let document = Self.replacing(#"{"review":"#, with: #"{"refund":"#)
    do {
      _ = try JSONDecoder().decode(Booking.self, from: Data(document))
      Issue.record("expected a refusal")
    } catch {
      #expect(Refused(error as? NavigationError) == Refused("unexpected-field", "/steps/0/refund"))
    }
  }

  @Test func anEnumCasesDecoderReadsTheValueUnderIt() throws {
    let stay = Stay.booked(Self.booking)
    let bytes = try CanonicalJSONEncoder(compact: true).encode(stay)
    let booking = String(decoding: try CanonicalJSONEncoder(compact: true).encode(Self.booking), as: UTF8.self)
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"booked":"# + booking.dropLast() + "}\n")
    #expect(try CanonicalJSONDecoder().decode(Stay.self, from: bytes) == stay)
    #expect(try JSONDecoder().decode(Stay.self, from: Data(bytes)) == stay)
  }

  @Test func anEnumCasesDecoderIsRefusedWhereTheContainerIs() {
    let booked = #"{"booked":"# + Self.compact + "}"
    let cases: [(String, Refused)] = [
      (#"{"stayed":"# + Self.compact + "}", Refused("unexpected-field", "/stayed")),
      ("[" + booked + "]", Refused("invalid-value", "input")),
      (booked.replacingOccurrences(of: #""nights":3,"#, with: ""), Refused("missing-field", "/booked/nights")),
    ]
    for (document, expected) in cases {
      let error = TestSupport.refusal { () throws(NavigationError) in
        try CanonicalJSONDecoder().decode(Stay.self, from: Array(document.utf8))
      }
      #expect(Refused(error) == expected, "\(document)")
    }
  }

  @Test func foundationsDecoderIsRefusedAtTheSameMember() throws {
    let cases: [(document: [UInt8], path: String)] = [
      (Self.replacing("2025-04-02T07:00:00.250Z", with: "2 April 2025"), "arrives"),
      (Self.replacing("00000000-0000-0000-0000-000000000007", with: "seven"), "id"),
      (Self.replacing(#""window""#, with: #""roof""#), "seat"),
    ]
    for (document, path) in cases {
      do {
        _ = try JSONDecoder().decode(Booking.self, from: Data(document))
        Issue.record("\(path): expected a refusal")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.codingPath.map(\.stringValue) == [path])
      }
    }
  }

  @Test func aNumberJSONCannotHoldIsRefusedAtItsMember() {
    var booking = Self.booking
    booking.price = .nan
    let error = TestSupport.refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(booking) }
    #expect(Refused(error) == Refused("invalid-value", "/price"))
  }

  @Test func aRawValueIsReadByItsExactScalars() throws {
    #expect(try CanonicalJSONDecoder().decode(Reading.self, from: Array(#"{"unit": "K"}"#.utf8)).unit == .kelvin)
    #expect(try JSONDecoder().decode(Reading.self, from: Data(#"{"unit": "C"}"#.utf8)).unit == .celsius)
    // U+212A KELVIN SIGN is canonically equivalent to "K", so `String`'s `==` holds them
    // equal; as everywhere in snapshots, text is the raw value only with exactly its scalars.
    let kelvinSign = Array(#"{"unit": "\#u{212A}"}"#.utf8)
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Reading.self, from: kelvinSign)
    }
    #expect(Refused(error) == Refused("invalid-value", "/unit"))
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Reading.self, from: Data(kelvinSign)) }
  }
}
