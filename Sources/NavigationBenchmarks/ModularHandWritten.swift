import ExerciseNavigation
import Foundation
import ModularSample
import NavigationCodec

/// The sample modular app's links written by hand, the baseline typed routes are held to.
///
/// The same modules, patterns and mounts as the sample's, each route a pair of functions.
enum ModularHandWritten {
  /// The links of the hand-written routes, composed as the sample composes its own.
  static func grammar() throws -> LinkGrammar<[PathElement]> {
    let modules = try NavigationModules([
      NavigationModule(
        "dashboard", elements: [.element(DashboardRoute.self), .element(DashboardExit.self)],
        links: [
          dashboardDetails.asPath()
        ]),
      NavigationModule("settings", elements: [.element(SettingsRoute.self)], links: settings.map { $0.asPath() }),
      NavigationModule(
        "exercises", elements: [.element(Route.self)],
        links: [history.asPath(), ExerciseScreens.links[1], detail.asPath()]),
    ])
    let root = LinkRoute<[PathElement]>(summary: "the dashboard") {
    } read: {
      []
    } print: { path in
      path.isEmpty ? () : nil
    }
    return try modules.linkGrammar(origins: ModularSampleApp.origins, routes: [root])
  }

  static let dashboardDetails = LinkRoute<DashboardRoute> {
    "details"
    LinkCapture<UUID>("id")
    LinkQuery<DashboardRoute.Period?>("period")
  } read: { id, period in
    .details(id: id, period: period)
  } print: { route in
    guard case .details(let id, let period) = route else { return nil }
    return (id, period)
  }

  static let settings: [LinkRoute<SettingsRoute>] = [
    LinkRoute {
    } read: {
      .general
    } print: {
      $0 == .general ? () : nil
    },
    LinkRoute {
      "account"
    } read: {
      .account
    } print: {
      $0 == .account ? () : nil
    },
    LinkRoute {
      "notifications"
      LinkCapture<SettingsRoute.Channel>("channel")
    } read: { channel in
      .notifications(channel: channel)
    } print: { route in
      guard case .notifications(let channel) = route else { return nil }
      return channel
    },
    LinkRoute {
      "sign-out"
    } read: {
      .signOut
    } print: {
      $0 == .signOut ? () : nil
    },
  ]

  static let history = LinkRoute<Route> {
    "history"
    LinkCapture<Exercise.Mode>("type")
  } read: { mode in
    .history(mode)
  } print: { route in
    guard case .history(let mode) = route else { return nil }
    return mode
  }

  static let detail = LinkRoute<Route> {
    LinkCapture<UUID>("exercise")
  } read: { id in
    .detail(id)
  } print: { route in
    guard case .detail(let id) = route else { return nil }
    return id
  }
}
