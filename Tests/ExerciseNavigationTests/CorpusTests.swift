import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Public and hostile corpora: every input gives a state or a typed error, never a crash or a
/// hang.
@Suite(.timeLimit(.minutes(2))) struct CorpusTests {
  /// A fresh codec for each use, so that every add draft gets the id `…0001`.
  static var codec: ExerciseCodec {
    ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(Date(milliseconds: 0)))
  }

  /// Opens a link and checks the outcome is well formed either way.
  static func open(_ link: String) -> Result<NavigationState, NavigationError> {
    let result = Result { () throws(NavigationError) in try codec.open(link: link).value }
    if case .failure(let error) = result {
      #expect(!error.message.isEmpty && !error.location.isEmpty, "\(link)")
    }
    return result
  }

  @Test func everyHostileLinkGivesAStateOrATypedError() throws {
    let links = try FixturePaths.hostileLinks()
    #expect(links.count == 170)
    for (link, label) in links {
      let result = Self.open(link)
      if label.hasPrefix("baseline:") {
        #expect((try? result.get()) != nil, "\(label)")
      }
      // A link that opens a state prints back to a link that opens the same state.
      if case .success(let state) = result, let printed = try? Self.codec.link(for: state) {
        #expect((try? Self.codec.open(link: printed).value) == state, "\(label)")
      }
    }
  }

  @Test func hugeHostileLinksAreRefusedByTheLimitInMilliseconds() throws {
    let huge = try FixturePaths.hostileLinks().filter { $0.link.utf8.count > 8192 }
    #expect(!huge.isEmpty)
    let clock = ContinuousClock()
    for (link, label) in huge {
      var result: Result<NavigationState, NavigationError>?
      let elapsed = clock.measure { result = Self.open(link) }
      guard case .failure(let error)? = result else {
        Issue.record("\(label) was accepted")
        continue
      }
      #expect(Refused(error) == Refused("limit-exceeded", "input"), "\(label)")
      #expect(elapsed < .milliseconds(50), "\(label) took \(elapsed)")
    }
  }

  @Test func everyWHATWGInputGivesAStateOrATypedError() throws {
    let document = try JSONReader().read(FixturePaths.corpus("whatwg-url/urltestdata.json"))
    guard case .array(let entries) = document else {
      Issue.record("urltestdata.json is not an array")
      return
    }
    var inputs = 0
    for case .object(let members) in entries {
      guard case .string(let input)? = members.first(where: { $0.key == "input" })?.value else { continue }
      inputs += 1
      // As given, and grafted onto each accepted origin so the path and query rules see it.
      for link in [
        input, "doexercise://" + input, "doexercise://exercises/" + input, "https://doexercise.app/" + input,
      ] {
        _ = Self.open(link)
      }
    }
    #expect(inputs > 800)
  }

  /// Every string anywhere in a JSON document.
  static func strings(in value: JSONValue) -> [String] {
    var found: [String] = []
    var pending = [value]
    while let next = pending.popLast() {
      switch next {
      case .string(let text): found.append(text)
      case .array(let elements): pending += elements
      case .object(let members): pending += members.map(\.value)
      default: break
      }
    }
    return found
  }

  @Test(arguments: ["setters_tests.json", "toascii.json", "percent-encoding.json", "urlencoded-parser-data.json"])
  func everyStringOfTheOtherWHATWGFilesGivesAStateOrATypedError(_ name: String) throws {
    let document = try JSONReader().read(FixturePaths.corpus("whatwg-url/\(name)"))
    let inputs = Self.strings(in: document)
    #expect(inputs.count > 20)
    for input in inputs {
      for link in [input, "doexercise://" + input, "doexercise://exercises/new?title=" + input] {
        _ = Self.open(link)
      }
    }
  }

  @Test func theJavaScriptOnlyWHATWGInputsGiveAStateOrATypedError() throws {
    // The file holds lone UTF-16 surrogates in \u escapes, which strict JSON reading refuses;
    // its inputs are fed as written, and with each escape decoded (a lone surrogate as U+FFFD).
    let bytes = try FixturePaths.corpus("whatwg-url/urltestdata-javascript-only.json")
    let error = refusal { () throws(NavigationError) in try JSONReader().read(bytes) }
    #expect(error?.code == .malformedJSON)
    let text = String(decoding: bytes, as: UTF8.self)
    let inputs = text.split(separator: "\"input\": \"").dropFirst().compactMap { $0.split(separator: "\"").first }
    #expect(!inputs.isEmpty)
    for input in inputs {
      var decoded = ""
      var rest = Substring(input)
      while let escape = rest.firstRange(of: "\\u") {
        decoded += rest[..<escape.lowerBound]
        let hex = rest[escape.upperBound...].prefix(4)
        decoded.unicodeScalars.append(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
        rest = rest[escape.upperBound...].dropFirst(hex.count)
      }
      decoded += rest
      for link in [String(input), decoded, "doexercise://exercises/new?title=" + decoded] { _ = Self.open(link) }
    }
  }

  static let jsonSuite: [String] =
    (try? FileManager.default.contentsOfDirectory(
      atPath: FixturePaths.corpora.appendingPathComponent("jsontestsuite/test_parsing").path))?.sorted() ?? []

  @Test func jsonSuiteIsPresent() {
    #expect(Self.jsonSuite.count == 318)
  }

  @Test(arguments: jsonSuite) func jsonSuiteFileFollowsItsVerdict(_ name: String) throws {
    let bytes = try FixturePaths.corpus("jsontestsuite/test_parsing/\(name)")
    let read = Result { () throws(NavigationError) in try JSONReader().read(bytes) }
    switch name.first {
    case "y": #expect((try? read.get()) != nil, "must accept")
    case "n":
      guard case .failure(let error) = read else {
        Issue.record("must refuse")
        return
      }
      #expect(error.code == .malformedJSON || error.code == .limitExceeded)
    default: break
    }
    // As a snapshot: a typed error (none of these is a snapshot), never a crash.
    let snapshot = refusal { () throws(NavigationError) in try Self.codec.restore(snapshot: bytes) }
    #expect(snapshot != nil)
  }
}
