import NavigationCodec

// The one place the page meets the engine's route table: its rows, the grammar's origins
// and ignored parameters, mapped into the page's own model.
extension RoutesPage {
  /// The page for a route table.
  ///
  /// - Parameters:
  ///   - toolName: The tool's name.
  ///   - origins: The grammar's origins: every example is shown in each of them.
  ///   - routes: The route table; each example is printed with the grammar's printed origin.
  ///   - ignored: The parameters the grammar reads past.
  init(
    toolName: String, origins: LinkOrigins, routes: [LinkRouteDescription], ignoring ignored: IgnorableParameters
  ) {
    self.init(
      toolName: toolName, schemes: origins.customSchemes, hosts: origins.webHosts,
      routes: routes.map { Self.route($0, origins) }, ignoredNames: ignored.names, ignoredPrefixes: ignored.prefixes)
  }

  private static func route(_ route: LinkRouteDescription, _ origins: LinkOrigins) -> Route {
    Route(
      pattern: route.pattern, summary: route.summary, aliases: route.aliases,
      captures: route.captures.map(field), query: route.query.map(field),
      examples: route.example.map { examples(of: $0, origins) } ?? [])
  }

  private static func field(_ field: LinkRouteDescription.Field) -> Field {
    Field(name: field.name, kind: field.kind.name, words: field.kind.words)
  }

  /// An example link in every origin: what follows the printed origin, after each custom
  /// scheme's `scheme://` (the first path segment is the URL's host there) and after each
  /// web host's `https://host/`.
  ///
  /// A link that does not start with its printed origin is shown once, as it is.
  private static func examples(of link: String, _ origins: LinkOrigins) -> [Example] {
    let printed =
      switch origins.printed {
      case .customScheme(let scheme): scheme + "://"
      case .web(let host): "https://" + host + "/"
      }
    let rest: Substring
    if link.lowercased().hasPrefix(printed.lowercased()) {
      rest = link.dropFirst(printed.count)
    } else if link.lowercased() + "/" == printed.lowercased() {
      rest = ""
    } else {
      return [Example(origin: String(link.prefix { $0 != ":" }) + ":", link: link)]
    }
    return origins.customSchemes.map { Example(origin: $0 + "://", link: $0 + "://" + rest) }
      + origins.webHosts.map { Example(origin: "https://" + $0, link: "https://" + $0 + "/" + rest) }
  }
}

extension RoutesPage {
  /// The page of an app's tool: its grammar's origins and ignored parameters, and its route
  /// table for a catalog.
  init<App: NavigationCommandApp>(app: App, catalog: App.Catalog) {
    let grammar = app.grammar
    self.init(
      toolName: app.help.toolName, origins: grammar.origins, routes: app.routeTable(catalog: catalog),
      ignoring: grammar.ignoredParameters)
  }
}
