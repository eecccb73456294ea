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
    var refusals = RefusalCollector(policy: policy)
    var state = NavigationState(tab: link.tab, exercises: .init(path: link.path))
    switch link.destination {
    case nil:
      break
    case .add(let fields):
      let draft = fields.applied(to: .emptyDraft(id: ids(), starts: clock.now(), over: link.path))
      state.exercises.destination = .add(.init(draft: draft))
    case .edit(let id, let fields):
      if let stored = catalog[id] {
        state.exercises.destination = .edit(.init(draft: fields.applied(to: stored)))
      } else {
        let pointer: JSONPointer = "/exercises/destination"
        try refusals.refuse(
          NavigationError(
            .unknownExercise, at: pointer / "edit" / "draft" / "id",
            "no stored exercise has the id \(UUIDText.format(id))"),
          dropping: .object([
            JSONMember(
              "edit", .object([JSONMember("draft", .object([JSONMember("id", .string(UUIDText.format(id)))]))]))
          ]),
          at: pointer)
      }
    case .alert(let id):
      state.exercises.destination = .alert(id)
    case .dialog(let id):
      state.exercises.destination = .dialog(id)
    }
    try resolve(&state, &refusals)
    return ResolutionReport(value: state, dropped: refusals.dropped)
  }
}
