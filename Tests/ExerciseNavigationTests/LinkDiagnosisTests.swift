import ExerciseNavigation
import Foundation
import ModularSample
import TestSupport
import Testing

@testable import NavigationCodec

/// The grammar's second reading, behind `explain`: it must refuse exactly what matching
/// refuses, and name the origin rule, the route and each typed value it read.
@Suite struct LinkReadingTests {
  let grammar = ExerciseLinks().grammar
  static let id = "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"

  /// Every fixture link and every hostile link: the reading's refusal is matching's, to the
  /// message, and a link that reads has a route.
  @Test func readingRefusesExactlyWhatMatchingRefuses() throws {
    var links = try FixturePaths.hostileLinks().map(\.link)
    for folder in ["valid", "spellings", "refused"] {
      for name in try FixturePaths.files(in: "links/\(folder)") {
        let text = try FixturePaths.read("links/\(folder)/\(name)")
        var object = try SnapshotNode(JSONReader().read(text)).object()
        links.append(try object.required("link").string())
      }
    }
    #expect(links.count > 300)
    for link in links {
      let reading = grammar.diagnosis(of: link)
      let matched = refusal { () throws(NavigationError) in try grammar.match(link: link) }
      #expect(reading.refusal == matched, "\(link)")
      if matched == nil { #expect(reading.route != nil && reading.origin != nil, "\(link)") }
    }
  }

  /// The modular sample's mounted routes, whose reading goes through each module's prefix.
  @Test func readingAMountedGrammarRefusesExactlyWhatMatchingRefuses() throws {
    let grammar = try ModularSampleApp().links
    let names = try FixturePaths.files(in: "modular/links").filter { !$0.hasSuffix(".expected.json") }
    #expect(names.count > 10)
    var read = 0
    for name in names {
      var object = try SnapshotNode(JSONReader().read(FixturePaths.read("modular/links/\(name)"))).object()
      let link = try object.required("link").string()
      let reading = grammar.diagnosis(of: link)
      #expect(reading.refusal == refusal { () throws(NavigationError) in try grammar.match(link: link) }, "\(link)")
      if reading.refusal == nil { read += 1 }
    }
    #expect(read > 0)
    let details = grammar.diagnosis(of: "modular://dashboard/details/0d5a7c1e-2f3b-4a6c-8d9e-1f2a3b4c5d6e?period=week")
    #expect(details.route?.pattern == "/dashboard/details/{id:uuid}")
    #expect(details.values.map(\.name) == ["id", "period"])
    #expect(details.values.map(\.canonicalText) == ["0d5a7c1e-2f3b-4a6c-8d9e-1f2a3b4c5d6e", "week"])
  }

  @Test func anAcceptedLinkNamesItsOriginRouteAndTypedValues() throws {
    let reading = grammar.diagnosis(
      of: "https://DoExercise.app/exercises/\(Self.id.uppercased())/edit?distance=5.20&title=Evening%20run")
    #expect(reading.refusal == nil)
    #expect(reading.origin == .webHost("doexercise.app"))
    #expect(reading.route?.pattern == "/exercises/{exercise:uuid}/edit")
    #expect(reading.route?.spelling == "/exercises/{exercise:uuid}/edit")
    #expect(reading.values.map(\.location) == ["path/1", "query/distance", "query/title"])
    #expect(reading.values.map(\.name) == ["exercise", "distance", "title"])
    #expect(reading.values.map(\.kind) == [.uuid, .number, .text])
    #expect(reading.values.map(\.text) == [Self.id.uppercased(), "5.20", "Evening run"])
    #expect(reading.values.map(\.canonicalText) == [Self.id, "5.2", "Evening run"])
    #expect(
      reading.values.map(\.value) == [
        .uuid(try #require(UUID(uuidString: Self.id))), .number(5.2), .text("Evening run"),
      ])
    #expect(reading.ignoredParameters.isEmpty && reading.fragment == nil)
  }

  @Test func aLegacySpellingShowsAsSpelledBesideTheCanonicalPattern() {
    let reading = grammar.diagnosis(of: "doexercise://history/running/new?type=swimming")
    #expect(reading.origin == .customScheme("doexercise"))
    #expect(reading.route?.pattern == "/history/{type:keyword}/new")
    #expect(reading.values.map(\.canonicalText) == ["running", "swimming"])
    let legacy = grammar.diagnosis(of: "doexercise:///exercise/\(Self.id)")
    #expect(legacy.route?.pattern == "/exercises/{exercise:uuid}")
    #expect(legacy.route?.spelling == "/exercise/{exercise:uuid}")
  }

  /// A path no route reads names the route whose words matched longest, with the refusal
  /// matching gives.
  @Test func aRefusedPathNamesTheClosestRoute() {
    let reading = grammar.diagnosis(of: "doexercise://exercises/abc/edit")
    #expect(reading.route?.pattern == "/exercises/{exercise:uuid}/edit")
    #expect(reading.values.isEmpty)
    #expect(
      reading.refusal.map { Refused($0.code.rawValue, $0.location.description) }
        == Refused("invalid-parameter", "path/1"))
    let deeper = grammar.diagnosis(of: "doexercise://history/running/\(Self.id)/edits")
    #expect(deeper.route?.pattern == "/history/{type:keyword}/{exercise:uuid}/edit")
    #expect(deeper.values.map(\.name) == ["type", "exercise"])
    #expect(
      deeper.refusal.map { Refused($0.code.rawValue, $0.location.description) } == Refused("unknown-route", "path/3"))
  }

  /// A refused query names the route it was read for, with the values read before it.
  @Test func aRefusedQueryNamesTheRouteItWasReadFor() {
    let reading = grammar.diagnosis(of: "doexercise://exercises/\(Self.id)/edit?title=Run&distance=far")
    #expect(reading.route?.pattern == "/exercises/{exercise:uuid}/edit")
    #expect(reading.values.map(\.location) == ["path/1", "query/title"])
    #expect(
      reading.refusal.map { Refused($0.code.rawValue, $0.location.description) }
        == Refused("invalid-parameter", "query/distance"))
  }

  /// A link refused before the routes has no origin or route, and no word in common with any
  /// route means no closest route.
  @Test func aLinkRefusedBeforeTheRoutesNamesNoRoute() {
    let origin = grammar.diagnosis(of: "ftp://doexercise.app/exercises")
    #expect(origin.origin == nil && origin.route == nil)
    #expect(
      origin.refusal.map { Refused($0.code.rawValue, $0.location.description) }
        == Refused("unsupported-origin", "scheme"))
    let long = grammar.diagnosis(
      of: "doexercise://exercises/" + String(repeating: "a", count: Limits.default.urlLength))
    #expect(long.origin == nil)
    #expect(
      long.refusal.map { Refused($0.code.rawValue, $0.location.description) } == Refused("limit-exceeded", "input"))
    let unknown = grammar.diagnosis(of: "doexercise://nowhere/at/all")
    #expect(unknown.origin == .customScheme("doexercise") && unknown.route == nil)
    #expect(
      unknown.refusal.map { Refused($0.code.rawValue, $0.location.description) } == Refused("unknown-route", "path/0"))
  }

  @Test func anAcceptedLinkNamesItsIgnoredParametersAndFragment() {
    let reading = grammar.diagnosis(
      of: "doexercise://exercises/\(Self.id)?utm_source=mail&fbclid=a%20b&utm_source=again#top%21")
    #expect(reading.refusal == nil)
    #expect(
      reading.ignoredParameters.map { [$0.name, $0.value] } == [
        ["utm_source", "mail"], ["fbclid", "a b"], ["utm_source", "again"],
      ])
    #expect(reading.fragment == "top!")
    let refused = grammar.diagnosis(of: "doexercise://exercises/x?utm_source=mail#top")
    #expect(refused.refusal?.code == .invalidParameter && refused.ignoredParameters.isEmpty)
    #expect(refused.fragment == "top")
    let badValue = grammar.diagnosis(of: "doexercise://exercises/new?distance=far#top")
    #expect(badValue.refusal?.code == .invalidParameter && badValue.refusal?.location == "query/distance")
    #expect(badValue.fragment == "top")
  }
}
