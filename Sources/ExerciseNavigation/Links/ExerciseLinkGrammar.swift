public import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The exercise app's link grammar, declared once; reading, printing and errors all come from
/// these routes.
///
/// | link path | opens |
/// |---|---|
/// | `/exercises` (also `/` and empty) | the list |
/// | `/settings` | the settings tab |
/// | `/exercises/new?…` | the add sheet |
/// | `/exercises/{id}` | the detail of an exercise |
/// | `/exercises/{id}/edit?…`, `/delete`, `/type` | edit, delete confirmation, type dialog |
/// | `/history/{type}` and `/history/{type}/…` | the same under one type's history |
///
/// `/exercise/…` (singular) and a single trailing slash are legacy spellings: they read, and
/// never print.
public enum ExerciseLinkGrammar {
  /// The origins accepted by default: `doexercise://…`, `doexercise:///…` and
  /// `https://doexercise.app/…`; links print as `doexercise://…`.
  public static let defaultOrigins = LinkOrigins(
    customSchemes: ["doexercise"], webHosts: ["doexercise.app"], printed: .customScheme("doexercise"))

  /// A draft's fields, in the order they print: the add sheet's and the editor's.
  private static var draft: LinkPattern<String?, Exercise.Mode?, Double?, Date?, Date?> {
    LinkPattern {
      LinkQuery<String?>("title")
      LinkQuery<Exercise.Mode?>("type")
      LinkQuery<Double?>("distance")
      LinkQuery<Date?>("starts")
      LinkQuery<Date?>("finished")
    }
  }

  /// The grammar with the default origins and limits, checked once, when first used.
  ///
  /// For other origins or limits, build ``ExerciseLinks/init(origins:limits:)`` once and keep
  /// it: that checks the routes again against them.
  public static let grammar: LinkGrammar<ExerciseLink> =
    // The routes are fixed in this file, and a test builds the same grammar and fails on the
    // check's error: a grammar of no routes, refusing every link, stands in for a declaration
    // bug that test would report, rather than a trap.
    (try? LinkGrammar(origins: defaultOrigins, routes: routes)) ?? .withoutRoutes(origins: defaultOrigins)

  /// The routes: `/settings`, then the six screen routes mounted under each list screen (the
  /// root list and a history).
  public static let routes: [LinkRoute<ExerciseLink>] =
    [
      // By hand: the settings tab is a field of the link, not a case with values.
      LinkRoute(
        [.literal("settings")], summary: "the settings tab",
        read: { _ in ExerciseLink(tab: .settings) },
        write: { link, _ in link.tab == .settings && link.path.isEmpty && !link.hasDestination })
    ] + underRoot(screens.map(\.route)) + underHistory(screens)

  /// The screen routes, relative to a list, with what each opens over a history.
  private static let screens: [(route: LinkRoute<ListScreen>, historySummary: String)] = [
    (LinkRoute(ListScreen.list, summary: "the exercises list") {}, "the history of one type"),
    (
      LinkRoute(ListScreen.add, summary: "the add sheet, draft from the query") {
        "new"
        draft
      },
      "the add sheet over that history, its type by default"
    ),
    (
      LinkRoute(ListScreen.detail, summary: "the exercise's detail") { LinkCapture<UUID>("exercise") },
      "a detail pushed over that history"
    ),
    (
      LinkRoute(ListScreen.edit, summary: "the editor: the stored exercise with the query's overrides") {
        LinkCapture<UUID>("exercise")
        "edit"
        draft
      },
      "the editor over that history"
    ),
    (
      LinkRoute(ListScreen.delete, summary: "the delete confirmation (a link never deletes)") {
        LinkCapture<UUID>("exercise")
        "delete"
      },
      "the delete confirmation over that history"
    ),
    (
      LinkRoute(ListScreen.changeType, summary: "the change-type dialog") {
        LinkCapture<UUID>("exercise")
        "type"
      },
      "the change-type dialog over that history"
    ),
  ]

  // The mounts below are written by hand: a list screen's place in a link (the root list, or
  // a type's history pushed first) is the link's path, not the values of one case.

  /// The screen routes under `/exercises`; the list itself is also the empty path.
  private static func underRoot(_ routes: [LinkRoute<ListScreen>]) -> [LinkRoute<ExerciseLink>] {
    var mounted: [LinkRoute<ExerciseLink>] = routes.mounted(
      under: [.literal("exercises", aliases: ["exercise"])],
      read: { screen, _ in screen.link(under: nil) },
      write: { link, _ in ListScreen(link, listDepth: 0) })
    for index in mounted.indices where routes[index].pattern.isEmpty { mounted[index].aliases.append([]) }
    return mounted
  }

  /// The screen routes under `/history/{type}`.
  private static func underHistory(
    _ screens: [(route: LinkRoute<ListScreen>, historySummary: String)]
  ) -> [LinkRoute<ExerciseLink>] {
    var mounted: [LinkRoute<ExerciseLink>] = screens.map(\.route).mounted(
      under: [.literal("history"), .capture("type", Exercise.Mode.linkFieldKind)],
      read: { screen, prefix in
        guard let mode = prefix[capture: 0].flatMap(Exercise.Mode.init(linkValue:)) else { return nil }
        return screen.link(under: .history(mode))
      },
      write: { link, prefix in
        guard case .history(let mode)? = link.path.first, let screen = ListScreen(link, listDepth: 1) else {
          return nil
        }
        prefix[capture: 0] = mode.linkValue
        return screen
      })
    for (index, screen) in screens.enumerated() { mounted[index].summary = screen.historySummary }
    return mounted
  }
}

// Matched in place: printing asks every route, and copying the destination out first would
// copy a draft's fields for each of them.
extension ExerciseLink {
  /// Whether the link presents anything; asked without copying the destination out, as
  /// comparing it with `nil` would.
  fileprivate var hasDestination: Bool {
    if case .some = destination { return true }
    return false
  }
}
