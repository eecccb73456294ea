public import NavigationCodec
public import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The app's root model: the selected tab and the exercises tab, connected to the codec in
/// both directions.
///
/// ```swift
/// let model = ContentModel()
/// switch try model.open("doexercise://exercises/new?title=Ride") {
/// case .opened(let report, _): …  // report.dropped: what lenient opening left out
/// case .held: …                   // a form with unsaved changes now asks to discard them
/// case .dropped: break            // only a held link that resumes is dropped
/// }
/// let bytes = try model.snapshot()  // save on scene-phase change
/// ```
@MainActor
@Observable
public final class ContentModel {
  /// The selected tab.
  public var selectedTab: AppTab
  /// The exercises tab.
  public var exercisesModel: ExercisesModel {
    didSet { wireExercisesModel() }
  }

  /// A link that arrived while a form had unsaved changes, waiting for the discard decision.
  public var pendingLink: HeldLink? {
    access(keyPath: \.pendingLink)
    return hold.held
  }

  /// The held link dropped last: cancelled when the user kept the draft, replaced by a newer
  /// link, or refused when it no longer resolved once the form closed; `nil` until then.
  public private(set) var lastDroppedLink: DroppedLink?

  /// The link waiting for the discard decision: a link never throws away the user's work.
  ///
  /// Not observed as a whole: every link opened passes through it, while the held link it
  /// keeps seldom changes. Observers of ``pendingLink`` are told when that changes (see
  /// `changeHold(_:)`).
  @ObservationIgnored private var hold = LinkHold(requirements: [NavigationState.noUnsavedChanges])

