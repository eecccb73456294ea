public import NavigationCodec
public import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The exercises tab: the stored exercises, the navigation stack, and what is presented.
@MainActor
@Observable
public final class ExercisesModel {
  /// The stored exercises.
  public var exercises: [Exercise] {
    didSet { cachedResolver = nil }
  }

  /// The exercises indexed by id, built once per change of ``exercises`` rather than once per
  /// link opened.
  public var catalog: ExerciseCatalog {
    // Observers of `catalog` are told of changes to the exercises it indexes.
    access(keyPath: \.exercises)
    return resolver.catalog
  }

  /// The resolver for ``exercises`` and ``clock``, read without tracking: for the models' own
  /// actions (opening a link), which no view observes.
  var resolver: NavigationResolver {
    if let cachedResolver { return cachedResolver }
    let resolver = NavigationResolver(catalog: ExerciseCatalog(_exercises), clock: clock)
    cachedResolver = resolver
    return resolver
  }

  /// Built once per change of ``exercises``: a resolver made for each link opened would copy
  /// the catalog into it.
  @ObservationIgnored private var cachedResolver: NavigationResolver?

  /// Takes `catalog` as the index of ``exercises`` when none is built yet and it indexes the
  /// same exercises: models shown from one catalog then share its index rather than each
  /// building its own on the first link it opens or prints.
  ///
  /// Not a read observers are told of: the catalog ``catalog`` gives is the same either way.
  func adopt(_ catalog: ExerciseCatalog) {
    guard cachedResolver == nil, _exercises == catalog.exercises else { return }
    cachedResolver = NavigationResolver(catalog: catalog, clock: clock)
  }
  /// The navigation stack (see ``Route``).
  public var path: [Route]
  /// What is presented over the top screen.
  public var destination: Destination? {
    didSet { wireDestination() }
  }

  /// Ids for new drafts.
  @ObservationIgnored public let ids: IDGenerator
  /// The clock for new drafts.
  @ObservationIgnored public let clock: DateSource
  /// Called after a form closes (used to apply a link held while the form had changes).
  @ObservationIgnored var onFormClosed: @MainActor () -> Void = {}
  /// Called when the user keeps editing a form after a discard prompt.
  @ObservationIgnored var onFormKept: @MainActor () -> Void = {}

  /// What the exercises tab can present.
  public enum Destination {
    /// The add sheet.
    case add(ExerciseModel)
    /// The delete confirmation.
    case alert(Exercise)
    /// The change-type dialog.
    case dialog(Exercise)
    /// The edit screen.
    case edit(ExerciseModel)
  }

  /// Creates the model.
  public init(
    destination: Destination? = nil,
    exercises: [Exercise] = [],
    path: [Route] = [],
    ids: IDGenerator = .random,
    clock: DateSource = .system
  ) {
    self.destination = destination
    self.exercises = exercises
    self.path = path
    self.ids = ids
    self.clock = clock
    wireDestination()
  }

  /// The form ``destination`` presents, kept beside it (set with it, in `wireDestination()`):
  /// every link opened asks ``hasUnsavedChanges``, and reading the destination copies it.
  @ObservationIgnored private var presentedForm: ExerciseModel?

  /// Whether a form with unsaved changes is open: a link then waits for the discard decision.
  ///
  /// Registers no read of ``destination``: only the models' actions ask it, when a link
  /// arrives or a form closes.
  var hasUnsavedChanges: Bool {
    presentedForm?.hasUnsavedChanges ?? false
  }

  // MARK: Actions

  /// Opens the add sheet with a fresh empty draft (of the history's type under a history).
  public func addExerciseButtonTapped() {
    let draft = Exercise.emptyDraft(id: ids(), starts: clock.now(), over: path)
    destination = .add(ExerciseModel(exercise: draft, freshDraft: draft))
  }

  /// Asks to confirm deleting an exercise.
  public func alertButtonTapped(_ exercise: Exercise) {
    destination = .alert(exercise)
  }

  /// Deletes the exercise the alert asked about, and leaves any screen that showed it.
  public func confirmAlertButtonTapped() {
    guard case .alert(let exercise) = destination else { return }
    exercises.removeAll { $0.id == exercise.id }
    if let index = path.firstIndex(of: .detail(exercise.id)) { path.removeSubrange(index...) }
    destination = nil
  }

  /// Opens the change-type dialog for an exercise.
  public func dialogButtonTapped(_ exercise: Exercise) {
    destination = .dialog(exercise)
  }

  /// Changes the type of the exercise the dialog is about.
  public func confirmDialogButtonTapped(type: Exercise.Mode) {
    guard case .dialog(let exercise) = destination else { return }
    if let index = exercises.firstIndex(where: { $0.id == exercise.id }) { exercises[index].type = type }
    destination = nil
  }

  /// Opens the edit screen for an exercise.
  public func editButtonTapped(_ exercise: Exercise) {
    destination = .edit(ExerciseModel(exercise: exercise, original: exercise))
  }

  /// Saves a new exercise and closes the sheet.
  public func confirmAddButtonTapped(exercise: Exercise) {
    exercises.append(exercise)
    destination = nil
    onFormClosed()
  }

  /// Saves an edited exercise and closes the editor.
  public func confirmEditButtonTapped(exercise: Exercise) {
    if let index = exercises.firstIndex(where: { $0.id == exercise.id }) {
      exercises[index] = exercise
    } else {
      exercises.append(exercise)
    }
    destination = nil
    onFormClosed()
  }

  /// Closes whatever is presented.
  public func dismissButtonTapped() {
    let hadForm = destination?.form != nil
    destination = nil
    if hadForm { onFormClosed() }
  }

  private func wireDestination() {
    presentedForm = destination?.form
    guard let form = presentedForm, form.presenter !== self else { return }
    form.presenter = self
  }
}

extension ExercisesModel.Destination: Equatable {
  /// Destinations are equal when they show the same form object, or the same exercise.
  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.add(let left), .add(let right)), (.edit(let left), .edit(let right)): left === right
    case (.alert(let left), .alert(let right)), (.dialog(let left), .dialog(let right)): left == right
    default: false
    }
  }
}

extension ExercisesModel.Destination {
  /// The form of the add sheet.
  public var exerciseToAdd: ExerciseModel? {
    if case .add(let model) = self { return model }
    return nil
  }

  /// The form of the edit screen.
  public var exerciseToEdit: ExerciseModel? {
    if case .edit(let model) = self { return model }
    return nil
  }

  /// The exercise the delete confirmation is about.
  public var exerciseToRemove: Exercise? {
    if case .alert(let exercise) = self { return exercise }
    return nil
  }

  /// The exercise the change-type dialog is about.
  public var exerciseToUpdate: Exercise? {
    if case .dialog(let exercise) = self { return exercise }
    return nil
  }

  /// The form of an add or edit destination.
  public var form: ExerciseModel? { exerciseToAdd ?? exerciseToEdit }
}
