extension ExercisesModel {
  /// The add sheet's form; settable, so that `.sheet(item: $model.exerciseToAdd)` presents and
  /// dismisses it with no hand-written `Binding`.
  ///
  /// Setting a form presents the sheet; setting `nil` (a swipe down) dismisses it as
  /// ``dismissButtonTapped()`` does, and only when the add sheet is what is showing.
  public var exerciseToAdd: ExerciseModel? {
    get { destination?.exerciseToAdd }
    set { present(newValue.map(Destination.add), showing: destination?.exerciseToAdd != nil) }
  }

  /// The edit screen's form; settable, for `.sheet(item: $model.exerciseToEdit)` or
  /// `.navigationDestination(item: $model.exerciseToEdit)`.
  public var exerciseToEdit: ExerciseModel? {
    get { destination?.exerciseToEdit }
    set { present(newValue.map(Destination.edit), showing: destination?.exerciseToEdit != nil) }
  }

  /// The exercise the delete confirmation is about; settable, for
  /// `.alert(_:isPresented:presenting:)` and friends.
  public var exerciseToRemove: Exercise? {
    get { destination?.exerciseToRemove }
    set { present(newValue.map(Destination.alert), showing: destination?.exerciseToRemove != nil) }
  }

  /// The exercise the change-type dialog is about; settable, for
  /// `.confirmationDialog(_:isPresented:presenting:)`.
  public var exerciseToUpdate: Exercise? {
    get { destination?.exerciseToUpdate }
    set { present(newValue.map(Destination.dialog), showing: destination?.exerciseToUpdate != nil) }
  }

  /// Presents `destination`, or, for `nil`, dismisses what is presented when it is the case
  /// being cleared: SwiftUI clears one presentation's binding, and that must not close
  /// another.
  private func present(_ destination: Destination?, showing isShowing: Bool) {
    if let destination {
      self.destination = destination
    } else if isShowing {
      dismissButtonTapped()
    }
  }
}
