import ExerciseNavigation
import Foundation
import ModularSample
import NavigationCodec
import TestSupport
import Testing

/// The sample modular app's links that wait: a dashboard link opened while signed out waits
/// on the sign-in screen, and opens after sign-in, even from a saved session.
@Suite struct LinksThatWaitTests {
  static let widget = "0d5a7c1e-2f3b-4a6c-8d9e-1f2a3b4c5d6e"
  static let otherWidget = "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e"
  static let details = "modular://dashboard/details/\(widget)?period=week"
  static let otherDetails = "modular://dashboard/details/\(otherWidget)"
  static let signIn = [PathElement(AuthRoute.signIn)]

  struct KeychainLocked: Error {}

  static func router(signedIn: Bool = false) throws -> ModularSampleRouter {
    ModularSampleRouter(app: try ModularSampleApp(), isSignedIn: signedIn)
  }

  static func detailsPath(_ widget: String, _ period: DashboardRoute.Period? = nil) throws -> [PathElement] {
    [PathElement(DashboardRoute.details(id: try #require(UUID(uuidString: widget)), period: period))]
  }

  static func held(_ link: String) -> HeldLink { HeldLink(link: link, requirement: "signed-in") }

  @Test func aDashboardLinkWaitsOnTheSignInScreenAndOpensAfterSignIn() throws {
    var router = try Self.router()
    let opening = try router.open(Self.details)
    guard case .held(let showNow, let link, let replaced) = opening else {
      Issue.record("expected the link held, got \(opening)")
      return
    }
    #expect(showNow == Self.signIn)
    #expect(link == Self.held(Self.details))
    #expect(replaced == nil)
    #expect(router.path == Self.signIn)
    let signedIn = router.signIn()
    let resumed = try #require(signedIn)
    guard case .opened(let path, nil) = resumed else {
      Issue.record("expected the held link opened, got \(resumed)")
      return
    }
    #expect(path == (try Self.detailsPath(Self.widget, .week)))
    #expect(router.path == path)
    #expect(router.hold.held == nil)
  }

  @Test func theLogoutExitSignsOutSoTheNextDashboardLinkWaits() throws {
    var router = try Self.router(signedIn: true)
    guard case .opened = try router.open(Self.details) else {
      Issue.record("a signed-in user's link opens at once")
      return
    }
    router.follow(.logout)
    #expect(!router.isSignedIn)
    #expect(router.path == Self.signIn)
    guard case .held = try router.open(Self.otherDetails) else {
      Issue.record("a signed-out user's dashboard link waits")
      return
    }
  }

  @Test func aLinkNeedingNoSignInOpensAtOnceAndKeepsNothingWaiting() throws {
    var router = try Self.router()
    guard case .opened(let path, nil) = try router.open("modular://settings/account") else {
      Issue.record("a settings link needs no sign-in")
      return
    }
    #expect(path == [PathElement(SettingsRoute.account)])
    #expect(router.hold.held == nil)
  }

  @Test func cancellingSignInDropsTheLinkAndReportsIt() throws {
    var router = try Self.router()
    _ = try router.open(Self.details)
    #expect(router.cancelSignIn() == DroppedLink(link: Self.held(Self.details), reason: .cancelled))
    #expect(router.hold.held == nil)
    #expect(router.cancelSignIn() == nil)
    #expect(router.signIn() == nil)
    #expect(router.path == [])
  }

  @Test func aNewerLinkReplacesTheHeldOneAndTheOlderIsReported() throws {
    var router = try Self.router()
    _ = try router.open(Self.details)
    let newer = try router.open(Self.otherDetails)
    #expect(newer.droppedLink == DroppedLink(link: Self.held(Self.details), reason: .replaced))
    #expect(router.hold.held == Self.held(Self.otherDetails))
    let signedIn = router.signIn()
    guard case .opened(let path, nil) = try #require(signedIn) else {
      Issue.record("the newer link opens after sign-in")
      return
    }
    #expect(path == (try Self.detailsPath(Self.otherWidget)))
  }

  @Test func aFloodOfLinksKeepsOnlyTheLastHeld() throws {
    var router = try Self.router()
    var replaced = 0
    for index in 0..<1000 {
      let link = index % 2 == 0 ? Self.details : Self.otherDetails
      if case .held(_, _, let dropped) = try router.open(link), dropped != nil { replaced += 1 }
    }
    #expect(replaced == 999)
    #expect(router.hold.held == Self.held(Self.otherDetails))
  }

  @Test func aRefusedLinkLeavesTheHeldOneWaiting() throws {
    var router = try Self.router()
    _ = try router.open(Self.details)
    let error = refusal { () throws(NavigationError) in
      try router.open("modular://dashboard/details/7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0f")
    }
    #expect(Refused(error) == Refused("unknown-widget", "/path/0/dashboard/details/id"))
    #expect(router.hold.held == Self.held(Self.details))
    #expect(router.path == Self.signIn)
  }

  @Test func aHeldLinkThatNoLongerResolvesAfterTheModulesChangedIsDroppedAndReported() throws {
    var router = try Self.router()
    _ = try router.open(Self.otherDetails)
    // A new release: the dashboard no longer has that widget.
    router.app = try ModularSampleApp(widgets: [try #require(UUID(uuidString: Self.widget))])
    let signedIn = router.signIn()
    let resumed = try #require(signedIn)
    guard case .dropped(let dropped) = resumed, case .refused(let error) = dropped.reason else {
      Issue.record("expected the held link dropped, got \(resumed)")
      return
    }
    #expect(dropped.link == Self.held(Self.otherDetails))
    #expect(Refused(error) == Refused("unknown-widget", "/path/0/dashboard/details/id"))
    #expect(router.hold.held == nil)
    #expect(router.path == [])
  }

  @Test func aRequirementWhoseEvaluationThrowsIsReported() throws {
    var router = try Self.router()
    router.evaluate = { _, _ in throw KeychainLocked() }
    let error = refusal { () throws(NavigationError) in try router.open(Self.details) }
    #expect(Refused(error) == Refused("requirement-failed", "input"))
    #expect(error?.message.contains("signed-in") == true)
    #expect(error?.layer == .resolution)
    #expect(router.path == [])
    // Held while it could be evaluated, then resumed when it cannot: dropped, reported.
    router.evaluate = { _, signedIn in signedIn }
    _ = try router.open(Self.details)
    router.evaluate = { _, _ in throw KeychainLocked() }
    let signedIn = router.signIn()
    let resumed = try #require(signedIn)
    guard case .dropped(let dropped) = resumed, case .refused(let failure) = dropped.reason else {
      Issue.record("expected the held link dropped, got \(resumed)")
      return
    }
    #expect(Refused(failure) == Refused("requirement-failed", "input"))
    #expect(router.hold.held == nil)
  }

  // MARK: Saved with the session

  /// The session saved while a link waits is the held-session golden, byte for byte; killed
  /// there and restored, it still shows the sign-in screen, and after sign-in opens the link.
  @Test func aSessionKilledOnTheSignInScreenResumesAfterSignIn() throws {
    let app = try ModularSampleApp()
    var router = ModularSampleRouter(app: app, isSignedIn: false)
    let link = Self.details + "&utm_source=newsletter"
    _ = try router.open(link)
    let saved = try app.format.encode(router.session)
    #expect(saved == (try FixturePaths.read("modular/snapshots/held-on-sign-in.expected.json")))
    // The process is killed here; the next launch restores the saved bytes.
    var (restored, dropped) = try ModularSampleRouter.restoring(saved, app: app, isSignedIn: false, policy: .strict)
    #expect(dropped.isEmpty)
    #expect(restored.path == Self.signIn)
    #expect(restored.hold.held == Self.held(link))
    let signedIn = restored.signIn()
    #expect(signedIn == .opened(try Self.detailsPath(Self.widget, .week), replaced: nil))
    #expect(restored.path == (try Self.detailsPath(Self.widget, .week)))
    #expect(try app.format.encode(restored.session) != saved)
  }

  @Test func aSessionRestoredAfterSignInOpensTheLinkThatWaited() throws {
    let app = try ModularSampleApp()
    let saved = try FixturePaths.read("modular/snapshots/held-on-sign-in.expected.json")
    let (restored, dropped) = try ModularSampleRouter.restoring(saved, app: app, isSignedIn: true, policy: .strict)
    #expect(dropped.isEmpty)
    #expect(restored.hold.held == nil)
    #expect(restored.path == (try Self.detailsPath(Self.widget, .week)))
  }

  @Test(arguments: [
    ("held-link-no-longer-resolves.json", Refused("unknown-widget", "/held/link")),
    ("held-unknown-requirement.json", Refused("unknown-requirement", "/held/requirement")),
    ("held-in-version-1-refused.json", Refused("unexpected-field", "/held")),
  ])
  func aSavedHeldLinkThatNoLongerResolvesIsRefusedStrictlyAndDroppedLeniently(
    _ name: String, _ expected: Refused
  ) throws {
    let app = try ModularSampleApp()
    let bytes = try FixturePaths.read("modular/snapshots/\(name)")
    let error = refusal { () throws(NavigationError) in
      try ModularSampleRouter.restoring(bytes, app: app, isSignedIn: false, policy: .strict)
    }
    #expect(Refused(error) == expected)
    let (router, dropped) = try ModularSampleRouter.restoring(bytes, app: app, isSignedIn: false, policy: .lenient)
    #expect(dropped.map { Refused($0.refusal) } == [expected])
    #expect(dropped.map(\.pointer) == ["/held"])
    #expect(router.hold.held == nil)
    #expect(router.path == Self.signIn)
  }

  @Test func aVersionOneSessionOpensThroughItsMigration() throws {
    let app = try ModularSampleApp()
    let read = try app.format.decode(FixturePaths.read("modular/snapshots/every-module.json"), policy: .strict)
    #expect(read.version == 1)
    #expect(read.migrations == ["held-link-arrives"])
    #expect(read.value.held == nil)
    #expect(read.value.path.count == 5)
  }

  /// The migration's refusal comes first under the strict policy; lenient reading drops the
  /// field and goes on to the document's next problem.
  @Test func aVersionOneHeldFieldIsRefusedBeforeTheRestOfTheDocument() throws {
    let app = try ModularSampleApp()
    let bytes = Array(
      #"{"format": "com.example.modular", "held": {"link": "modular://settings", "requirement": "signed-in"}, "version": 1}"#
        .utf8)
    let strict = refusal { () throws(NavigationError) in try app.restore(bytes, policy: .strict) }
    #expect(Refused(strict) == Refused("unexpected-field", "/held"))
    let lenient = refusal { () throws(NavigationError) in try app.restore(bytes, policy: .lenient) }
    #expect(Refused(lenient) == Refused("missing-field", "/path"))
  }
}
