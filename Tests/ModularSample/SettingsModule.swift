package import NavigationCodec

// The sample modular app's Settings module: where the dashboard's exits lead.

/// The settings screens.
package enum SettingsRoute: ModuleElement {
  package static let moduleName = "settings"

  case general
  case account
  case notifications(channel: Channel)
  /// The sign-out confirmation, where the dashboard's logout exit leads.
  case signOut

  package enum Channel: String, Codable, CaseIterable, Sendable {
    case email, push
  }
}

package enum SettingsModule {
  package static let module = NavigationModule(
    SettingsRoute.moduleName,
    elements: [.element(SettingsRoute.self)],
    links: [
      LinkRoute<SettingsRoute>(case: "general", []).asPath(),
      LinkRoute<SettingsRoute>(case: "account", [.literal("account")]).asPath(),
      LinkRoute<SettingsRoute>(
        case: "notifications",
        [.literal("notifications"), .capture("channel", .keyword(SettingsRoute.Channel.allCases.map(\.rawValue)))]
      ).asPath(),
      LinkRoute<SettingsRoute>(case: "signOut", [.literal("sign-out")]).asPath(),
    ])
}
