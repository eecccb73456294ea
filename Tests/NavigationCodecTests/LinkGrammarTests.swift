import NavigationCodec
import TestSupport
import Testing

/// A second, tiny app on the same engine: a dashboard with exit links.
///
/// Nothing in the engine
/// knows about it.
enum DashboardLink: Hashable, Sendable, Encodable {
  case dashboard
  case details(section: String?)
  case logout
  case settings(tab: SettingsTab)

  enum SettingsTab: String, CaseIterable, Sendable, Encodable, LinkFieldValue {
    case general, privacy
  }
}

let dashboardGrammar = LinkGrammar<DashboardLink>.checked(
  origins: LinkOrigins(customSchemes: ["dash"], webHosts: ["dash.example"], printed: .web(host: "dash.example")),
  routes: [
    LinkRoute(DashboardLink.dashboard) { "dashboard" }.alsoReading {},
    LinkRoute(DashboardLink.details) {
      "dashboard"
      "details"
      LinkQuery<String?>("section")
    },
    LinkRoute(DashboardLink.logout) { "logout" },
    LinkRoute(DashboardLink.settings) {
      "settings"
      LinkCapture<DashboardLink.SettingsTab>("tab")
    },
  ])

@Suite struct LinkGrammarTests {
  struct Case: Sendable, CustomStringConvertible {
    var link: String
    var value: DashboardLink
    var canonical: String
    var description: String { link }
  }

  static let accepted: [Case] = [
    Case(link: "https://dash.example/dashboard", value: .dashboard, canonical: "https://dash.example/dashboard"),
    Case(link: "https://dash.example", value: .dashboard, canonical: "https://dash.example/dashboard"),
    Case(
      link: "dash://dashboard/details", value: .details(section: nil),
      canonical: "https://dash.example/dashboard/details"),
    Case(
      link: "dash:///dashboard/details?section=Q3+sales%2Fnorth", value: .details(section: "Q3 sales/north"),
      canonical: "https://dash.example/dashboard/details?section=Q3%20sales/north"),
    Case(link: "DASH://logout/", value: .logout, canonical: "https://dash.example/logout"),
    Case(
      link: "https://dash.example/settings/privacy", value: .settings(tab: .privacy),
      canonical: "https://dash.example/settings/privacy"),
  ]

  @Test(arguments: accepted) func secondGrammarReadsAndPrints(_ testCase: Case) throws {
    let value = try dashboardGrammar.match(link: testCase.link)
    #expect(value == testCase.value)
    let printed = try dashboardGrammar.link(for: value)
    #expect(printed == testCase.canonical)
    #expect(try dashboardGrammar.match(link: printed) == value)
  }

  struct Refusal: Sendable, CustomStringConvertible {
    var link: String
    var refused: Refused
    var description: String { link }
  }

  static let refused: [Refusal] = [
    Refusal(link: "https://dash.example/dashboard/overview", refused: Refused("unknown-route", "path/1")),
    Refusal(link: "https://dash.example/settings/advanced", refused: Refused("invalid-parameter", "path/1")),
    Refusal(link: "https://dash.example/settings", refused: Refused("unknown-route", "path/1")),
    Refusal(link: "https://dash.example/logout?next=%2F", refused: Refused("unknown-parameter", "query/next")),
    Refusal(
      link: "https://dash.example/dashboard/details?section=a&section=b",
      refused: Refused("duplicate-parameter", "query/section")),
    Refusal(link: "doexercise://exercises", refused: Refused("unsupported-origin", "scheme")),
    Refusal(link: "https://dash.example:8443/logout", refused: Refused("unsupported-origin", "host")),
    Refusal(link: "https://dash.example/%2e%2e/logout", refused: Refused("malformed-url", "path/0")),
  ]

  @Test(arguments: refused) func secondGrammarRefuses(_ testCase: Refusal) {
    let error = refusal { () throws(NavigationError) in try dashboardGrammar.match(link: testCase.link) }
    #expect(Refused(error) == testCase.refused)
  }

  @Test func pinnedMessages() {
    let unknown = refusal { () throws(NavigationError) in
      try dashboardGrammar.match(link: "https://dash.example/profile")
    }
    #expect(
      unknown?.description
        == #"error[unknown-route] at path/0: expected "dashboard", "logout" or "settings" but found "profile""#)
    let keyword = refusal { () throws(NavigationError) in try dashboardGrammar.match(link: "dash://settings/advanced") }
    #expect(
      keyword?.description
        == #"error[invalid-parameter] at path/1: expected one of general, privacy but found "advanced""#)
  }

  @Test func lengthLimitComesBeforeAnyOtherWork() throws {
    let grammar = try LinkGrammar(
      origins: dashboardGrammar.origins, routes: dashboardGrammar.routes, limits: Limits(urlLength: 16))
    // Not even the scheme is looked at: an over-long link of garbage is a limit error.
    let error = refusal { () throws(NavigationError) in try grammar.match(link: String(repeating: "%", count: 17)) }
    #expect(Refused(error) == Refused("limit-exceeded", "input"))
  }

  @Test func printedQueryTextIsUnambiguousUnderEitherPlusConvention() throws {
    let section = "1+1 = 2 & more?/#%"
    let printed = try dashboardGrammar.link(for: .details(section: section))
    #expect(printed == "https://dash.example/dashboard/details?section=1%2B1%20%3D%202%20%26%20more?/%23%25")
    #expect(!printed.contains("+"))
    #expect(try dashboardGrammar.match(link: printed) == .details(section: section))
  }

  @Test func noRoutePrintsAValueIsNotLinkable() throws {
    let grammar = try LinkGrammar<DashboardLink>(origins: dashboardGrammar.origins, routes: [])
    let error = refusal { () throws(NavigationError) in try grammar.link(for: .logout) }
    #expect(error?.code == .notLinkable)
  }
}
