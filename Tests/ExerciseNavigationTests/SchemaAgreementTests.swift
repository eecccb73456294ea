import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The exercise snapshot has one schema, its `Codable` conformances; the hand-written tape
/// reader stays because it is measured faster, and must agree with the `Codable` path on every
/// input: the same state, or the same code at the same location.
@Suite struct SchemaAgreementTests {
  static let format = SnapshotFormat<NavigationState>(name: NavigationSnapshot.format, version: 1)

  static var inputs: [String] {
    let folders = ["snapshots/valid", "snapshots/refused", "snapshots/lenient"]
    return folders.flatMap { folder in
      ((try? FixturePaths.files(in: folder)) ?? []).filter { !$0.hasSuffix(".expected.json") }.map { "\(folder)/\($0)" }
    }
  }

  static func outcome(_ body: () throws(NavigationError) -> NavigationState) -> String {
    do {
      return String(decoding: NavigationSnapshot.encode(try body()), as: UTF8.self)
    } catch {
      return "\(error.code) at \(error.location)"
    }
  }

  static func agree(_ bytes: [UInt8]) -> (handWritten: String, codable: String) {
    (
      outcome { () throws(NavigationError) in try NavigationSnapshot.decode(bytes) },
      outcome { () throws(NavigationError) in try format.decode(bytes) }
    )
  }

  @Test(arguments: inputs) func everySnapshotFixtureReadsAlikeBothWays(_ path: String) throws {
    let (handWritten, codable) = Self.agree(try FixturePaths.read(path))
    #expect(handWritten == codable)
  }

  @Test func everyJSONTestSuiteFileReadsAlikeBothWays() throws {
    for name in CorpusTests.jsonSuite {
      let (handWritten, codable) = Self.agree(try FixturePaths.corpus("jsontestsuite/test_parsing/\(name)"))
      #expect(handWritten == codable, "\(name)")
    }
  }
}
