import Foundation
import Testing

@testable import NavigationCodec

@Suite struct UUIDTextTests {
  @Test func readsEitherCaseAndWritesLowercase() throws {
    let upper = try #require(UUIDText.parse("6F1C2A9E-3B4D-4C8E-9F10-2A3B4C5D6E7F"))
    #expect(UUIDText.format(upper) == "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
    #expect(upper.uuidString == "6F1C2A9E-3B4D-4C8E-9F10-2A3B4C5D6E7F")
  }

  @Test(arguments: [
    "{6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f}", "6f1c2a9e3b4d4c8e9f102a3b4c5d6e7f",
    "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7", "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f0",
    "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7g", "6f1c2a9e3-b4d-4c8e-9f10-2a3b4c5d6e7f",
    "urn:uuid:6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f", "6f1c2а9e-3b4d-4c8e-9f10-2a3b4c5d6e7f",
  ])
  func refusesOtherSpellings(_ text: String) {
    #expect(UUIDText.parse(text) == nil)
  }

  @Test func refusesABadCharacterAtEveryPosition() {
    let valid = Array("6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f".utf8)
    for position in valid.indices {
      let misplaced = valid[position] == UInt8(ascii: "-") ? UInt8(ascii: "0") : UInt8(ascii: "-")
      for bad in [UInt8(ascii: "g"), misplaced, 0xC3, 0x00] {
        var text = valid
        text[position] = bad
        let parsed = text.withUnsafeBufferPointer { UUIDText.parse(utf8: $0) }
        #expect(parsed == nil, "byte \(bad) at \(position)")
      }
    }
  }

  @Test func everyByteValueAtEveryPositionFormatsAsFoundationDoes() {
    for value in 0...255 {
      for position in 0..<16 {
        var bytes = [UInt8](repeating: UInt8(truncatingIfNeeded: value &* 7 &+ position), count: 16)
        bytes[position] = UInt8(value)
        let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
        #expect(UUIDText.format(uuid) == uuid.uuidString.lowercased())
      }
    }
  }

  /// A UUID is made from its bytes alike whether they are copied whole (where the layout
  /// allows) or given to `UUID(uuid:)`.
  @Test func bothWaysOfMakingAUUIDGiveItsBytesInOrder() throws {
    let expected = try #require(UUID(uuidString: "00010203-0405-0607-0809-0A0B0C0D0E0F"))
    let (low, high): (UInt64, UInt64) = (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908)
    #expect(UUIDText.make(low: low, high: high, copyingBytes: false) == expected)
    if UUIDText.storesItsBytes {
      #expect(UUIDText.make(low: low, high: high, copyingBytes: true) == expected)
    }
  }

  @Test func formatMatchesFoundation() {
    for _ in 0..<200 {
      let uuid = UUID()
      #expect(UUIDText.format(uuid) == uuid.uuidString.lowercased())
      #expect(UUIDText.parse(uuid.uuidString) == uuid)
    }
  }
}

@Suite struct UUIDTextDigitTests {
  /// Every byte value at every digit position: read as a hex digit exactly when it is one,
  /// with its value, in either case (the digits are read eight at a time).
  @Test func readsEveryByteAsTheDigitItIs() {
    let valid = Array("00000000-0000-0000-0000-000000000000".utf8)
    let digitPositions = valid.indices.filter { valid[$0] != UInt8(ascii: "-") }
    for (index, position) in digitPositions.enumerated() {
      for byte in UInt8.min...UInt8.max {
        var text = valid
        text[position] = byte
        let parsed = text.withUnsafeBufferPointer { UUIDText.parse(utf8: $0) }
        let expected: UInt8? =
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
          case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
          case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
          default: nil
          }
        guard let expected else {
          #expect(parsed == nil, "byte \(byte) at \(position)")
          continue
        }
        let value = parsed.map { uuid in withUnsafeBytes(of: uuid.uuid) { $0[index / 2] } }
        #expect(value == (index % 2 == 0 ? expected << 4 : expected), "byte \(byte) at \(position)")
      }
    }
  }
}
