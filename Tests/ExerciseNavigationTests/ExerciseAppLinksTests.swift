import ExerciseNavigation
import Foundation
import NavigationCommandLine
import NavlinkCommand
import Synchronization
import TestSupport
import Testing

@testable import NavigationCodec

/// The exercise grammar's route table and association files: the grammar passes its check,
/// every example opens, and every https link the app reads is one the association file sends
/// to the app, by Apple's rules.
@Suite struct ExerciseAppLinksTests {
  static let appID = "ABCDE12345.app.doexercise"

  static func matcher() throws -> AppleAppLinkMatcher {
    let file = AppleAppSiteAssociation(grammar: ExerciseLinks().grammar, appIDs: [try #require(AppleAppID(appID))])
    return try AppleAppLinkMatcher(file: file.bytes, appID: appID)
  }

  /// The link as a universal link: the custom scheme's host (the first segment) moves into
  /// the path of `https://doexercise.app`.
  static func web(_ link: String) -> String {
    for prefix in ["doexercise:///", "doexercise://"] where link.lowercased().hasPrefix(prefix) {
      return "https://doexercise.app/" + link.dropFirst(prefix.count)
    }
    return link
  }

  /// The links of every link fixture, valid, spelled otherwise or refused.
  static func fixtureLinks() throws -> [String] {
    try ["valid", "spellings", "refused"].flatMap { folder in
      try FixtureLinkTests.cases(in: folder).map(\.link)
    }
  }

  @Test func theGrammarPassesItsCheck() throws {
    _ = try LinkGrammar(origins: ExerciseLinkGrammar.defaultOrigins, routes: ExerciseLinkGrammar.routes)
  }

  @Test func everyExampleOpensOnTheSampleCatalogAndPrintsBackToItself() throws {
    let codec = FixtureLinkTests.codec()
    let table = ExerciseCommandApp().routeTable(catalog: .sample)
    #expect(table.count == ExerciseLinkGrammar.routes.count)
    for route in table {
      let example = try #require(route.example, "\(route.pattern)")
      let state = try codec.open(link: example).value
      #expect(try codec.link(for: state) == example)
      #expect(try ExerciseLinks().match(link: Self.web(example)) == ExerciseLinks().match(link: example))
    }
  }

  @Test func everyHTTPSLinkTheGrammarReadsOpensInTheApp() throws {
    let matcher = try Self.matcher()
    let links = ExerciseLinks()
    var read = 0
    for link in try Self.fixtureLinks().map(Self.web) {
      do {
        _ = try links.match(link: link)
        read += 1
        #expect(matcher.opens(link), "\(link)")
      } catch  where error.code == .unknownRoute && error.location.description == "path/0" {
        // No route starts with its first segment: the system keeps it on the web.
        #expect(!matcher.opens(link), "\(link)")
      } catch {}
    }
    #expect(read > 100)
  }

  @Test(arguments: 0..<4 as Range<UInt64>)
  func everyPrintedLinkOfGeneratedStatesOpensInTheApp(seed: UInt64) throws {
    let matcher = try Self.matcher()
    let codec = FixtureLinkTests.codec()
    var generator = StateGenerator(seed: seed, now: FixtureLinkTests.now)
    for _ in 0..<300 {
      guard let link = try? codec.link(for: generator.state()) else { continue }
      #expect(matcher.opens(Self.web(link)), "\(link)")
    }
  }

  @Test func aPathWhoseFirstSegmentIsNoRouteWordOpensNothing() throws {
    let matcher = try Self.matcher()
    let words: Set<String> = ["settings", "exercises", "exercise", "history"]
    var random = SplitMix64(seed: 13)
    let alphabet = "abcdehilnorstuxy-0123456789".map(String.init) + ["%20", "%2F"]
    let uuid = "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
    for _ in 0..<1000 {
      let length = Int(random.next() % 12) + 1
      let first = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
      guard !words.contains(first) else { continue }
      for rest in ["", "/", "/new", "/\(uuid)", "/running/\(uuid)/edit"] {
        let link = "https://doexercise.app/\(first)\(rest)"
        #expect(!matcher.opens(link), "\(link)")
      }
    }
    #expect(!matcher.opens("https://doexercise.app/Exercises"), "route words are case-sensitive")
    #expect(
      matcher.opens("https://doexercise.app/exer%63ises/\(uuid.uppercased())"), "escapes and UUID case, as the reader")
  }
}

extension ExerciseAppLinksTests {
  /// Links of other origins go through a link codec checked once for them; the models and the
  /// codec open and print with it.
  @Test func otherOriginsReadAndPrintThroughTheirCheckedCodec() throws {
    let origins = LinkOrigins(customSchemes: ["ride"], webHosts: [], printed: .customScheme("ride"))
    let links = try ExerciseLinks(origins: origins)
    let link = "ride://history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
    let codec = ExerciseCodec(catalog: .sample, links: links, ids: .sequential(), clock: .fixed(Date(milliseconds: 0)))
    let state = try codec.open(link: link).value
    #expect(try codec.link(for: state) == link)
    let refused = refusal { () throws(NavigationError) in try ExerciseLinks().match(link: link) }
    #expect(Refused(refused) == Refused("unsupported-origin", "scheme"))
  }
}

extension ExerciseAppLinksTests {
  /// The live models open and print a link of other origins with the codec built for them.
  @MainActor @Test func theModelsOpenAndPrintOtherOriginsWithTheirCodec() throws {
    let links = try ExerciseLinks(
      origins: LinkOrigins(customSchemes: ["ride"], webHosts: [], printed: .customScheme("ride")))
    let link = "ride://history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
    let model = ContentModel(
      restoring: NavigationState(), catalog: .sample, clock: .fixed(Date(milliseconds: 0)), links: links)
    guard case .opened = try model.open(link) else {
      Issue.record("the link did not open")
      return
    }
    #expect(try model.link() == link)
    model.links = ExerciseLinks()
    #expect(try model.link() == "doexercise://history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
    let refused = refusal { () throws(NavigationError) in _ = try model.open(link) }
    #expect(Refused(refused) == Refused("unsupported-origin", "scheme"))
  }
}

extension ExerciseAppLinksTests {
  /// A clock that counts its reads.
  final class CountingClock: Sendable {
    private let reads = Mutex(0)
    var source: DateSource {
      DateSource {
        self.reads.withLock { $0 += 1 }
        return Date(milliseconds: 0)
      }
    }
    var count: Int { reads.withLock { $0 } }
  }

