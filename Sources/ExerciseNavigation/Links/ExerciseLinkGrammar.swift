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
        parse: { _ in ExerciseLink(tab: .settings) },
        print: { link in link.tab == .settings && link.path.isEmpty && !link.hasDestination ? LinkMatch() : nil })
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
    func path(_ match: LinkMatch, pushing pushed: Route? = nil) -> [Route]? {
      switch self {
      case .root: return pushed.map { [$0] } ?? []
      case .history:
        guard let index = match.capture(0)?.keyword, Exercise.Mode.allCases.indices.contains(index) else { return nil }
        let history = Route.history(Exercise.Mode.allCases[index])
        return pushed.map { [history, $0] } ?? [history]
      }
    }

    /// The captures that spell the list screen of a link, then `exercise` if given; `nil` if
    /// the link is not under this list.
    func captures(_ link: ExerciseLink, then exercise: UUID? = nil) -> [LinkValue]? {
      guard link.tab == .exercises else { return nil }
      let id = exercise.map(LinkValue.uuid)
      switch (self, link.path.first) {
      case (.root, nil), (.root, .detail?): return id.map { [$0] } ?? []
      case (.history, .history(let mode)?):
        let keyword = LinkValue.keyword(Exercise.Mode.allCases.firstIndex(of: mode) ?? 0)
        return id.map { [keyword, $0] } ?? [keyword]
      default: return nil
      }
    }

    var idIndex: Int { self == .root ? 0 : 1 }
  }

  private static func listRoutes(under list: List) -> [LinkRoute<ExerciseLink>] {
    let prefix = list.prefix
    let id = list.idIndex
    let listDepth = list == .root ? 0 : 1
    let exercise = LinkSegment.capture("exercise", .uuid)
    @Sendable func link(_ match: LinkMatch, _ destination: ExerciseLink.Destination?) -> ExerciseLink? {
      list.path(match).map { ExerciseLink(path: $0, destination: destination) }
    }
    /// The captures for a link on this list screen (no pushed detail) with a destination.
    @Sendable func onList(_ link: ExerciseLink, then exercise: UUID? = nil) -> [LinkValue]? {
      guard link.path.count == listDepth else { return nil }
      return list.captures(link, then: exercise)
    }
    /// A route `…/{id}/<word>` opening a destination that names only an exercise.
    func exerciseAction(
      _ word: String, summary: (root: String, history: String),
      make: @escaping @Sendable (UUID) -> ExerciseLink.Destination,
      exerciseOf: @escaping @Sendable (ExerciseLink) -> UUID?
    ) -> LinkRoute<ExerciseLink> {
      LinkRoute(
        prefix + [exercise, .literal(word)], summary: list.summary(root: summary.root, history: summary.history),
        parse: { match in match.capture(id)?.uuid.flatMap { link(match, make($0)) } },
        print: { target in
          guard let exercise = exerciseOf(target), let captures = onList(target, then: exercise)
          else { return nil }
          return LinkMatch(captures: captures)
        })
    }
    return [
      // The list itself; the root list is also the empty path.
      LinkRoute(
        prefix, aliases: list == .root ? [[]] : [],
        summary: list == .root ? "the exercises list" : "the history of one type",
        parse: { link($0, nil) },
        print: { target in
          guard !target.hasDestination, let captures = onList(target) else { return nil }
          return LinkMatch(captures: captures)
        }),
      // The add sheet.
      LinkRoute(
        prefix + [.literal("new")], query: draftParameters,
        summary: list.summary(
          root: "the add sheet, draft from the query",
          history: "the add sheet over that history, its type by default"),
        parse: { match in link(match, .add(draftFields(match))) },
        print: { target in
          guard case .add(let fields)? = target.destination, let captures = onList(target) else { return nil }
          return LinkMatch(captures: captures, parameters: parameters(fields))
        }),
      // The detail, pushed over the list.
      LinkRoute(
        prefix + [exercise], summary: list == .root ? "the exercise's detail" : "a detail pushed over that history",
        parse: { match in
          guard let exercise = match.capture(id)?.uuid, let path = list.path(match, pushing: .detail(exercise)) else {
            return nil
          }
          return ExerciseLink(path: path)
        },
        print: { target in
          guard !target.hasDestination, target.path.count == listDepth + 1,
            case .detail(let exercise)? = target.path.last, let captures = list.captures(target, then: exercise)
          else { return nil }
          return LinkMatch(captures: captures)
        }),
      // The edit screen.
      LinkRoute(
        prefix + [exercise, .literal("edit")], query: draftParameters,
        summary: list.summary(
          root: "the editor: the stored exercise with the query's overrides", history: "the editor over that history"),
        parse: { match in
          guard let exercise = match.capture(id)?.uuid else { return nil }
          return link(match, .edit(exercise, draftFields(match)))
        },
        print: { target in
          guard case .edit(let exercise, let fields)? = target.destination,
            let captures = onList(target, then: exercise)
          else { return nil }
          return LinkMatch(captures: captures, parameters: parameters(fields))
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

  private static func draftFields(_ match: LinkMatch) -> ExerciseLink.DraftFields {
    let type = match.parameters["type"]?.keyword.flatMap {
      Exercise.Mode.allCases.indices.contains($0) ? Exercise.Mode.allCases[$0] : nil
    }
    return ExerciseLink.DraftFields(
      title: match.parameters["title"]?.text,
      type: type,
      distance: match.parameters["distance"]?.number,
      starts: match.parameters["starts"]?.date,
      finished: match.parameters["finished"]?.date)
  }

  private static func parameters(_ fields: ExerciseLink.DraftFields) -> LinkParameters {
    var parameters = LinkParameters(capacity: draftParameters.count)
    if let title = fields.title { parameters["title"] = .text(title) }
    if let type = fields.type { parameters["type"] = .keyword(Exercise.Mode.allCases.firstIndex(of: type) ?? 0) }
    if let distance = fields.distance { parameters["distance"] = .number(distance) }
    if let starts = fields.starts { parameters["starts"] = .date(starts) }
    if let finished = fields.finished { parameters["finished"] = .date(finished) }
    return parameters
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
