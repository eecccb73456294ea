import ExerciseNavigation
import Foundation
import ModularSample
import NavigationCodec

/// What a modular app would write with Foundation alone for the sample modular app's grammar:
/// `URLComponents` and a switch over the segments, producing the same path of elements.
enum ModularBaseline {
  /// The sample's links, one per route, in both origins.
  static let links = [
    "modular://",
    "modular://dashboard/details/0d5a7c1e-2f3b-4a6c-8d9e-1f2a3b4c5d6e",
    "https://modular.example/dashboard/details/7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e?period=week",
    "modular://settings",
    "modular://settings/account",
    "modular://settings/notifications/push",
    "modular://settings/sign-out",
    "modular://exercises/history/running",
    "modular://exercises/history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f",
    "https://modular.example/exercises/0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a",
  ]

  static func parse(_ link: String) -> [PathElement]? {
    guard let components = URLComponents(string: link), let scheme = components.scheme?.lowercased() else { return nil }
    var segments = components.path.split(separator: "/").map(String.init)
    switch scheme {
    case "modular": if let host = components.host, !host.isEmpty { segments.insert(host.lowercased(), at: 0) }
    case "https": guard components.host?.lowercased() == "modular.example" else { return nil }
    default: return nil
    }
    var period: DashboardRoute.Period?
    for item in components.queryItems ?? [] {
      guard item.name == "period", let value = item.value, let given = DashboardRoute.Period(rawValue: value) else {
        return nil
      }
      period = given
    }
    switch segments.count {
    case 0: return []
    case 1: return segments[0] == "settings" ? [PathElement(SettingsRoute.general)] : nil
    default: return module(segments, period: period)
    }
  }

  private static func module(_ segments: [String], period: DashboardRoute.Period?) -> [PathElement]? {
    switch (segments[0], segments[1], segments.count) {
    case ("dashboard", "details", 3):
      return UUID(uuidString: segments[2]).map { [PathElement(DashboardRoute.details(id: $0, period: period))] }
    case ("settings", "account", 2): return [PathElement(SettingsRoute.account)]
    case ("settings", "sign-out", 2): return [PathElement(SettingsRoute.signOut)]
    case ("settings", "notifications", 3):
      return SettingsRoute.Channel(rawValue: segments[2]).map {
        [PathElement(SettingsRoute.notifications(channel: $0))]
      }
    case ("exercises", "history", 3):
      return Exercise.Mode(rawValue: segments[2]).map { [PathElement(Route.history($0))] }
    case ("exercises", "history", 4):
      guard let mode = Exercise.Mode(rawValue: segments[2]), let id = UUID(uuidString: segments[3]) else { return nil }
      return [PathElement(Route.history(mode)), PathElement(Route.detail(id))]
    case ("exercises", _, 2): return UUID(uuidString: segments[1]).map { [PathElement(Route.detail($0))] }
    default: return nil
    }
  }

  /// Prints a path with `URLComponents`.
  static func print(_ path: [PathElement]) -> String? {
    var components = URLComponents()
    components.scheme = "modular"
    var segments: [String] = []
    for element in path {
      if case .details(let id, let period)? = element.value(as: DashboardRoute.self) {
        segments = ["dashboard", "details", id.uuidString.lowercased()]
        if let period { components.queryItems = [URLQueryItem(name: "period", value: period.rawValue)] }
      } else if let route = element.value(as: SettingsRoute.self) {
        switch route {
        case .general: segments = ["settings"]
        case .account: segments = ["settings", "account"]
        case .notifications(let channel): segments = ["settings", "notifications", channel.rawValue]
        case .signOut: segments = ["settings", "sign-out"]
        }
      } else if let route = element.value(as: Route.self) {
        switch route {
        case .history(let mode): segments = ["exercises", "history", mode.rawValue]
        case .detail(let id):
          segments += segments.isEmpty ? ["exercises", id.uuidString.lowercased()] : [id.uuidString.lowercased()]
        }
      } else {
        return nil
      }
    }
    components.host = segments.first ?? ""
    components.path = segments.dropFirst().map { "/" + $0 }.joined()
    return components.string
  }
}
