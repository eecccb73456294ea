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

  /// The routes: `/settings`, then the screen routes under the root list (`/exercises`, also
  /// spelt `/exercise`, and the list itself also `/`) and under one type's history.
  public static let routes: [LinkRoute<ExerciseLink>] = {
    var underRoot = screens.map(\.route).mounted(ExerciseLink.exercises) { LinkWord("exercises", legacy: "exercise") }
    underRoot[0] = underRoot[0].alsoReading {}
    var underHistory = screens.map(\.route).mounted(ExerciseLink.history) {
      "history"
      LinkCapture<Exercise.Mode>("type")
    }
    for index in underHistory.indices { underHistory[index].summary = screens[index].historySummary }
    return [LinkRoute(ExerciseLink.settings, summary: "the settings tab") { "settings" }] + underRoot + underHistory
  }()

  /// The screen routes, relative to a list, with what each opens over a history.
  private static let screens: [(route: LinkRoute<ExerciseLink.Screen>, historySummary: String)] = [
    (LinkRoute(ExerciseLink.Screen.list, summary: "the exercises list") {}, "the history of one type"),
    (
      LinkRoute(ExerciseLink.Screen.add, summary: "the add sheet, draft from the query") {
        "new"
        draft
      },
      "the add sheet over that history, its type by default"
    ),
    (
      LinkRoute(ExerciseLink.Screen.detail, summary: "the exercise's detail") { LinkCapture<UUID>("exercise") },
      "a detail pushed over that history"
    ),
    (
      LinkRoute(ExerciseLink.Screen.edit, summary: "the editor: the stored exercise with the query's overrides") {
        LinkCapture<UUID>("exercise")
        "edit"
        draft
      },
      "the editor over that history"
    ),
    (
      LinkRoute(ExerciseLink.Screen.delete, summary: "the delete confirmation (a link never deletes)") {
        LinkCapture<UUID>("exercise")
        "delete"
      },
      "the delete confirmation over that history"
    ),
    (
      LinkRoute(ExerciseLink.Screen.changeType, summary: "the change-type dialog") {
        LinkCapture<UUID>("exercise")
        "type"
      },
      "the change-type dialog over that history"
    ),
  ]
}
