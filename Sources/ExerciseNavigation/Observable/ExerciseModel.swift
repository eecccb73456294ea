public import Observation

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The add and edit form: a draft of an exercise and the form's own discard alert.
@MainActor
@Observable
public final class ExerciseModel: Identifiable {
  /// The draft being edited.
  public var exercise: Exercise
  /// What the form presents: only the "Discard unsaved changes?" alert.
  public var destination: NavigationState.FormDestination?
  /// The stored exercise an edit started from; `nil` for a new exercise.
  public let original: Exercise?
  /// The draft the form compares against for ``hasUnsavedChanges``: the stored exercise for
  /// an edit, the fresh empty draft for an add.
  public let startingDraft: Exercise

  /// The model presenting the form (set when it shows it), told when the form wants to close
  /// and when the user keeps editing after being asked to discard.
  ///
  /// Weak: the presenting model holds the form. A reference rather than callbacks, because a
  /// form is shown on every add or edit link opened, and callbacks are allocated each time.
  @ObservationIgnored weak var presenter: ExercisesModel?

  /// Creates a form over a draft.
  ///
  /// - Parameters:
  ///   - exercise: The draft.
  ///   - original: The stored exercise, when editing.
  ///   - freshDraft: For an add, the fresh draft the form opened with (see
  ///     ``Exercise/emptyDraft(id:starts:over:)``); by default an empty cycling draft with the
  ///     draft's id and start.
  ///   - destination: The form's discard alert, if it shows.
  public init(
    exercise: Exercise, original: Exercise? = nil, freshDraft: Exercise? = nil,
    destination: NavigationState.FormDestination? = nil
  ) {
    self.id = exercise.id
    self.exercise = exercise
    self.original = original
    self.startingDraft = original ?? freshDraft ?? .emptyDraft(id: exercise.id, starts: exercise.starts)
    self.destination = destination
  }

  /// The form's identity: the id its draft had when the form opened.
  public nonisolated let id: UUID

  /// Whether the save button is disabled: an empty title or a zero distance.
  public var exerciseButtonDisabled: Bool { exercise.title.isEmpty || exercise.distance == 0 }

  /// Whether the draft differs from ``startingDraft`` in any field (titles by their Unicode
  /// scalars): the rule the resolver's `nothing-to-discard` and the link printer follow too.
  public var hasUnsavedChanges: Bool { exercise != startingDraft }

  /// Cancel: asks to discard when there are unsaved changes, dismisses otherwise.
  public func cancelButtonTapped() {
    if hasUnsavedChanges {
      destination = .discard
    } else {
      presenter?.dismissButtonTapped()
    }
  }

  /// "Discard" in the discard alert: drops the draft and closes the form.
  public func confirmDiscardButtonTapped() {
    destination = nil
    presenter?.dismissButtonTapped()
  }

  /// Shows `destination` (the discard alert, or nothing), setting it only when it differs:
  /// each set is a change observers are told of.
  func show(_ destination: NavigationState.FormDestination?) {
    if self.destination != destination { self.destination = destination }
  }

  /// "Keep editing" in the discard alert: closes the alert and keeps the draft.
  public func cancelDiscardButtonTapped() {
    destination = nil
    presenter?.onFormKept()
  }
}
