public import NavigationCodec

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Reading and printing the exercise app's deep links, as a pair.
///
/// ```swift
/// let links = ExerciseLinks()
/// let parsed = try links.match(link: "doexercise://history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
/// let printed = try links.link(for: state, catalog: catalog, now: clock.now())
/// ```
///
/// ``match(link:)`` checks syntax only; resolve the result with ``NavigationResolver``.
public struct ExerciseLinks: Sendable {
  /// The grammar both directions come from.
  public var grammar: LinkGrammar<ExerciseLink>

  /// Creates the link codec with the default origins and limits, on the grammar checked once
  /// for them (``ExerciseLinkGrammar/grammar``): cheap enough to make for each link.
  public init() {
    grammar = ExerciseLinkGrammar.grammar
  }

  /// Creates the link codec with the given origins and limits, checking the routes against
  /// them; build it once and keep it.
  ///
  /// - Throws: `LinkGrammarError` when the routes do not pass the grammar's check under these
  ///   origins (a route's sample link that does not read back as its value).
  public init(origins: LinkOrigins = ExerciseLinkGrammar.defaultOrigins, limits: Limits = .default)
    throws(LinkGrammarError)
  {
    if origins == ExerciseLinkGrammar.defaultOrigins && limits == .default {
      grammar = ExerciseLinkGrammar.grammar
    } else {
      grammar = try LinkGrammar(origins: origins, routes: ExerciseLinkGrammar.routes, limits: limits)
    }
  }

  /// Reads a link into what it asks to open.
  public func match(link: String) throws(NavigationError) -> ExerciseLink {
    try grammar.match(link: link)
  }

  /// Prints the canonical link of a (resolved) state.
  ///
  /// Edits carry only the fields that differ from the stored exercise; adds never carry their
  /// id, nor fields equal to what reading the link fills in (the defaults, and `starts` equal
  /// to `now`). `now` is read only for a state that presents the add sheet.
  ///
  /// - Throws: `NavigationError` with `not-linkable` for a state that has no link form (a
  ///   discard alert, the settings tab over a non-empty stack, an edit that removes a finish,
  ///   a link longer than the URL length limit), or `unknown-exercise` when an edit names an
  ///   exercise the catalog lacks.
  public func link(
    for state: NavigationState, catalog: ExerciseCatalog, now: @autoclosure () -> Date
  ) throws(NavigationError) -> String {
    try grammar.link(for: target(of: state, catalog: catalog, now: now()))
  }

  /// The parsed-link form of a state: the inverse of resolving a link.
  ///
  /// `now` is read only for a state that presents the add sheet, whose draft's `starts` is
  /// left out of the link when it is now.
  ///
  /// - Throws: `NavigationError` with `not-linkable` for a state no link opens, and
  ///   `unknown-exercise` for an edit of an exercise the catalog lacks.
  public func target(
    of state: NavigationState, catalog: ExerciseCatalog, now: @autoclosure () -> Date
  ) throws(NavigationError) -> ExerciseLink {
    if state.tab == .settings {
      guard state.exercises == NavigationState.Exercises() else {
        throw NavigationError(
          .notLinkable, at: "/exercises", "a link to the settings tab cannot also carry the exercises stack")
      }
      return .settings
    }
    let path = state.exercises.path
    let list: Exercise.Mode?
    if case .history(let mode)? = path.first { list = mode } else { list = nil }
    let screens = path.dropFirst(list == nil ? 0 : 1)
    let screen: ExerciseLink.Screen
    switch (screens.first, screens.count, state.exercises.destination) {
    case (nil, _, _): screen = try self.screen(presenting: state.exercises, catalog: catalog, now: now())
    case (.detail(let id)?, 1, nil): screen = .detail(id)
    default: throw NavigationError(.notLinkable, at: "input", "no route of the link grammar prints this value")
    }
    return list.map { .history($0, screen) } ?? .exercises(screen)
  }

  /// The screen a list presents: the list itself, or its destination.
  private func screen(
    presenting exercises: NavigationState.Exercises, catalog: ExerciseCatalog, now: @autoclosure () -> Date
  ) throws(NavigationError) -> ExerciseLink.Screen {
    guard let destination = exercises.destination else { return .list }
    // Spelled out only for a refusal.
    var pointer: JSONPointer { "/exercises/destination" / destination.caseName }
    switch destination {
    case .add(let form):
      guard form.destination == nil else { throw discardHasNoLink(at: pointer) }
      let defaults = Exercise.emptyDraft(id: form.draft.id, starts: now().roundedToMilliseconds, over: exercises.path)
      guard let fields = DraftFields(difference: form.draft, from: defaults) else {
        throw NavigationError(.notLinkable, at: pointer / "draft", "this draft has no link form")
      }
      return .add(
        title: fields.title, type: fields.type, distance: fields.distance, starts: fields.starts,
        finished: fields.finished)
    case .edit(let form):
      guard form.destination == nil else { throw discardHasNoLink(at: pointer) }
      guard let stored = catalog[form.draft.id] else {
        throw NavigationError(
          .unknownExercise, at: pointer / "draft" / "id",
          "no stored exercise has the id \(form.draft.id.uuidString.lowercased())")
      }
      guard let fields = DraftFields(difference: form.draft, from: stored) else {
        throw NavigationError(
          .notLinkable, at: pointer / "draft" / "finished", "a link cannot remove the finish of a stored exercise")
      }
      return .edit(
        stored.id, title: fields.title, type: fields.type, distance: fields.distance, starts: fields.starts,
        finished: fields.finished)
    case .alert(let id):
      return .delete(id)
    case .dialog(let id):
      return .changeType(id)
    }
  }

  private func discardHasNoLink(at pointer: JSONPointer) -> NavigationError {
    NavigationError(
      .notLinkable, at: pointer / "destination",
      "a discard alert has no link form; links never hold unsaved-change prompts")
  }
}
