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

  package enum Channel: String, Codable, CaseIterable, Sendable, LinkFieldValue {
    case email, push
  }
}

package enum SettingsModule {
  package static let module = NavigationModule(
    SettingsRoute.moduleName,
    elements: [.element(SettingsRoute.self)],
    links: [
      LinkRoute(SettingsRoute.general) {}.asPath(),
      LinkRoute(SettingsRoute.account) { "account" }.asPath(),
      LinkRoute(SettingsRoute.notifications) {
        "notifications"
        LinkCapture<SettingsRoute.Channel>("channel")
      }.asPath(),
      LinkRoute(SettingsRoute.signOut) { "sign-out" }.asPath(),
    ])
}
