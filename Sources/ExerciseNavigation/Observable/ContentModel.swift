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
/// switch model.open("doexercise://exercises/new?title=Ride") {
/// case .opened(let dropped): …
/// case .held: …          // a form with unsaved changes now asks to discard them
/// case .refused(let error): print(error)
/// }
/// let bytes = model.snapshot()  // save on scene-phase change
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
  public var pendingLink: HeldLink? { hold.held }

  /// The held link dropped last: cancelled when the user kept the draft, replaced by a newer
  /// link, or refused when it no longer resolved once the form closed; `nil` until then.
  public private(set) var lastDroppedLink: DroppedLink?

  /// The link waiting for the discard decision: a link never throws away the user's work.
  private var hold = LinkHold(requirements: [ContentModel.noUnsavedChanges])

  /// Every link needs the open form, if any, without unsaved changes; until the user decides,
  /// the form shows its discard alert.
  static let noUnsavedChanges = LinkRequirement<NavigationState>(
    "no-unsaved-changes", appliesTo: { _ in true },
    showing: { current in
      var waiting = current
      switch current.exercises.destination {
      case .add(var form)?:
        form.destination = .discard
        waiting.exercises.destination = .add(form)
      case .edit(var form)?:
        form.destination = .discard
        waiting.exercises.destination = .edit(form)
      case .alert?, .dialog?, nil: break
      }
      return waiting
    })

  /// How the held link is read when it resumes: as it was read when it arrived.
  @ObservationIgnored private var heldReading = (links: ExerciseLinks(), policy: ResolutionPolicy.strict)

  /// What the last link given to ``open(_:policy:links:)`` carried beside its route (its
  /// ignored parameters, such as `utm_source`, and its fragment), whether it was opened or
  /// held; `nil` before any link and after a refused one.
  public private(set) var lastLinkExtras: LinkExtras?

  /// Creates the model.
  public init(exercisesModel: ExercisesModel = ExercisesModel(), selectedTab: AppTab = .exercises) {
    self.exercisesModel = exercisesModel
    self.selectedTab = selectedTab
    wireExercisesModel()
  }

  /// Selects the exercises tab.
  public func exercisesButtonTapped() {
    selectedTab = .exercises
  }

  // MARK: Reading back

  /// The catalog the models hold: their current exercises.
  public var catalog: ExerciseCatalog { exercisesModel.catalog }

  /// The navigation state the models are in now.
  public var navigationState: NavigationState {
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

  /// The canonical snapshot bytes of the models' state.
  ///
  /// - Throws: `invalid-value` for a draft JSON has no form for (a distance that is not
  ///   finite, a date outside the years 0000 to 9999), which no resolved state holds.
  public func snapshot() throws(NavigationError) -> [UInt8] {
    try NavigationState.snapshotFormat.encode(navigationState)
  }

  /// The canonical link of the models' state.
  ///
  /// An app with other origins passes the ``ExerciseLinks`` it built once for them.
  ///
  /// - Throws: `not-linkable` when a discard alert is showing, or the settings tab is
  ///   selected over a non-empty stack.
  public func link(links: ExerciseLinks = ExerciseLinks()) throws(NavigationError) -> String {
    try links.link(for: navigationState, catalog: catalog, now: exercisesModel.clock.now())
  }

  // MARK: Restoring

  /// Builds the models for a resolved state: alerts and dialogs hold the catalog's exercise,
  /// forms hold the saved draft (unsaved edits included).
  ///
  /// Resolve the state against `catalog` first; a destination naming an exercise the catalog
  /// lacks is left out.
  public convenience init(
    restoring state: NavigationState, catalog: ExerciseCatalog, ids: IDGenerator = .random, clock: DateSource = .system
  ) {
    self.init(
      exercisesModel: ExercisesModel(exercises: catalog.exercises, ids: ids, clock: clock), selectedTab: state.tab)
    apply(state, catalog: catalog)
  }

  /// Restores a saved session and then opens a link that arrived with the launch: the link
  /// goes through ``open(_:policy:links:)``, so it is held if the restored form has unsaved
  /// changes.
  ///
  /// The snapshot is resolved leniently against `catalog` (a stale session keeps what is
  /// still valid); every dropped part is returned.
  public static func launch(
    snapshot: [UInt8]?, link: String?, catalog: ExerciseCatalog, ids: IDGenerator = .random, clock: DateSource = .system
  ) -> (model: ContentModel, restored: [DroppedPart], link: LinkOpening?) {
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
    let model = ContentModel(restoring: restored, catalog: catalog, ids: ids, clock: clock)
    return (model, dropped, link.map { model.open($0) })
  }

  // MARK: Opening links

  /// What happened to a link opened on the live models.
  public enum LinkOpening {
    /// The link was applied; lenient opening lists what it dropped.
    case opened(dropped: [DroppedPart])
    /// A form has unsaved changes: the link waits for the user to confirm or cancel the
    /// discard alert now showing.
    case held
    /// The link was refused; the models are unchanged.
    case refused(NavigationError)
  }

  /// Opens a link: resolves it against the models' current exercises and applies it.
  ///
  /// A link never throws away the user's work: when a form with unsaved changes is open, the
  /// link is held (``pendingLink``) and the form shows its discard alert; confirming reads the
  /// link again against the exercises as they are then and applies it, cancelling keeps the
  /// draft and drops the link. A newer link replaces a held one. Every held link dropped
  /// (cancelled, replaced, or no longer resolving) is in ``lastDroppedLink``, and the link's
  /// ignored parameters and fragment are in ``lastLinkExtras`` afterwards. This is the
  /// engine's `LinkHold`, with one requirement that every link needs.
  public func open(
    _ link: String, policy: ResolutionPolicy = .strict, links: ExerciseLinks = ExerciseLinks()
  ) -> LinkOpening {
    let catalog = catalog
    var dropped: [DroppedPart] = []
    var extras: LinkExtras?
    let opening: NavigationCodec.LinkOpening<NavigationState>
    do {
      opening = try hold.open(
        link, over: navigationState,
        resolve: { (link) throws(NavigationError) in
          let reading = try links.grammar.read(link: link)
          let report = try resolve(reading.target, catalog: catalog, policy: policy)
          (dropped, extras) = (report.dropped, reading.extras)
          return report.value
        }, holds: { _ in !hasUnsavedChanges })
    } catch {
      lastLinkExtras = nil
      return .refused(error)
    }
    lastLinkExtras = extras
    if let replaced = opening.droppedLink { lastDroppedLink = replaced }
    guard case .opened(let state, _) = opening else {
      heldReading = (links, policy)
      exercisesModel.destination?.form?.destination = .discard
      return .held
    }
    apply(state, catalog: catalog)
    return .opened(dropped: dropped)
  }

  /// Whether a form with unsaved changes is open.
  private var hasUnsavedChanges: Bool { exercisesModel.destination?.form?.hasUnsavedChanges ?? false }

  private func resolve(
    _ link: ExerciseLink, catalog: ExerciseCatalog, policy: ResolutionPolicy
  ) throws(NavigationError) -> ResolutionReport<NavigationState> {
    try NavigationResolver(catalog: catalog, clock: exercisesModel.clock).resolve(
      link, ids: exercisesModel.ids, clock: exercisesModel.clock, policy: policy)
  }

  /// Opens the held link once the form closed: read and resolved again against the
  /// exercises as they are now (a saved form changed them).
  private func resumeHeldLink() {
    let catalog = catalog
    let (links, policy) = heldReading
    var extras: LinkExtras?
    let resumed = hold.resume(
      over: navigationState,
      resolve: { (link) throws(NavigationError) in
        let reading = try links.grammar.read(link: link)
        extras = reading.extras
        return try resolve(reading.target, catalog: catalog, policy: policy).value
      }, holds: { _ in !hasUnsavedChanges })
    switch resumed {
    case .opened(let state, _)?:
      lastLinkExtras = extras
      apply(state, catalog: catalog)
    case .dropped(let dropped)?: lastDroppedLink = dropped
    case .held?, nil: break
    }
  }

  /// Replaces the models' navigation with a resolved state.
  public func apply(_ state: NavigationState, catalog: ExerciseCatalog) {
    if let dropped = hold.cancel() { lastDroppedLink = dropped }
    selectedTab = state.tab
    exercisesModel.path = state.exercises.path
    exercisesModel.destination =
      switch state.exercises.destination {
      case nil: nil
      case .add(let form):
        // A restored add form started fresh now, as the resolver's discard rule assumes.
        .add(
          ExerciseModel(
            exercise: form.draft,
            freshDraft: .emptyDraft(
              id: form.draft.id, starts: exercisesModel.clock.now().roundedToMilliseconds, over: state.exercises.path),
            destination: form.destination))
      case .edit(let form):
        .edit(ExerciseModel(exercise: form.draft, original: catalog[form.draft.id], destination: form.destination))
      case .alert(let id): catalog[id].map { .alert($0) }
      case .dialog(let id): catalog[id].map { .dialog($0) }
      }
  }

  private func wireExercisesModel() {
    exercisesModel.onFormClosed = { [weak self] in self?.resumeHeldLink() }
    exercisesModel.onFormKept = { [weak self] in
      guard let self, let dropped = hold.cancel() else { return }
      lastDroppedLink = dropped
    }
  }
}
