/// A feature module as the codec sees it: a stable name, the element types it pushes on the
/// app's path (its routes and its exits), and the links that open its screens.
///
/// ```swift
/// let dashboard = NavigationModule(
///   "dashboard",
///   elements: [.element(DashboardRoute.self), .element(DashboardExit.self)],
///   links: [LinkRoute(DashboardRoute.details) { "details"; LinkCapture<UUID>("id") }.asPath()])
/// ```
///
/// A module knows nothing about the others; the app composes them with
/// ``NavigationModules``, which mounts each module's links under a prefix of the app's grammar.
public struct NavigationModule: Sendable {
  /// The stable name: snapshots store the module's elements under it, and links are mounted
  /// under it unless the app says otherwise.
  public let name: String
  /// The element types the module pushes, each with its validation.
  let elements: [ModuleElementType]
  /// The module's link routes, relative to its mount point: each reads a link into the path
  /// of the module's own elements that it opens, and prints it back.
  let links: [LinkRoute<[PathElement]>]
  /// The words in front of the module's links in the app's grammar.
  let linkPrefix: [String]

  /// Declares a module.
  ///
  /// - Parameters:
  ///   - name: The stable name, such as `dashboard`.
  ///   - elements: The element types the module pushes, routes and exits.
  ///   - links: The module's link routes, relative to its mount point.
  ///   - linkPrefix: The words in front of the links; the module's name by default, none
  ///     (`[]`) for links at the root of the app's grammar.
  public init(
    _ name: String, elements: [ModuleElementType], links: [LinkRoute<[PathElement]>] = [],
    linkPrefix: [String]? = nil
  ) {
    self.name = name
    self.elements = elements
    self.links = links
    self.linkPrefix = linkPrefix ?? [name]
  }
}
