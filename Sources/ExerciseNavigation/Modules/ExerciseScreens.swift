public import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Route: ModuleElement {
  /// The exercise screens' stable name in a modular app's snapshots and links.
  public static let moduleName = "exercises"
}

/// The exercise app's screens as a feature module of a larger app: its stack screens
/// (``Route``) on the app's one path, its links, and its validation against the catalog.
///
/// ```swift
/// let modules = try NavigationModules([dashboard, settings, ExerciseScreens.module(catalog: catalog)])
/// // modular://exercises/history/running/6f1c2a9e-…  ->  [.history(.running), .detail(6f1c2a9e-…)]
/// ```
///
/// | link, under the module's prefix | opens |
/// |---|---|
/// | `/history/{type}` | one type's history |
/// | `/history/{type}/{exercise}` | an exercise over its type's history |
/// | `/{exercise}` | an exercise |
public enum ExerciseScreens {
  /// The module, its details checked against `catalog`.
  public static func module(catalog: ExerciseCatalog) -> NavigationModule {
    NavigationModule(
      Route.moduleName,
      elements: [
        .element(Route.self) { route throws(NavigationError) in
          guard case .detail(let id) = route, catalog[id] == nil else { return }
          throw NavigationError(
            .unknownExercise, at: "/detail/exercise", "no stored exercise has the id \(id.uuidString.lowercased())")
        }
      ],
      links: links)
  }

  /// The module's link routes, relative to its mount point.
  public static let links: [LinkRoute<[PathElement]>] = [
    LinkRoute(Route.history) {
      "history"
      LinkCapture<Exercise.Mode>("type")
    }.asPath(),
    historyAndDetail,
    LinkRoute(Route.detail) { LinkCapture<UUID>("exercise") }.asPath(),
  ]

  /// One link that opens two screens, a type's history and an exercise over it: not the
  /// values of one case, so both directions are written by hand.
  private static let historyAndDetail = LinkRoute<[PathElement]>(summary: "an exercise over its type's history") {
    "history"
    LinkCapture<Exercise.Mode>("type")
    LinkCapture<UUID>("exercise")
  } read: { mode, id in
    [PathElement(Route.history(mode)), PathElement(Route.detail(id))]
  } print: { path in
    guard path.count == 2, case .history(let mode)? = path[0].value(as: Route.self),
      case .detail(let id)? = path[1].value(as: Route.self)
    else { return nil }
    return (mode, id)
  }
}
