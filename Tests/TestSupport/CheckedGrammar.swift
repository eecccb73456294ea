package import NavigationCodec
import Testing

extension LinkGrammar {
  /// A test's fixed grammar, declared as a stored value: built through the checking
  /// initialiser, and a declaration it refuses fails the test that uses it.
  package static func checked(
    origins: LinkOrigins, routes: [LinkRoute<Target>], limits: Limits = .default,
    ignoring: IgnorableParameters = .default
  ) -> LinkGrammar {
    do {
      return try LinkGrammar(origins: origins, routes: routes, limits: limits, ignoring: ignoring)
    } catch {
      Issue.record("the test grammar does not pass its check: \(error)")
      // The test has failed already; a grammar of no routes serves the rest of it.
      return .withoutRoutes(origins: origins)
    }
  }
}
