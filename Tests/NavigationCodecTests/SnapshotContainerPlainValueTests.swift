import Foundation
import NavigationCodec
import Testing

/// Strings, Booleans and numbers pass through the snapshot containers' generic methods exactly
/// as through the standard library's keyed containers: the same values, and the same
/// refusals, through the canonical coders and through Foundation's.
@Suite struct SnapshotContainerPlainValueTests {
  /// Plain values, coded by the compiler through the standard library's containers.
  struct Standard: Codable, Equatable {
    var s: String
    var i: Int
    var d: Double
    var b: Bool
    var os: String?
    var oi: Int?
  }

  /// The same values, coded by hand through the snapshot containers.
  struct ByHand: Codable, Equatable {
    var value: Standard

    init(_ value: Standard) { self.value = value }

    init(from decoder: any Decoder) throws {
      let fields = try SnapshotDecodingContainer(decoder)
      value = Standard(
        s: try fields.decode(String.self, forKey: "s"), i: try fields.decode(Int.self, forKey: "i"),
        d: try fields.decode(Double.self, forKey: "d"), b: try fields.decode(Bool.self, forKey: "b"),
        os: try fields.decodeIfPresent(String.self, forKey: "os"),
        oi: try fields.decodeIfPresent(Int.self, forKey: "oi"))
    }

    func encode(to encoder: any Encoder) throws {
      let fields = SnapshotEncodingContainer(encoder)
      try fields.encode(value.s, forKey: "s")
      try fields.encode(value.i, forKey: "i")
      try fields.encode(value.d, forKey: "d")
      try fields.encode(value.b, forKey: "b")
      try fields.encodeIfPresent(value.os, forKey: "os")
      try fields.encodeIfPresent(value.oi, forKey: "oi")
    }
  }

  private static let document = #"{"b":true,"d":1.5,"i":3,"oi":4,"os":"y","s":"x"}"#

  /// The document with one member's text replaced (`nil`: the member left out).
  private static func documents() -> [String] {
    let changes: [(String, String?)] = [
      (#""s":"x""#, #""s":null"#), (#""s":"x""#, nil), (#""s":"x""#, #""s":1"#), (#""i":3"#, #""i":null"#),
      (#""i":3"#, #""i":1.5"#), (#""i":3"#, #""i":9007199254740993"#), (#""i":3"#, #""i":"3""#),
      (#""d":1.5"#, #""d":"1.5""#), (#""d":1.5"#, #""d":null"#), (#""b":true"#, #""b":"true""#),
      (#""b":true"#, #""b":null"#), (#""os":"y""#, #""os":null"#), (#""os":"y""#, nil), (#""os":"y""#, #""os":1"#),
      (#""oi":4"#, #""oi":null"#), (#""oi":4"#, #""oi":"4""#),
    ]
    return [document]
      + changes.map { member, replacement in
        guard let replacement else {
          return document.replacingOccurrences(of: member + ",", with: "").replacingOccurrences(
            of: "," + member, with: "")
        }
        return document.replacingOccurrences(of: member, with: replacement)
      }
  }

  /// What decoding gave: the value, or the refusal as its type, case and coding path say it.
  private static func outcome<T>(_ decode: () throws -> T) -> String {
    do {
      return "\(try decode())"
    } catch let error as NavigationError {
      return "\(error.code) at \(error.location)"
    } catch let error as DecodingError {
      switch error {
      case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) \(context.codingPath.count)"
      case .valueNotFound(_, let context): return "valueNotFound \(context.codingPath.map(\.stringValue))"
      case .typeMismatch(_, let context): return "typeMismatch \(context.codingPath.map(\.stringValue))"
      case .dataCorrupted(let context): return "dataCorrupted \(context.codingPath.map(\.stringValue))"
      @unknown default: return "\(error)"
      }
    } catch let error as EncodingError {
      guard case .invalidValue(_, let context) = error else { return "\(error)" }
      return "invalidValue \(context.codingPath.map(\.stringValue))"
    } catch {
      return "\(type(of: error))"
    }
  }

  @Test(arguments: documents())
  func aDocumentDecodesAsThroughTheStandardContainers(json: String) {
    let bytes = Array(json.utf8)
    let canonical = Self.outcome { try CanonicalJSONDecoder().decode(ByHand.self, from: bytes).value }
    #expect(canonical == Self.outcome { try CanonicalJSONDecoder().decode(Standard.self, from: bytes) })
    let foundation = Self.outcome { try JSONDecoder().decode(ByHand.self, from: Data(bytes)).value }
    #expect(foundation == Self.outcome { try JSONDecoder().decode(Standard.self, from: Data(bytes)) })
  }

  @Test(arguments: [
    Standard(s: "x", i: 3, d: 1.5, b: true, os: "y", oi: 4), Standard(s: "", i: 0, d: -0.0, b: false, os: nil, oi: nil),
    Standard(s: "x", i: 9_007_199_254_740_993, d: 1, b: true, os: nil, oi: nil),
    Standard(s: "x", i: -9_007_199_254_740_993, d: 1, b: true, os: nil, oi: nil),
    Standard(s: "x", i: 1 << 60, d: 1, b: true, os: nil, oi: 9_007_199_254_740_993),
    Standard(s: "x", i: 1, d: .nan, b: true, os: nil, oi: nil),
    Standard(s: "x", i: 1, d: -.infinity, b: true, os: nil, oi: nil),
  ])
  func aValueEncodesAsThroughTheStandardContainers(value: Standard) {
    let canonical = Self.outcome { try CanonicalJSONEncoder().encode(ByHand(value)) }
    #expect(canonical == Self.outcome { try CanonicalJSONEncoder().encode(value) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(Self.outcome { try encoder.encode(ByHand(value)) } == Self.outcome { try encoder.encode(value) })
  }
}
