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

  /// Called when the form wants to close (set by the presenting model).
  @ObservationIgnored var onDismiss: @MainActor () -> Void = {}
  /// Called when the user keeps editing after being asked to discard.
  @ObservationIgnored var onKeepEditing: @MainActor () -> Void = {}

  /// Creates a form over a draft; pass the stored exercise as `original` when editing.
  public init(exercise: Exercise, original: Exercise? = nil, destination: NavigationState.FormDestination? = nil) {
    self.id = exercise.id
    self.exercise = exercise
    self.original = original
    self.destination = destination
  }

  /// The form's identity: the id its draft had when the form opened.
  public nonisolated let id: UUID

  /// Whether the save button is disabled: an empty title or a zero distance.
  public var exerciseButtonDisabled: Bool { exercise.title.isEmpty || exercise.distance == 0 }

  /// Whether the draft differs from what the form started with: the stored exercise for an
  /// edit, an empty draft (no title, distance 0, not finished) for an add.
  public var hasUnsavedChanges: Bool {
    if let original { return exercise != original }
    return !exercise.title.isEmpty || exercise.distance != 0 || exercise.finished != nil
  }

  /// Cancel: asks to discard when there are unsaved changes, dismisses otherwise.
  public func cancelButtonTapped() {
    if hasUnsavedChanges {
      destination = .discard
    } else {
      onDismiss()
    }
  }

  /// "Discard" in the discard alert: drops the draft and closes the form.
  public func confirmDiscardButtonTapped() {
    destination = nil
    onDismiss()
  }

  /// "Keep editing" in the discard alert: closes the alert and keeps the draft.
  public func cancelDiscardButtonTapped() {
    destination = nil
    onKeepEditing()
  }
}
