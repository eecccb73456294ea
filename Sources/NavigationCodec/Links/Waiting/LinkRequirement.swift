/// A condition a link's screens need before they can show, such as being signed in, which the
/// app evaluates.
///
/// ```swift
/// let signedIn = LinkRequirement<[PathElement]>(
///   "signed-in", module: "dashboard", showing: { _ in [PathElement(AuthRoute.signIn)] })
/// ```
///
/// A requirement says which states need it (the states of some routes, `appliesTo`, or every
/// state that shows a screen of a whole module, `module`) and what to show while it does not
/// hold (`showing`: its own screen, such as sign-in, built from what the app shows now).
/// Whether it holds is the app's to say, each time a link opens or resumes (see ``LinkHold``).
/// Its ``name`` is saved with a held link, so it must stay stable across releases.
public struct LinkRequirement<State: Sendable>: Sendable {
  /// The stable name saved with a link held on it, such as `signed-in`.
  public let name: String
  private let needed: @Sendable (State) -> Bool
  private let waiting: @Sendable (State) -> State

  /// Creates a requirement.
  ///
  /// - Parameters:
  ///   - name: The stable name saved with a link held on it.
  ///   - appliesTo: Whether a state a link opens needs the requirement.
  ///   - showing: The state to show while the requirement does not hold, given the state the
  ///     app shows now.
  public init(
    _ name: String, appliesTo: @escaping @Sendable (State) -> Bool,
    showing: @escaping @Sendable (_ current: State) -> State
  ) {
    self.name = name
    needed = appliesTo
    waiting = showing
  }

  /// Whether a state a link opens needs the requirement.
  func applies(to state: State) -> Bool { needed(state) }

  /// The state to show while the requirement does not hold.
  ///
  /// - Parameter current: The state the app shows now.
  /// - Returns: The requirement's own screen, such as sign-in.
  func waitingState(over current: State) -> State { waiting(current) }
}

extension LinkRequirement where State == [PathElement] {
  /// Creates a requirement of a whole module: every path that shows one of its screens
  /// needs it.
  ///
  /// - Parameters:
  ///   - name: The stable name saved with a link held on it.
  ///   - module: The stable name of the module (``ModuleElement/moduleName``).
  ///   - showing: The path to show while the requirement does not hold, given the path the
  ///     app shows now.
  public init(
    _ name: String, module: String, showing: @escaping @Sendable (_ current: [PathElement]) -> [PathElement]
  ) {
    self.init(name, appliesTo: { path in path.contains { $0.moduleName == module } }, showing: showing)
  }
}
