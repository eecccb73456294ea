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
  /// Seeded mutants of the valid fixtures read alike: the same state or the same refusal.
  ///
  /// A mutant has a field renamed, dropped, given another value or type, a key added or
  /// repeated, up to three times over, so several faults compete for the first report.
  @Test func seededMutantsReadAlikeBothWays() throws {
    let sources = try Self.inputs.filter { $0.hasPrefix("snapshots/valid") }.map {
      String(decoding: try FixturePaths.read($0), as: UTF8.self)
    }
    let replacements: [(String, String)] = [
      ("\"path\"", "\"paths\""), ("\"tab\"", "\"tabs\""), ("\"draft\"", "\"drafts\""),
      ("\"exercise\"", "\"exercises\""), ("\"type\"", "\"kind\""), ("\"title\"", "\"name\""),
      ("\"running\"", "\"jogging\""), ("\"history\"", "\"histories\""), ("\"alert\"", "\"alarm\""),
      (": 5.2", ": \"5.2\""), (": []", ": {}"), (": {}", ": []"), ("\"exercises\": {", "\"exercises\": {\"x\": 1, "),
      ("{\n", "{\"extra\": null,\n"), ("\"discard\": {}", "\"discard\": {\"now\": true}"),
      ("\"starts\"", "\"finished\": null, \"starts\""), ("Z\"", "\""), ("-4", "-x"), (": 0,", ": -0,"),
      ("\"destination\": {", "\"destination\": {\"alert\": {}, "), ("\"version\": 1", "\"version\": 1.0"),
      ("}\n", "}}\n"), (",\n", ",,\n"), ("\"settings\"", "\"setting\""), ("\"tab\": \"", "\"tab\": \"X"),
    ]
    var random = SplitMix64(seed: 15)
    var disagreements: [String] = []
    for _ in 0..<3000 {
      var text = sources[Int(random.next() % UInt64(sources.count))]
      for _ in 0...(random.next() % 3) {
        let (from, to) = replacements[Int(random.next() % UInt64(replacements.count))]
        guard let range = text.ranges(of: from).randomElement(using: &random) else { continue }
        text.replaceSubrange(range, with: to)
      }
      let (handWritten, codable) = Self.agree(Array(text.utf8))
      if handWritten != codable {
        disagreements.append("\(text)\n  hand-written: \(handWritten)\n  Codable: \(codable)")
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) disagree; first:\n\(disagreements.first ?? "")")
  }
}
