import ExerciseNavigation
import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// Public and hostile corpora: every input gives a state or a typed error, never a crash or a
/// hang.
@Suite(.timeLimit(.minutes(2))) struct CorpusTests {
  /// A fresh codec for each use, so that every add draft gets the id `…0001`.
  static var codec: ExerciseCodec {
    ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(Date(milliseconds: 0)))
  }

  /// Opens a link and checks the outcome either way: a refusal is well formed and one line of
  /// text; a state prints to a link that reopens it and prints the same again.
  @discardableResult
  static func open(_ link: String) -> Result<NavigationState, NavigationError> {
    let result = Result { () throws(NavigationError) in try codec.open(link: link).value }
    switch result {
    case .failure(let error):
      #expect(!error.message.isEmpty && !error.location.description.isEmpty, "\(link)")
      #expect(!"\(error)".unicodeScalars.contains { $0.value < 0x20 }, "\(link): \(error)")
    case .success(let state):
      let printed = Result { () throws(NavigationError) in try codec.link(for: state) }
      guard case .success(let text) = printed else {
        Issue.record("\(link) opens but does not print: \(printed)")
        break
      }
      let reopened = Result { () throws(NavigationError) in try codec.open(link: text).value }
      #expect((try? reopened.get()) == state, "\(link) → \(text)")
      #expect((try? codec.link(for: state)) == text, "\(link): printing is not canonical")
    }
    return result
  }

  @Test func everyHostileLinkGivesAStateOrATypedError() throws {
    let links = try FixturePaths.hostileLinks()
    #expect(links.count == 170)
    var opened = 0
    for (link, label) in links {
      let result = Self.open(link)
      if case .success = result { opened += 1 }
      if label.hasPrefix("baseline:") {
        #expect((try? result.get()) != nil, "\(label)")
      }
    }
    #expect(opened > 0)
  }

  @Test func hugeHostileLinksAreRefusedByTheLimit() throws {
    let huge = try FixturePaths.hostileLinks().filter { $0.link.utf8.count > 8192 }
    #expect(!huge.isEmpty)
    for (link, label) in huge {
      #expect(
        Refused(refusal { () throws(NavigationError) in try Self.open(link).get() })
          == Refused("limit-exceeded", "input"), "\(label)")
    }
  }

  @Test func everyWHATWGInputGivesAStateOrATypedError() throws {
    let document = try JSONReader().read(FixturePaths.corpus("whatwg-url/urltestdata.json"))
    guard case .array(let entries) = document else {
      Issue.record("urltestdata.json is not an array")
      return
    }
    var inputs = 0
    var failures = 0
    var opened = 0
    for case .object(let members) in entries {
      guard case .string(let input)? = members.first(where: { $0.key == "input" })?.value else { continue }
      inputs += 1
      // What WHATWG's parser refuses, a stricter reader refuses too.
      if members.contains(where: { $0.key == "failure" && $0.value == .bool(true) }) {
        failures += 1
        #expect(refusal { () throws(NavigationError) in try Self.open(input).get() } != nil, "\(input)")
      }
      // As given, and grafted onto each accepted origin so the path and query rules see it.
      for link in [
        input, "doexercise://" + input, "doexercise://exercises/" + input, "https://doexercise.app/" + input,
      ] where (try? Self.open(link).get()) != nil {
        opened += 1
      }
    }
    #expect(inputs > 800)
    #expect(failures > 100)
    // Grafted inputs that are plain paths open states, whose round trips were checked above.
    #expect(opened > 10)
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
        Self.open(link)
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
      for link in [String(input), decoded, "doexercise://exercises/new?title=" + decoded] { Self.open(link) }
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
    case "y" where name.hasPrefix("y_object_duplicated_key"):
      // RFC 8259 allows a repeated key; every reader here refuses one, at its pointer, rather
      // than pick one of the values.
      #expect(Refused(refusal { () throws(NavigationError) in try read.get() }) == Refused("unexpected-field", "/a"))
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
