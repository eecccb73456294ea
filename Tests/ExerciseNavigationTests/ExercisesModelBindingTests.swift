import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The settable case accessors SwiftUI's presentation modifiers bind to.
@MainActor
@Suite struct ExercisesModelBindingTests {
  static let catalog = ExerciseCatalog.sample
  static let run = catalog.exercises[0]

  func makeModel() -> ExercisesModel {
    ExercisesModel(exercises: Self.catalog.exercises, ids: .sequential(), clock: .fixed(FixturePaths.now))
  }

  @Test func settingACasePresentsIt() throws {
    let model = makeModel()
    let form = ExerciseModel(exercise: Self.run, original: Self.run)
    model.exerciseToEdit = form
    #expect(model.destination == .edit(form))
    model.exerciseToRemove = Self.run
    #expect(model.destination == .alert(Self.run))
    model.exerciseToUpdate = Self.run
    #expect(model.destination == .dialog(Self.run))
    let add = ExerciseModel(exercise: .emptyDraft(id: UUID(sequential: 9), starts: FixturePaths.now))
    model.exerciseToAdd = add
    #expect(model.destination == .add(add))
    #expect(model.exerciseToAdd === add && model.exerciseToEdit == nil && model.exerciseToRemove == nil)
  }

  @Test func clearingACaseDismissesOnlyThatCase() {
    let model = makeModel()
    model.addExerciseButtonTapped()
    let form = model.exerciseToAdd
    // Another presentation's binding clearing itself leaves the sheet alone.
    model.exerciseToRemove = nil
    model.exerciseToEdit = nil
    #expect(model.exerciseToAdd === form)
    model.exerciseToAdd = nil
    #expect(model.destination == nil)
    model.alertButtonTapped(Self.run)
    model.exerciseToRemove = nil
    #expect(model.destination == nil)
  }

  @Test func swipingAFormAwayAppliesAHeldLink() throws {
    let content = ContentModel(exercisesModel: makeModel())
    content.exercisesModel.editButtonTapped(Self.run)
    let form = try #require(content.exercisesModel.exerciseToEdit)
    form.exercise.title = "Unsaved"
    guard case .held = try content.open("doexercise://settings") else {
      Issue.record("not held")
      return
    }
    // The sheet is swiped down: its binding is cleared, as the discard button would.
    content.exercisesModel.exerciseToEdit = nil
    #expect(content.navigationState == NavigationState(tab: .settings))
  }
}
