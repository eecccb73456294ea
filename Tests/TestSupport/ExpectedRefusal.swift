import Foundation

// Read with Foundation rather than the engine's JSON reader, which is internal: this target
// builds without testing enabled (see `LinkRoute+Declaring.swift`).

extension FixturePaths {
  /// Reads a recorded `{"code", "location"}` expectation.
  public static func expectedRefusal(_ relative: String) throws -> Refused {
    let expected = try JSONDecoder().decode(Expectation.self, from: Data(read(relative)))
    return Refused(expected.code, expected.location)
  }

  /// A recorded refusal, as its file spells it.
  private struct Expectation: Decodable {
    let code: String
    let location: String
  }
}
