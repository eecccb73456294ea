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
    let root = LinkRoute<[PathElement]>([], read: { _ in [] }, write: { path, _ in path.isEmpty })
    return try modules.linkGrammar(origins: ModularSampleApp.origins, routes: [root])
  }

  static let periods = DashboardRoute.Period.allCases
  static let channels = SettingsRoute.Channel.allCases
  static let modes = Exercise.Mode.allCases

  static let dashboardDetails = LinkRoute<DashboardRoute>(
    [.literal("details"), .capture("id", .uuid)], query: [LinkQueryField("period", .keyword(periods.map(\.rawValue)))],
    read: { values in
      guard let id = values[capture: 0]?.uuid else { return nil }
      guard let given = values[parameter: "period"] else { return .details(id: id, period: nil) }
      guard let index = given.keyword, periods.indices.contains(index) else { return nil }
      return .details(id: id, period: periods[index])
    },
    write: { route, values in
      guard case .details(let id, let period) = route else { return false }
      values[capture: 0] = .uuid(id)
      if let period, let index = periods.firstIndex(of: period) { values[parameter: "period"] = .keyword(index) }
      return true
    })

  static let settings: [LinkRoute<SettingsRoute>] = [
    LinkRoute([], read: { _ in .general }, write: { route, _ in route == .general }),
    LinkRoute([.literal("account")], read: { _ in .account }, write: { route, _ in route == .account }),
    LinkRoute(
      [.literal("notifications"), .capture("channel", .keyword(channels.map(\.rawValue)))],
      read: { values in
        guard let index = values[capture: 0]?.keyword, channels.indices.contains(index) else { return nil }
        return .notifications(channel: channels[index])
      },
      write: { route, values in
        guard case .notifications(let channel) = route, let index = channels.firstIndex(of: channel) else {
          return false
        }
        values[capture: 0] = .keyword(index)
        return true
      }),
    LinkRoute([.literal("sign-out")], read: { _ in .signOut }, write: { route, _ in route == .signOut }),
  ]

  static let history = LinkRoute<Route>(
    [.literal("history"), .capture("type", .keyword(modes.map(\.rawValue)))],
    read: { values in
      guard let index = values[capture: 0]?.keyword, modes.indices.contains(index) else { return nil }
      return .history(modes[index])
    },
    write: { route, values in
      guard case .history(let mode) = route, let index = modes.firstIndex(of: mode) else { return false }
      values[capture: 0] = .keyword(index)
      return true
    })

  static let detail = LinkRoute<Route>(
    [.capture("exercise", .uuid)], read: { values in values[capture: 0]?.uuid.map(Route.detail) },
    write: { route, values in
      guard case .detail(let id) = route else { return false }
      values[capture: 0] = .uuid(id)
      return true
    })
}
