import Foundation
import NavigationCodec
import TestSupport
import Testing

/// `Int128` and `UInt128` are coded as numbers, as Foundation's JSON coders code them, under
/// the rule for every integer: one a JSON number (a `Double`) holds exactly.
@Suite struct WideIntegerCodingTests {
  private struct Ledger: Codable, Equatable {
    var balance: Int128
    var entries: [UInt128]
    var limit: Int128?
  }

  private static let ledger = Ledger(balance: -9_007_199_254_740_992, entries: [0, 1, 9_007_199_254_740_992], limit: 7)

  @Test func wideIntegersAreNumbers() throws {
    let bytes = try CanonicalJSONEncoder(compact: true).encode(Self.ledger)
    let expected = #"{"balance":-9007199254740992,"entries":[0,1,9007199254740992],"limit":7}"# + "\n"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    #expect(try CanonicalJSONDecoder().decode(Ledger.self, from: bytes) == Self.ledger)
    #expect(try CanonicalJSONDecoder().decode(Int128.self, from: Array("-3".utf8)) == -3)
  }

  @Test func foundationsCodersReadAndWriteTheSameForm() throws {
    #expect(
      try JSONDecoder().decode(Ledger.self, from: Data(CanonicalJSONEncoder().encode(Self.ledger))) == Self.ledger)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try CanonicalJSONDecoder().decode(Ledger.self, from: encoder.encode(Self.ledger)) == Self.ledger)
  }

  @Test func anIntegerNoJSONNumberHoldsIsRefusedWhereItIs() {
    var ledger = Self.ledger
    ledger.entries[2] = UInt128(1) << 100 | 1
    let error = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(ledger) }
    #expect(Refused(error) == Refused("invalid-value", "/entries/2"))
  }

  @Test(arguments: [
    (#"{"balance": 1.5, "entries": []}"#, Refused("invalid-value", "/balance")),
    (#"{"balance": 1, "entries": [-1]}"#, Refused("invalid-value", "/entries/0")),
    (#"{"balance": 1, "entries": [], "limit": "7"}"#, Refused("invalid-value", "/limit")),
  ])
  func whatIsNotSuchAnIntegerIsRefusedWhereItIs(_ json: String, _ expected: Refused) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode(Ledger.self, from: Array(json.utf8))
    }
    #expect(Refused(error) == expected, "\(String(describing: error))")
  }
}
