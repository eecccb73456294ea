package import NavigationCodec

// The sample modular app's Auth module: the sign-in screen, where a link that needs the user
// signed in waits.

/// The sign-in screens.
package enum AuthRoute: ModuleElement {
  package static let moduleName = "auth"

  /// The sign-in screen.
  case signIn
}

package enum AuthModule {
  package static let module = NavigationModule(
    AuthRoute.moduleName,
    elements: [.element(AuthRoute.self)],
    links: [LinkRoute(AuthRoute.signIn) { "sign-in" }.asPath()])

  /// Every dashboard screen needs the user signed in; until then the sign-in screen shows.
  package static let signedIn = LinkRequirement<[PathElement]>(
    "signed-in", module: DashboardRoute.moduleName, showing: { _ in [PathElement(AuthRoute.signIn)] })
}
