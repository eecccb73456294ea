/// Links that wait: the requirements an app's links may need, and the one link held until a
/// requirement holds.
///
/// ```swift
/// var hold = LinkHold(requirements: [signedIn])
/// switch try hold.open(url, over: path, resolve: read, holds: { _ in session.isSignedIn }) {
/// case .opened(let state, _): path = state
/// case .held(let signIn, _, _): path = signIn       // the link waits
/// case .dropped: break
/// }
/// // After sign-in:
/// if let resumed = hold.resume(over: path, resolve: read, holds: { _ in session.isSignedIn }) { … }
/// ```
///
/// At most one link is held: a newer link replaces it (the older is reported in
/// ``LinkOpening/droppedLink``), so a flood of links while signed out keeps only the last.
/// A held link is kept as it arrived and read again when it resumes, so a link that no longer
/// resolves (the app's screens or data changed while it waited) is dropped and reported, never
/// opened. Whether a requirement holds is asked each time, through `holds`; an evaluation that
/// throws is reported as `requirement-failed`, never a crash.
public struct LinkHold<State: Sendable>: Sendable {
  /// The requirements, asked in this order: a link waits for the first that does not hold.
  public let requirements: [LinkRequirement<State>]
  /// The link waiting for a requirement, if any; saved with the app's snapshot.
  public var held: HeldLink? { waiting }

  // Opening and resuming are inlinable so that they are specialised for the app's state,
  // which every link opened passes through: unspecialised, each copy of it goes through
  // the generic value witnesses.
  var waiting: HeldLink?

  /// Creates a hold with no link held.
  public init(requirements: [LinkRequirement<State>]) {
    self.requirements = requirements
  }

  /// Opens a link: its state when every requirement it needs holds, otherwise the first
  /// unmet requirement's waiting state, the link held.
  ///
  /// A link that opens or is held replaces the link held before it (reported as replaced). A
  /// refused link changes nothing: the link held before it keeps waiting.
  ///
  /// - Parameters:
  ///   - link: The link as it arrived.
  ///   - current: The state the app shows now, from which a waiting state is built; evaluated
  ///     only when the link waits.
  ///   - resolve: Reads and resolves a link against the app as it is now.
  ///   - holds: Whether a requirement holds now.
  /// - Returns: ``LinkOpening/opened(_:replaced:)`` or ``LinkOpening/held(showNow:link:replaced:)``.
  /// - Throws: The link's refusal from `resolve`, or `requirement-failed` when `holds` throws.
  public mutating func open(
    _ link: String, over current: @autoclosure () -> State, resolve: (String) throws(NavigationError) -> State,
    holds: (LinkRequirement<State>) throws -> Bool
  ) throws(NavigationError) -> LinkOpening<State> {
    let state = try resolve(link)
    let unmet = try firstUnmet(for: state, holds: holds)
    let replaced = waiting.map { DroppedLink(link: $0, reason: .replaced) }
    guard let unmet else {
      waiting = nil
      return .opened(state, replaced: replaced)
    }
    let arrived = HeldLink(link: link, requirement: unmet.name)
    waiting = arrived
    return .held(showNow: unmet.waitingState(over: current()), link: arrived, replaced: replaced)
  }

  /// Opens the held link again, when the app reports a requirement met: read and resolved
  /// anew, it opens, waits again for a requirement that still does not hold, or is dropped
  /// when it is refused.
  ///
  /// - Parameters:
  ///   - current: The state the app shows now; evaluated only when the link waits again.
  ///   - resolve: Reads and resolves a link against the app as it is now.
  ///   - holds: Whether a requirement holds now; an evaluation that throws drops the link,
  ///     reported as `requirement-failed`.
  /// - Returns: What the held link gave; `nil` when no link is held.
  public mutating func resume(
    over current: @autoclosure () -> State, resolve: (String) throws(NavigationError) -> State,
    holds: (LinkRequirement<State>) throws -> Bool
  ) -> LinkOpening<State>? {
    guard let resumed = waiting else { return nil }
    waiting = nil
    do {
      return try open(resumed.link, over: current(), resolve: resolve, holds: holds)
    } catch {
      return .dropped(DroppedLink(link: resumed, reason: .refused(error)))
    }
  }

  /// Drops the held link, when the user cancels the wait.
  ///
  /// - Returns: The dropped link, reported as cancelled; `nil` when no link was held.
  public mutating func cancel() -> DroppedLink? {
    defer { waiting = nil }
    return waiting.map { DroppedLink(link: $0, reason: .cancelled) }
  }

  /// Takes back a held link read from a snapshot, checking that it still resolves and that
  /// its requirement is one of ``requirements``.
  ///
  /// - Parameters:
  ///   - saved: The held link the snapshot holds, if any.
  ///   - pointer: Where it is in the snapshot (`/held`), for locations.
  ///   - policy: Strict refuses a link that no longer resolves; lenient drops and reports it.
  ///   - resolve: Reads and resolves a link against the app as it is now.
  /// - Returns: Under the lenient policy, the held link if it was dropped.
  /// - Throws: Under the strict policy, `unknown-requirement` at `/held/requirement`, or the
  ///   link's refusal located at `/held/link`.
  public mutating func restore(
    _ saved: HeldLink?, at pointer: JSONPointer, policy: ResolutionPolicy,
    resolve: (String) throws(NavigationError) -> State
  ) throws(NavigationError) -> [DroppedPart] {
    guard let saved else {
      waiting = nil
      return []
    }
    var refusals = RefusalCollector(policy: policy)
    if let refusal = refusal(of: saved, at: pointer, resolve: resolve) {
      // A strict refusal throws here, leaving what was held as it was.
      try refusals.refuse(refusal, dropping: Self.json(of: saved), at: pointer)
      waiting = nil
      return refusals.dropped
    }
    waiting = saved
    return []
  }

  private func refusal(
    of saved: HeldLink, at pointer: JSONPointer, resolve: (String) throws(NavigationError) -> State
  ) -> NavigationError? {
    guard requirements.contains(where: { $0.name == saved.requirement }) else {
      return NavigationError(
        .unknownRequirement, at: pointer / "requirement",
        "the app has no requirement named \"\(saved.requirement)\"")
    }
    do throws(NavigationError) {
      _ = try resolve(saved.link)
      return nil
    } catch {
      var relocated = error
      relocated.location = .pointer(pointer / "link")
      return relocated
    }
  }

  /// The first requirement `state` needs that does not hold now.
  func firstUnmet(
    for state: State, holds: (LinkRequirement<State>) throws -> Bool
  ) throws(NavigationError) -> LinkRequirement<State>? {
    for requirement in requirements where requirement.applies(to: state) {
      let met: Bool
      do {
        met = try holds(requirement)
      } catch {
        throw NavigationError(
          .requirementFailed, at: .input,
          "the requirement \"\(requirement.name)\" could not be evaluated: \(error)")
      }
      if !met { return requirement }
    }
    return nil
  }

  /// The snapshot form of a held link, for the report of its drop.
  private static func json(of saved: HeldLink) -> JSONValue {
    .object([JSONMember("link", .string(saved.link)), JSONMember("requirement", .string(saved.requirement))])
  }
}
