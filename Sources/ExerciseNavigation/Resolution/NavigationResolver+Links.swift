public import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NavigationResolver {
  /// Resolves a parsed link: fills in its drafts, then checks the result exactly as a decoded
  /// snapshot is checked.
  ///
  /// An add draft takes its id from `ids` and its start from `clock`, and under
  /// `/history/{type}` defaults to that type; an edit draft is the stored exercise with the
  /// link's overrides applied.
  public func resolve(
    _ link: ExerciseLink, ids: IDGenerator, clock: DateSource, policy: ResolutionPolicy = .strict
  ) throws(NavigationError) -> ResolutionReport<NavigationState> {
    var refusals = Refusals(policy: policy)
    var state: NavigationState
    switch link {
    case .settings:
      state = NavigationState(tab: .settings)
    case .exercises(let screen):
      state = try resolve(screen, over: [], ids: ids, clock: clock, &refusals)
    case .history(let mode, let screen):
      state = try resolve(screen, over: [.history(mode)], ids: ids, clock: clock, &refusals)
    }
    try resolve(&state, &refusals)
    return ResolutionReport(value: state, dropped: refusals.dropped)
  }

  /// The state a screen opens over a list whose own screens are `list`: its drafts filled in,
  /// an edit of an unknown exercise refused.
  private func resolve(
    _ screen: ExerciseLink.Screen, over list: [Route], ids: IDGenerator, clock: DateSource,
    _ refusals: inout Refusals
  ) throws(NavigationError) -> NavigationState {
    var state = NavigationState(tab: .exercises, exercises: .init(path: list))
    switch screen {
    case .list:
      break
    case .detail(let id):
      state.exercises.path.append(.detail(id))
    case .add(let title, let type, let distance, let starts, let finished):
      let fields = DraftFields(title: title, type: type, distance: distance, starts: starts, finished: finished)
      let draft = fields.applied(to: .emptyDraft(id: ids(), starts: clock.now(), over: list))
      state.exercises.destination = .add(.init(draft: draft))
    case .edit(let id, let title, let type, let distance, let starts, let finished):
      let fields = DraftFields(title: title, type: type, distance: distance, starts: starts, finished: finished)
      if let stored = catalog[id] {
        state.exercises.destination = .edit(.init(draft: fields.applied(to: stored)))
      } else {
        try refuseUnknownEdit(id, &refusals)
      }
    case .delete(let id):
      state.exercises.destination = .alert(id)
    case .changeType(let id):
      state.exercises.destination = .dialog(id)
    }
    return state
  }

  private func refuseUnknownEdit(_ id: UUID, _ refusals: inout Refusals) throws(NavigationError) {
    let pointer: JSONPointer = "/exercises/destination"
    try refusals.refuse(
      NavigationError(
        .unknownExercise, at: pointer / "edit" / "draft" / "id",
        "no stored exercise has the id \(id.uuidString.lowercased())"
      ),
      dropping: .object([
        JSONMember(
          "edit", .object([JSONMember("draft", .object([JSONMember("id", .string(id.uuidString.lowercased()))]))]))
      ]),
      at: pointer)
  }
}
