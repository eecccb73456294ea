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
    LinkQueryField("type", .keyword(Exercise.Mode.rawValues)),
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

  /// The routes: `/settings`, then the six screen routes mounted under each list screen (the
  /// root list and a history).
  public static let routes: [LinkRoute<ExerciseLink>] =
    [
      LinkRoute(
        [.literal("settings")], summary: "the settings tab",
        read: { _ in ExerciseLink(tab: .settings) },
        write: { link, _ in link.tab == .settings && link.path.isEmpty && !link.hasDestination })
    ] + underRoot(screens.map(\.route)) + underHistory(screens)

  /// What a route opens over the list screen it is mounted under: an exercise's detail pushed
  /// on the list, or a destination presented over it.
  private struct OverList: Sendable {
    var detail: UUID?
    var destination: ExerciseLink.Destination?

    /// What `link` opens over its list screen, whose own screens are the first `depth`; `nil`
    /// when anything but a detail is pushed over it.
    init?(_ link: borrowing ExerciseLink, listDepth depth: Int) {
      guard link.tab == .exercises, link.path.count <= depth + 1 else { return nil }
      if link.path.count > depth {
        guard case .detail(let id) = link.path[depth] else { return nil }
        detail = id
      }
      destination = link.destination
    }

    init(detail: UUID? = nil, destination: ExerciseLink.Destination? = nil) {
      self.detail = detail
      self.destination = destination
    }

    /// Whether nothing is pushed or presented; asked without copying the destination out.
    var isBare: Bool {
      guard detail == nil, case .none = destination else { return false }
      return true
    }
  }

  /// The screen routes, relative to a list, with what each opens over a history.
  private static let screens: [(route: LinkRoute<OverList>, historySummary: String)] = [
    (
      LinkRoute([], summary: "the exercises list", read: { _ in OverList() }, write: { over, _ in over.isBare }),
      "the history of one type"
    ),
    (
      LinkRoute(
        [.literal("new")], query: draftParameters, summary: "the add sheet, draft from the query",
        read: { values in OverList(destination: .add(draftFields(values))) },
        write: { over, values in
          guard over.detail == nil, case .add(let fields)? = over.destination else { return false }
          write(fields, into: &values)
          return true
        }),
      "the add sheet over that history, its type by default"
    ),
    (
      LinkRoute(
        [exercise], summary: "the exercise's detail",
        read: { values in values[capture: 0]?.uuid.map { OverList(detail: $0) } },
        write: { over, values in
          guard let id = over.detail, case .none = over.destination else { return false }
          values[capture: 0] = .uuid(id)
          return true
        }),
      "a detail pushed over that history"
    ),
    (
      LinkRoute(
        [exercise, .literal("edit")], query: draftParameters,
        summary: "the editor: the stored exercise with the query's overrides",
        read: { values in values[capture: 0]?.uuid.map { OverList(destination: .edit($0, draftFields(values))) } },
        write: { over, values in
          guard over.detail == nil, case .edit(let id, let fields)? = over.destination else { return false }
          values[capture: 0] = .uuid(id)
          write(fields, into: &values)
          return true
        }),
      "the editor over that history"
    ),
    (
      exerciseAction(
        "delete", summary: "the delete confirmation (a link never deletes)", make: ExerciseLink.Destination.alert,
        exerciseOf: { $0.alertID }),
      "the delete confirmation over that history"
    ),
    (
      exerciseAction(
        "type", summary: "the change-type dialog", make: ExerciseLink.Destination.dialog, exerciseOf: { $0.dialogID }),
      "the change-type dialog over that history"
    ),
  ]

  private static let exercise = LinkSegment.capture("exercise", .uuid)

  /// A route `{exercise}/<word>` presenting a destination that names only an exercise.
  private static func exerciseAction(
    _ word: String, summary: String, make: @escaping @Sendable (UUID) -> ExerciseLink.Destination,
    exerciseOf: @escaping @Sendable (ExerciseLink.Destination) -> UUID?
  ) -> LinkRoute<OverList> {
    LinkRoute(
      [exercise, .literal(word)], summary: summary,
      read: { values in values[capture: 0]?.uuid.map { OverList(destination: make($0)) } },
      write: { over, values in
        guard over.detail == nil, let id = over.destination.flatMap(exerciseOf) else { return false }
        values[capture: 0] = .uuid(id)
        return true
      })
  }

  /// The screen routes under `/exercises`; the list itself is also the empty path.
  private static func underRoot(_ routes: [LinkRoute<OverList>]) -> [LinkRoute<ExerciseLink>] {
    var mounted: [LinkRoute<ExerciseLink>] = routes.mounted(
      under: [.literal("exercises", aliases: ["exercise"])],
      read: { over, _ in ExerciseLink(path: over.detail.map { [.detail($0)] } ?? [], destination: over.destination) },
      write: { link, _ in OverList(link, listDepth: 0) })
    for index in mounted.indices where routes[index].pattern.isEmpty { mounted[index].aliases.append([]) }
    return mounted
  }

  /// The screen routes under `/history/{type}`.
  private static func underHistory(
    _ screens: [(route: LinkRoute<OverList>, historySummary: String)]
  ) -> [LinkRoute<ExerciseLink>] {
    var mounted: [LinkRoute<ExerciseLink>] = screens.map(\.route).mounted(
      under: [.literal("history"), .capture("type", .keyword(Exercise.Mode.rawValues))],
      read: { over, prefix in
        guard let index = prefix[capture: 0]?.keyword, Exercise.Mode.allCases.indices.contains(index) else {
          return nil
        }
        // The stack is built in one go: links are read on every app open.
        let history = Route.history(Exercise.Mode.allCases[index])
        let path = over.detail.map { [history, .detail($0)] } ?? [history]
        return ExerciseLink(path: path, destination: over.destination)
      },
      write: { link, prefix in
        guard case .history(let mode)? = link.path.first, let over = OverList(link, listDepth: 1),
          let index = Exercise.Mode.allCases.firstIndex(of: mode)
        else { return nil }
        prefix[capture: 0] = .keyword(index)
        return over
      })
    for (index, screen) in screens.enumerated() { mounted[index].summary = screen.historySummary }
    return mounted
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
}

extension ExerciseLink.Destination {
  /// The exercise of a delete confirmation.
  fileprivate var alertID: UUID? {
    if case .alert(let id) = self { return id }
    return nil
  }

  /// The exercise of a change-type dialog.
  fileprivate var dialogID: UUID? {
    if case .dialog(let id) = self { return id }
    return nil
  }
}