  /// Printing reads the codec's clock only for a state that presents the add sheet, whose
  /// draft's defaults start then; the link is the same as with the time given.
  @Test func printingReadsTheClockOnlyForAnAddSheet() throws {
    let clock = CountingClock()
    let codec = ExerciseCodec(catalog: .sample, ids: .sequential(), clock: clock.source)
    let id = try #require(ExerciseCatalog.sample.exercises.first).id
    let detail = try codec.open(link: "doexercise://exercises/\(id.uuidString.lowercased())").value
    let add = try codec.open(link: "doexercise://exercises/new?title=Ride").value
    let readsAfterOpening = clock.count
    let printed = try codec.link(for: detail)
    #expect(clock.count == readsAfterOpening)
    #expect(printed == "doexercise://exercises/\(id.uuidString.lowercased())")
    #expect(try codec.link(for: add) == "doexercise://exercises/new?title=Ride")
    #expect(clock.count == readsAfterOpening + 1)
    #expect(try codec.links.link(for: detail, catalog: .sample, now: Date(milliseconds: 0)) == printed)
  }

  /// The live models print as the codec does: the clock is read for an add sheet alone.
  @MainActor @Test func theModelsReadTheClockOnlyForAnAddSheet() throws {
    let clock = CountingClock()
    let codec = ExerciseCodec(catalog: .sample, ids: .sequential(), clock: clock.source)
    let id = try #require(ExerciseCatalog.sample.exercises.first).id
    let detail = try codec.open(link: "doexercise://exercises/\(id.uuidString.lowercased())").value
    let add = try codec.open(link: "doexercise://exercises/new?title=Ride").value
    let models = [detail, add].map { ContentModel(restoring: $0, catalog: .sample, clock: clock.source) }
    let readsBefore = clock.count
    #expect(try models[0].link() == "doexercise://exercises/\(id.uuidString.lowercased())")
    #expect(clock.count == readsBefore)
    #expect(try models[1].link() == "doexercise://exercises/new?title=Ride")
    #expect(clock.count == readsBefore + 1)
  }
}
