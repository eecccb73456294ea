import NavigationCodec
import TestSupport
import Testing

/// The engine's links that wait, over a small app of its own: screens are words, a link is
/// `app:<screen>`, and the `admin` screen needs sign-in and then onboarding.
@Suite struct LinkHoldTests {
  typealias Screens = [String]

  static let signedIn = LinkRequirement<Screens>(
    "signed-in", appliesTo: { $0.contains("admin") }, showing: { _ in ["sign-in"] })
  static let onboarded = LinkRequirement<Screens>(
    "onboarded", appliesTo: { $0.contains("admin") }, showing: { current in current + ["welcome"] })

  /// Reads `app:<screen>`; any other link is refused as an unknown route.
  static func resolve(_ link: String) throws(NavigationError) -> Screens {
    guard link.hasPrefix("app:"), link.count > 4 else {
      throw NavigationError(.unknownRoute, at: "path/0", "no screen in \(link)")
    }
    return [String(link.dropFirst(4))]
  }

  @Test func aLinkWaitsForTheFirstUnmetRequirementThenTheNext() throws {
    var hold = LinkHold(requirements: [Self.signedIn, Self.onboarded])
    var met: Set<String> = []
    let opening = try hold.open("app:admin", over: ["home"], resolve: Self.resolve) { met.contains($0.name) }
    #expect(
      opening == .held(showNow: ["sign-in"], link: HeldLink(link: "app:admin", requirement: "signed-in"), replaced: nil)
    )
    met.insert("signed-in")
    let next = hold.resume(over: ["sign-in"], resolve: Self.resolve) { met.contains($0.name) }
    #expect(
      next
        == .held(
          showNow: ["sign-in", "welcome"], link: HeldLink(link: "app:admin", requirement: "onboarded"), replaced: nil))
    met.insert("onboarded")
    #expect(hold.resume(over: [], resolve: Self.resolve) { met.contains($0.name) } == .opened(["admin"], replaced: nil))
    #expect(hold.held == nil)
    #expect(hold.resume(over: [], resolve: Self.resolve) { _ in true } == nil)
  }

  @Test func aLinkNoRequirementAppliesToOpensWithoutAskingAndReplacesTheHeldOne() throws {
    var hold = LinkHold(requirements: [Self.signedIn])
    _ = try hold.open("app:admin", over: [], resolve: Self.resolve) { _ in false }
    var asked = 0
    let opening = try hold.open("app:news", over: [], resolve: Self.resolve) { _ in
      asked += 1
      return false
    }
    #expect(asked == 0)
    #expect(
      opening
        == .opened(
          ["news"],
          replaced: DroppedLink(link: HeldLink(link: "app:admin", requirement: "signed-in"), reason: .replaced))
    )
    #expect(hold.held == nil)
    #expect(hold.cancel() == nil)
  }

  @Test func aRefusedLinkIsThrownAndChangesNothing() throws {
    var hold = LinkHold(requirements: [Self.signedIn])
    _ = try hold.open("app:admin", over: [], resolve: Self.resolve) { _ in false }
    let error = refusal { () throws(NavigationError) in
      try hold.open("app:", over: [], resolve: Self.resolve) { _ in false }
    }
    #expect(Refused(error) == Refused("unknown-route", "path/0"))
    #expect(hold.held == HeldLink(link: "app:admin", requirement: "signed-in"))
  }

  @Test func restoringChecksTheRequirementAndTheLink() throws {
    var hold = LinkHold(requirements: [Self.signedIn])
    let kept = HeldLink(link: "app:admin", requirement: "signed-in")
    #expect(try hold.restore(kept, at: "/held", policy: .strict, resolve: Self.resolve) == [])
    #expect(hold.held == kept)
    #expect(try hold.restore(nil, at: "/held", policy: .strict, resolve: Self.resolve) == [])
    #expect(hold.held == nil)
    for (saved, expected) in [
      (HeldLink(link: "app:", requirement: "signed-in"), Refused("unknown-route", "/held/link")),
      (HeldLink(link: "app:admin", requirement: "paid"), Refused("unknown-requirement", "/held/requirement")),
    ] {
      _ = try hold.restore(kept, at: "/held", policy: .strict, resolve: Self.resolve)
      let error = refusal { () throws(NavigationError) in
        try hold.restore(saved, at: "/held", policy: .strict, resolve: Self.resolve)
      }
      #expect(Refused(error) == expected)
      // A strict refusal changes nothing: the link held before still waits.
      #expect(hold.held == kept)
      let dropped = try hold.restore(saved, at: "/held", policy: .lenient, resolve: Self.resolve)
      #expect(dropped.map { Refused($0.refusal) } == [expected])
      #expect(
        dropped.map(\.part) == [
          .object([JSONMember("link", .string(saved.link)), JSONMember("requirement", .string(saved.requirement))])
        ])
      #expect(hold.held == nil)
    }
  }

  @Test func theNewCodesAreResolutionCodes() {
    #expect(NavigationError.Code(rawValue: "unknown-requirement") == .unknownRequirement)
    #expect(NavigationError.Code(rawValue: "unknown-requirement").layer == .resolution)
    #expect(NavigationError.Code(rawValue: "requirement-failed").layer == .resolution)
  }
}
