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

  /// The query parameters of a draft, in the order they print.
  public static let draftParameters = [
    LinkQueryField("title", .text),
    LinkQueryField("type", .keyword(ExerciseSchema.modeNames)),
    LinkQueryField("distance", .number),
    LinkQueryField("starts", .date),
    LinkQueryField("finished", .date),
  ]

  /// The grammar with the given origins and limits.
  public static func grammar(origins: LinkOrigins = defaultOrigins, limits: Limits = .default) -> LinkGrammar<
    ExerciseLink
  > {
    // The routes are fixed; their test builds them through the checking initialiser.
    LinkGrammar.prechecked(origins: origins, routes: routes, limits: limits)
  }

  /// The routes: `/settings`, then the same six routes under each list screen (the root list
  /// and a history).
  public static let routes: [LinkRoute<ExerciseLink>] =
    [
      LinkRoute(
        [.literal("settings")], summary: "the settings tab",
        read: { _ in ExerciseLink(tab: .settings) },
        write: { link, _ in link.tab == .settings && link.path.isEmpty && !link.hasDestination })
    ] + listRoutes(under: .root) + listRoutes(under: .history)

  /// A list screen a route starts from.
  private enum List {
    case root
    case history

    var prefix: [LinkSegment] {
      switch self {
      case .root: [.literal("exercises", aliases: ["exercise"])]
      case .history: [.literal("history"), .capture("type", .keyword(ExerciseSchema.modeNames))]
      }
    }

    /// What a route opens, said of the list it opens over.
    func summary(root: String, history: String) -> String {
      self == .root ? root : history
    }

    /// The stack of the list screen, from the captures before the exercise id, with `pushed`
    /// on top (built in one go: links are read on every app open).
    func path(_ values: borrowing LinkValues, pushing pushed: Route? = nil) -> [Route]? {
      switch self {
      case .root: return pushed.map { [$0] } ?? []
      case .history:
        guard let index = values[capture: 0]?.keyword, Exercise.Mode.allCases.indices.contains(index) else {
          return nil
        }
        let history = Route.history(Exercise.Mode.allCases[index])
        return pushed.map { [history, $0] } ?? [history]
      }
    }

    /// Writes the captures that spell the list screen of a link, then `exercise` if given;
    /// `false` if the link is not under this list.
    func write(_ link: ExerciseLink, then exercise: UUID? = nil, into values: inout LinkValues) -> Bool {
      guard link.tab == .exercises else { return false }
      switch (self, link.path.first) {
      case (.root, nil), (.root, .detail?): break
      case (.history, .history(let mode)?):
        values[capture: 0] = .keyword(Exercise.Mode.allCases.firstIndex(of: mode) ?? 0)
      default: return false
      }
      if let exercise { values[capture: idIndex] = .uuid(exercise) }
      return true
    }

    var idIndex: Int { self == .root ? 0 : 1 }
  }

  private static func listRoutes(under list: List) -> [LinkRoute<ExerciseLink>] {
    let prefix = list.prefix
    let id = list.idIndex
    let listDepth = list == .root ? 0 : 1
    let exercise = LinkSegment.capture("exercise", .uuid)
    @Sendable func link(_ values: borrowing LinkValues, _ destination: ExerciseLink.Destination?) -> ExerciseLink? {
      list.path(values).map { ExerciseLink(path: $0, destination: destination) }
    }
    /// Writes the captures of a link on this list screen (no pushed detail) with a destination.
    @Sendable func onList(_ link: ExerciseLink, then exercise: UUID? = nil, into values: inout LinkValues) -> Bool {
      link.path.count == listDepth && list.write(link, then: exercise, into: &values)
    }
    /// A route `…/{id}/<word>` opening a destination that names only an exercise.
    func exerciseAction(
      _ word: String, summary: (root: String, history: String),
      make: @escaping @Sendable (UUID) -> ExerciseLink.Destination,
      exerciseOf: @escaping @Sendable (ExerciseLink) -> UUID?
    ) -> LinkRoute<ExerciseLink> {
      LinkRoute(
        prefix + [exercise, .literal(word)], summary: list.summary(root: summary.root, history: summary.history),
        read: { values in values[capture: id]?.uuid.flatMap { link(values, make($0)) } },
        write: { target, values in
          guard let exercise = exerciseOf(target) else { return false }
          return onList(target, then: exercise, into: &values)
        })
    }
    return [
      // The list itself; the root list is also the empty path.
      LinkRoute(
        prefix, aliases: list == .root ? [[]] : [],
        summary: list == .root ? "the exercises list" : "the history of one type",
        read: { link($0, nil) },
        write: { target, values in !target.hasDestination && onList(target, into: &values) }),
      // The add sheet.
      LinkRoute(
        prefix + [.literal("new")], query: draftParameters,
        summary: list.summary(
          root: "the add sheet, draft from the query",
          history: "the add sheet over that history, its type by default"),
        read: { values in link(values, .add(draftFields(values))) },
        write: { target, values in
          guard case .add(let fields)? = target.destination, onList(target, into: &values) else { return false }
          write(fields, into: &values)
          return true
        }),
      // The detail, pushed over the list.
      LinkRoute(
        prefix + [exercise], summary: list == .root ? "the exercise's detail" : "a detail pushed over that history",
        read: { values in
          guard let exercise = values[capture: id]?.uuid, let path = list.path(values, pushing: .detail(exercise))
          else { return nil }
          return ExerciseLink(path: path)
        },
        write: { target, values in
          guard !target.hasDestination, target.path.count == listDepth + 1,
            case .detail(let exercise)? = target.path.last
          else { return false }
          return list.write(target, then: exercise, into: &values)
        }),
      // The edit screen.
      LinkRoute(
        prefix + [exercise, .literal("edit")], query: draftParameters,
        summary: list.summary(
          root: "the editor: the stored exercise with the query's overrides", history: "the editor over that history"),
        read: { values in
          guard let exercise = values[capture: id]?.uuid else { return nil }
          return link(values, .edit(exercise, draftFields(values)))
        },
        write: { target, values in
          guard case .edit(let exercise, let fields)? = target.destination,
            onList(target, then: exercise, into: &values)
          else { return false }
          write(fields, into: &values)
          return true
        }),
      // The delete confirmation and the change-type dialog: an exercise and an action word.
      exerciseAction(
        "delete",
        summary: ("the delete confirmation (a link never deletes)", "the delete confirmation over that history"),
        make: ExerciseLink.Destination.alert,
        exerciseOf: { $0.alertID }),
      exerciseAction(
        "type", summary: ("the change-type dialog", "the change-type dialog over that history"),
        make: ExerciseLink.Destination.dialog, exerciseOf: { $0.dialogID }),
    ]
  }

  private static func draftFields(_ values: borrowing LinkValues) -> ExerciseLink.DraftFields {
    let type = values[parameter: "type"]?.keyword.flatMap {
      Exercise.Mode.allCases.indices.contains($0) ? Exercise.Mode.allCases[$0] : nil
    }
    return ExerciseLink.DraftFields(
      title: values[parameter: "title"]?.text,
      type: type,
      distance: values[parameter: "distance"]?.number,
      starts: values[parameter: "starts"]?.date,
      finished: values[parameter: "finished"]?.date)
  }

  private static func write(_ fields: ExerciseLink.DraftFields, into values: inout LinkValues) {
    if let title = fields.title { values[parameter: "title"] = .text(title) }
    if let type = fields.type { values[parameter: "type"] = .keyword(Exercise.Mode.allCases.firstIndex(of: type) ?? 0) }
    if let distance = fields.distance { values[parameter: "distance"] = .number(distance) }
    if let starts = fields.starts { values[parameter: "starts"] = .date(starts) }
    if let finished = fields.finished { values[parameter: "finished"] = .date(finished) }
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

  /// The exercise of a delete confirmation.
  fileprivate var alertID: UUID? {
    if case .alert(let id)? = destination { return id }
    return nil
  }

  /// The exercise of a change-type dialog.
  fileprivate var dialogID: UUID? {
    if case .dialog(let id)? = destination { return id }
    return nil
  }
}
