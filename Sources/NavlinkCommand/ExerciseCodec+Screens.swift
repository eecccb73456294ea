public import ExerciseNavigation
import NavigationCodec
public import NavigationCommandLine

extension ExerciseCodec {
  /// The exercise app's screens as `navlink explain` shows them: the selected tab, the
  /// exercises stack from the bottom, and what is presented over it with its draft.
  ///
  /// The exercises tab keeps its stack while settings is selected, so it is shown too when
  /// it holds anything.
  public func screens(of state: NavigationState) -> [ScreenNode] {
    let exercises = Self.exercisesTab(state.exercises)
    switch state.tab {
    case .exercises:
      return [ScreenNode("tab", "exercises", children: exercises)]
    case .settings:
      let isEmpty = state.exercises == NavigationState.Exercises()
      let kept = isEmpty ? [] : [ScreenNode("tab", "exercises (kept)", children: exercises)]
      return [ScreenNode("tab", "settings")] + kept
    }
  }

  private static func exercisesTab(_ exercises: NavigationState.Exercises) -> [ScreenNode] {
    let count = exercises.path.count
    let stack = ScreenNode(
      "stack", count == 0 ? "empty" : count == 1 ? "1 screen" : "\(count) screens",
      children: exercises.path.map { route in
        switch route {
        case .history(let type): ScreenNode("screen", "history \(type.rawValue)")
        case .detail(let id): ScreenNode("screen", "detail \(id.uuidString.lowercased())")
        }
      })
    guard let destination = exercises.destination else { return [stack] }
    return [stack, presented(destination)]
  }

  private static func presented(_ destination: NavigationState.Destination) -> ScreenNode {
    switch destination {
    case .add(let form), .edit(let form):
      let discard = form.destination.map { [ScreenNode("presented", "alert \($0.rawValue)")] } ?? []
      return ScreenNode(
        "presented", "\(destination.caseName) \(form.draft.id.uuidString.lowercased())",
        children: [ScreenNode("draft", draftFields(form.draft))] + discard)
    case .alert(let id): return ScreenNode("presented", "alert (delete) \(id.uuidString.lowercased())")
    case .dialog(let id): return ScreenNode("presented", "dialog (change type) \(id.uuidString.lowercased())")
    }
  }

  private static func draftFields(_ draft: Exercise) -> String {
    let finished = draft.finished.map(Timestamp.format) ?? "none"
    return
      "title \"\(draft.title)\", type \(draft.type.rawValue), distance \(ECMAScriptNumber.format(draft.distance)), starts \(Timestamp.format(draft.starts)), finished \(finished)"
  }
}