  /// Changes the hold, telling observers of ``pendingLink`` when the held link changed.
  private func changeHold<Result, Failure: Error>(
    _ change: (inout LinkHold<ResolutionReport<NavigationState>>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var heldChanged = false
    defer {
      if heldChanged { withMutation(keyPath: \.pendingLink) {} }
    }
    return try Self.change(&hold, noting: &heldChanged, change)
  }

  /// Changes `hold` within one access to it, noting whether its held link changed.
  private static func change<Result, Failure: Error>(
    _ hold: inout LinkHold<ResolutionReport<NavigationState>>, noting heldChanged: inout Bool,
    _ change: (inout LinkHold<ResolutionReport<NavigationState>>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let before = hold.held
    defer { heldChanged = hold.held != before }
    return try change(&hold)
  }

  /// How the held link is read when it resumes: as it was read when it arrived.
  @ObservationIgnored private var heldReading: (links: ExerciseLinks, policy: ResolutionPolicy)

  /// The links the models open and print.
  ///
  /// The default origins, unless the app built an ``ExerciseLinks`` for its own (once, then
  /// kept here). A link held when they change resumes as it was read, with the links it
  /// arrived through.
  @ObservationIgnored public var links: ExerciseLinks

  /// What the last link given to ``open(_:policy:)`` carried beside its route (its
  /// ignored parameters, such as `utm_source`, and its fragment), whether it was opened or
  /// held; `nil` before any link and after a refused one.
  public private(set) var lastLinkExtras: LinkExtras?

  /// Creates the model.
  public init(
    exercisesModel: ExercisesModel = ExercisesModel(), selectedTab: AppTab = .exercises,
    links: ExerciseLinks = ExerciseLinks()
  ) {
    self.exercisesModel = exercisesModel
    self.selectedTab = selectedTab
    self.links = links
    heldReading = (links, .strict)
    wireExercisesModel()
  }

  /// Selects the exercises tab.
  public func exercisesButtonTapped() {
    selectedTab = .exercises
  }

  // MARK: Reading back

  /// The catalog the models hold: their current exercises.
  public var catalog: ExerciseCatalog { exercisesModel.catalog }

  /// The navigation state the models are in now, with the link held for the discard
  /// decision (``pendingLink``).
  public var navigationState: NavigationState {
    var state = state(of: exercisesModel)
    state.held = pendingLink
    return state
  }

  /// The navigation state of the models, given the exercises model read once: each read of
  /// an observed property is tracked, and printing a link reads it for its catalog too.
  private func state(of exercisesModel: ExercisesModel) -> NavigationState {
    let destination: NavigationState.Destination? =
      switch exercisesModel.destination {
      case nil: nil
      case .add(let form): .add(NavigationState.Form(draft: form.exercise, destination: form.destination))
      case .edit(let form): .edit(NavigationState.Form(draft: form.exercise, destination: form.destination))
      case .alert(let exercise): .alert(exercise.id)
      case .dialog(let exercise): .dialog(exercise.id)
      }
    return NavigationState(tab: selectedTab, exercises: .init(path: exercisesModel.path, destination: destination))
  }

  /// The canonical snapshot bytes of the models' state, the held link (``pendingLink``)
  /// included.
  ///
  /// - Throws: `invalid-value` for a draft JSON has no form for (a distance that is not
  ///   finite, a date outside the years 0000 to 9999), which no resolved state holds.
  public func snapshot() throws(NavigationError) -> [UInt8] {
    try NavigationState.snapshotFormat.encode(navigationState)
  }

  /// The canonical link of the models' state, printed by ``links``.
  ///
  /// - Throws: `not-linkable` when a discard alert is showing, or the settings tab is
  ///   selected over a non-empty stack.
  public func link() throws(NavigationError) -> String {
    let exercisesModel = exercisesModel
    return try links.link(
      for: state(of: exercisesModel), catalog: exercisesModel.catalog, now: exercisesModel.clock.now())
  }

  // MARK: Restoring

  /// Builds the models for a resolved state: alerts and dialogs hold the catalog's exercise,
  /// forms hold the saved draft (unsaved edits included), and the state's held link waits
  /// again (see ``apply(_:catalog:)``).
  ///
  /// Resolve the state against `catalog` first; a destination naming an exercise the catalog
  /// lacks is left out.
  public convenience init(
    restoring state: NavigationState, catalog: ExerciseCatalog, ids: IDGenerator = .random,
    clock: DateSource = .system, links: ExerciseLinks = ExerciseLinks()
  ) {
    self.init(
      exercisesModel: ExercisesModel(exercises: catalog.exercises, ids: ids, clock: clock), selectedTab: state.tab,
      links: links)
    apply(state, catalog: catalog)
  }

  /// Restores a saved session and then opens a link that arrived with the launch: the link
  /// goes through ``open(_:policy:)``, so it is held if the restored form has unsaved
  /// changes.
  ///
  /// The snapshot is resolved leniently against `catalog` (a stale session keeps what is
  /// still valid); every dropped part is returned, and what the link gave, or its refusal.
  /// A link the session held waits again over its form, so a session killed on the discard
  /// alert still opens it once the user discards. A held link that no longer opens, or whose
  /// discard alert was dropped (the form has nothing left to discard), is dropped and returned
  /// at `/held`. A link arriving with the launch replaces it, reported in ``lastDroppedLink``
  /// as replaced. A restored link is read with the strict policy, whatever it arrived with.
  public static func launch(
    snapshot: [UInt8]?, link: String?, catalog: ExerciseCatalog, ids: IDGenerator = .random,
    clock: DateSource = .system, links: ExerciseLinks = ExerciseLinks()
  ) -> (
    model: ContentModel, restored: [DroppedPart],
    link: Result<LinkOpening<ResolutionReport<NavigationState>>, NavigationError>?
  ) {
    var restored = NavigationState()
    var dropped: [DroppedPart] = []
    if let snapshot {
      let resolver = NavigationResolver(catalog: catalog, clock: clock)
      do {
        let report = try resolver.resolve(snapshot: snapshot, format: NavigationState.snapshotFormat, policy: .lenient)
        restored = report.value
        dropped = report.dropped
      } catch {
        dropped = [DroppedPart(refusal: error, pointer: .root, part: .null)]
      }
    }
    let held = restored.held
    restored.held = nil
    let model = ContentModel(restoring: restored, catalog: catalog, ids: ids, clock: clock, links: links)
    if let held { dropped += model.waitAgain(on: held) }
    let opening = link.map { link in
      Result { () throws(NavigationError) in try model.open(link) }
    }
    return (model, dropped, opening)
  }

  // MARK: Opening links

  /// Opens a link: resolves it against the models' current exercises and shows it.
  ///
  /// A link never throws away the user's work: when a form with unsaved changes is open, the
  /// link is held (``pendingLink``) and the form shows its discard alert; confirming reads the
  /// link again against the exercises as they are then and shows it, cancelling keeps the
  /// draft and drops the link. A newer link replaces a held one. Every held link dropped
  /// (cancelled, replaced, or no longer resolving) is in ``lastDroppedLink``, and the link's
  /// ignored parameters and fragment are in ``lastLinkExtras`` afterwards. This is the
  /// engine's `LinkHold`, with one requirement that every link needs.
  ///
  /// A held link is read again when it opens, so an add link (`/exercises/new`) creates its
  /// draft then, the screen the user sees: with the next id of the model's `IDGenerator` and
  /// the time of its `DateSource` when the discard is confirmed, as if the add button were
  /// tapped at that moment. (Reading the link on arrival, to check it, draws an id too, which
  /// no draft keeps.)
  ///
  /// - Returns: `.opened(report, replaced:)` with the resolution report (under the lenient
  ///   policy, what it dropped), or `.held(showNow:link:replaced:)` with the state now
  ///   showing (the form and its discard alert); never `.dropped`, which only a resuming
  ///   link gives.
  /// - Throws: The link's refusal; the models are unchanged and a held link keeps waiting.
  public func open(
    _ link: String, policy: ResolutionPolicy = .strict
  ) throws(NavigationError) -> LinkOpening<ResolutionReport<NavigationState>> {
    // Opening a link is an action, not a view reading the models: the models, the resolver
    // and the link's last extras are read untracked, and set through their observed setters.
    // (The state shown while a link waits is read tracked, as `navigationState` is.)
    let exercisesModel = _exercisesModel
    let resolver = exercisesModel.resolver
    var extras: LinkExtras?
    let opening: LinkOpening<ResolutionReport<NavigationState>>
    do {
      opening = try changeHold { (hold) throws(NavigationError) in
        try hold.open(
          link, over: ResolutionReport(value: state(of: exercisesModel)),
          resolve: { (link) throws(NavigationError) in
            // Read in place: every link opened passes here, and a copy of the links retains
            // each part of their grammar.
            let reading = try self.links.grammar.read(link: link)
            extras = reading.extras
            return try resolve(reading.target, by: resolver, on: exercisesModel, policy: policy)
          }, holds: { _ in !exercisesModel.hasUnsavedChanges })
      }
    } catch {
      if _lastLinkExtras != nil { lastLinkExtras = nil }
      throw error
    }
    if _lastLinkExtras != extras { lastLinkExtras = extras }
    if case .held = opening { heldReading = (links, policy) }
    show(opening, catalog: resolver.catalog)
    return opening
  }

  /// Resolves a link read from `links` against the exercises as they are now, with the
  /// models' ids and clock; `resolver` is `exercisesModel`'s, read once by the caller.
  private func resolve(
    _ link: ExerciseLink, by resolver: NavigationResolver, on exercisesModel: ExercisesModel,
    policy: ResolutionPolicy
  ) throws(NavigationError) -> ResolutionReport<NavigationState> {
    try resolver.resolve(link, ids: exercisesModel.ids, clock: exercisesModel.clock, policy: policy)
  }

  /// Opens the held link once the form closed: read and resolved again against the
  /// exercises as they are now (a saved form changed them).
  private func resumeHeldLink() {
    let exercisesModel = exercisesModel
    let catalog = exercisesModel.catalog
    let (links, policy) = heldReading
    var extras: LinkExtras?
    let resumed = changeHold { hold in
      hold.resume(
        over: ResolutionReport(value: state(of: exercisesModel)),
        resolve: { (link) throws(NavigationError) in
          let reading = try links.grammar.read(link: link)
          extras = reading.extras
          return try resolve(reading.target, by: exercisesModel.resolver, on: exercisesModel, policy: policy)
        }, holds: { _ in !exercisesModel.hasUnsavedChanges })
    }
    guard let resumed else { return }
    if case .opened = resumed { lastLinkExtras = extras }
    show(resumed, catalog: catalog)
  }

  /// Shows what opening a link gave: its state, or the state to show while it waits; and
  /// reports the link it dropped.
  private func show(_ opening: LinkOpening<ResolutionReport<NavigationState>>, catalog: ExerciseCatalog) {
    switch opening {
    case .opened(let report, let replaced):
      if let replaced { lastDroppedLink = replaced }
      show(report.value, catalog: catalog)
    case .held(let showNow, _, let replaced):
      if let replaced { lastDroppedLink = replaced }
      show(showNow.value, catalog: catalog)
    case .dropped(let dropped):
      lastDroppedLink = dropped
    }
  }

  /// Replaces the models' navigation with a resolved state, its held link included.
  ///
  /// Only what differs is set, so applying the state the models already show changes
  /// nothing an observer sees; a form showing the state's draft stays the live form (its
  /// identity and starting point kept), with only its discard alert set.
  ///
  /// A link held before and not in `state` is dropped and reported in ``lastDroppedLink``:
  /// cancelled, or replaced when `state` holds another. The state's held link is read again
  /// and waits over its form; one that no longer opens is dropped and reported. A held link
  /// opens at once when the form it waited over has nothing left to discard.
  public func apply(_ state: NavigationState, catalog: ExerciseCatalog) {
    if let before = hold.held, before != state.held, let dropped = changeHold({ $0.cancel() }) {
      lastDroppedLink = state.held == nil ? dropped : DroppedLink(link: before, reason: .replaced)
    }
    show(state, catalog: catalog)
    if let held = state.held, hold.held != held, let part = waitAgain(on: held).first {
      lastDroppedLink = DroppedLink(link: held, reason: .refused(part.refusal))
    }
    resumeWhenNothingIsLeftToDecide()
  }

  /// Opens the held link when no form has unsaved changes: the decision it waited for is
  /// moot.
  private func resumeWhenNothingIsLeftToDecide() {
    if hold.held != nil, !exercisesModel.hasUnsavedChanges { resumeHeldLink() }
  }

  /// Holds a link a saved session held, read again against the models as they are now: it
  /// waits while the form has unsaved changes, and opens at once otherwise.
  ///
  /// - Returns: The held link's refusal at `/held` when it no longer opens (then dropped).
  func waitAgain(on saved: HeldLink) -> [DroppedPart] {
    let (exercisesModel, links) = (exercisesModel, links)
    let dropped: [DroppedPart]
    do {
      dropped = try changeHold { (hold) throws(NavigationError) in
        try hold.restore(saved, at: "/held", policy: .lenient) { (link) throws(NavigationError) in
          try resolve(
            links.grammar.read(link: link).target, by: exercisesModel.resolver, on: exercisesModel, policy: .strict)
        }
      }
    } catch {
      // Lenient restoring reports a refusal rather than throwing it.
      dropped = [DroppedPart(refusal: error, pointer: "/held", part: .null)]
    }
    // The policy a link arrived with is not saved: a restored link is read strictly.
    heldReading = (links, .strict)
    resumeWhenNothingIsLeftToDecide()
    return dropped
  }

  /// Shows a resolved state on the models, setting only the properties whose values differ:
  /// every set is an observed mutation, and a rebuilt form would replace the one the user is
  /// editing.
  private func show(_ state: NavigationState, catalog: ExerciseCatalog) {
    let exercisesModel = exercisesModel
    exercisesModel.adopt(catalog)
    if selectedTab != state.tab { selectedTab = state.tab }
    if exercisesModel.path != state.exercises.path { exercisesModel.path = state.exercises.path }
    let current = exercisesModel.destination
    switch state.exercises.destination {
    case nil:
      if current != nil { exercisesModel.destination = nil }
    case .add(let form):
      if let live = current?.exerciseToAdd, live.exercise == form.draft {
        live.show(form.destination)
      } else {
        // A restored add form started fresh now, as the resolver's discard rule assumes.
        let fresh = Exercise.emptyDraft(
          id: form.draft.id, starts: exercisesModel.clock.now().roundedToMilliseconds, over: state.exercises.path)
        exercisesModel.destination = .add(
          ExerciseModel(exercise: form.draft, freshDraft: fresh, destination: form.destination))
      }
    case .edit(let form):
      // The live form stays only while it edits the exercise as stored: one saved since
      // gives the form another starting point.
      if let live = current?.exerciseToEdit, live.exercise == form.draft, live.original == catalog[form.draft.id] {
        live.show(form.destination)
      } else {
        exercisesModel.destination = .edit(
          ExerciseModel(exercise: form.draft, original: catalog[form.draft.id], destination: form.destination))
      }
    case .alert(let id):
      let next = catalog[id].map { ExercisesModel.Destination.alert($0) }
      if current != next { exercisesModel.destination = next }
    case .dialog(let id):
      let next = catalog[id].map { ExercisesModel.Destination.dialog($0) }
      if current != next { exercisesModel.destination = next }
    }
  }

  private func wireExercisesModel() {
    exercisesModel.onFormClosed = { [weak self] in self?.resumeHeldLink() }
    exercisesModel.onFormKept = { [weak self] in
      guard let self, let dropped = changeHold({ $0.cancel() }) else { return }
      lastDroppedLink = dropped
    }
  }
}
