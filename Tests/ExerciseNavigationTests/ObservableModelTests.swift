import ExerciseNavigation
import Foundation
import Observation
import TestSupport
import Testing

@testable import NavigationCodec

@MainActor
@Suite struct ObservableModelTests {
  static let now = Date(milliseconds: 1_746_086_400_000)
  static let catalog = ExerciseCatalog.sample
  static let run = catalog.exercises[0]

  func makeModel() -> ContentModel {
    ContentModel(
      exercisesModel: ExercisesModel(exercises: Self.catalog.exercises, ids: .sequential(), clock: .fixed(Self.now)))
  }

  // MARK: One test per action

  @Test func exercisesButtonSelectsTheTab() {
    let model = ContentModel(selectedTab: .settings)
    model.exercisesButtonTapped()
    #expect(model.selectedTab == .exercises)
  }

  @Test func addTakesIdAndStartFromTheInjectedGeneratorAndClock() throws {
    let model = makeModel().exercisesModel
    model.path = [.history(.swimming)]
    model.addExerciseButtonTapped()
    let form = try #require(model.destination?.exerciseToAdd)
    #expect(
      form.exercise == Exercise(id: UUID(sequential: 1), distance: 0, title: "", starts: Self.now, type: .swimming))
    #expect(form.exerciseButtonDisabled)
    form.exercise.title = "Laps"
    form.exercise.distance = 1
    #expect(!form.exerciseButtonDisabled)
    model.confirmAddButtonTapped(exercise: form.exercise)
    #expect(model.destination == nil)
    #expect(model.exercises.last == form.exercise)
    model.addExerciseButtonTapped()
    #expect(model.destination?.exerciseToAdd?.exercise.id == UUID(sequential: 2))
  }

  @Test func deleteGoesThroughTheAlert() {
    let model = makeModel().exercisesModel
    model.path = [.history(.running), .detail(Self.run.id)]
    model.alertButtonTapped(Self.run)
    #expect(model.destination?.exerciseToRemove == Self.run)
    #expect(model.exercises.contains(Self.run))
    #expect(model.catalog[Self.run.id] == Self.run)
    model.confirmAlertButtonTapped()
    #expect(!model.exercises.contains { $0.id == Self.run.id })
    #expect(model.catalog[Self.run.id] == nil)
    #expect(model.path == [.history(.running)])
    #expect(model.destination == nil)
  }

  @Test func changeTypeGoesThroughTheDialog() {
    let model = makeModel().exercisesModel
    model.dialogButtonTapped(Self.run)
    #expect(model.destination?.exerciseToUpdate == Self.run)
    model.confirmDialogButtonTapped(type: .walking)
    #expect(model.exercises.first { $0.id == Self.run.id }?.type == .walking)
    #expect(model.destination == nil)
  }

  @Test func applyingTheStateShownTellsObserversNothing() throws {
    let model = makeModel()
    model.exercisesModel.path = [.history(.running)]
    model.exercisesModel.editButtonTapped(Self.run)
    let form = try #require(model.exercisesModel.destination?.form)
    form.exercise.title = "Unsaved"
    let state = model.navigationState
    let change = ObservedChange()
    withObservationTracking {
      _ = model.navigationState
      _ = model.pendingLink
      _ = model.lastDroppedLink
      _ = model.lastLinkExtras
    } onChange: {
      change.record()
    }
    model.apply(state, catalog: Self.catalog)
    #expect(!change.happened)
    #expect(model.exercisesModel.destination?.form === form)
    // A state that differs is told of.
    model.apply(NavigationState(), catalog: Self.catalog)
    #expect(change.happened)
    #expect(model.navigationState == NavigationState())
  }

  @Test func applyingWithAChangedStoredExerciseRebuildsTheEditForm() throws {
    let model = makeModel()
    model.exercisesModel.editButtonTapped(Self.run)
    let form = try #require(model.exercisesModel.destination?.exerciseToEdit)
    let state = model.navigationState
    // Saved elsewhere since: the form's draft no longer equals the stored exercise.
    var renamed = Self.run
    renamed.title = "Renamed elsewhere"
    let catalog = ExerciseCatalog(Self.catalog.exercises.map { $0.id == renamed.id ? renamed : $0 })
    model.apply(state, catalog: catalog)
    let shown = try #require(model.exercisesModel.destination?.exerciseToEdit)
    #expect(shown !== form)
    #expect(shown.original == renamed)
    #expect(shown.exercise == Self.run && shown.hasUnsavedChanges)
  }

  @Test func theModelsCatalogIndexesTheirOwnExercisesWhateverCatalogAStateIsShownWith() {
    // Shown with another catalog: the models keep indexing their own exercises.
    let model = makeModel()
    let renamed = ExerciseCatalog(Self.catalog.exercises.map { $0.id == Self.run.id ? Self.renamedRun : $0 })
    model.apply(NavigationState(), catalog: renamed)
    #expect(model.catalog[Self.run.id] == Self.run)
    #expect(model.catalog.exercises == Self.catalog.exercises)
    // Restored from the catalog of their exercises, then changed: the index follows the change.
    let restored = ContentModel(restoring: NavigationState(), catalog: Self.catalog)
    #expect(restored.catalog.exercises == Self.catalog.exercises)
    restored.exercisesModel.exercises[0] = Self.renamedRun
    #expect(restored.catalog[Self.run.id] == Self.renamedRun)
  }

  static var renamedRun: Exercise {
    var renamed = run
    renamed.title = "Renamed elsewhere"
    return renamed
  }

  @Test func editSavesThroughTheForm() throws {
    let model = makeModel().exercisesModel
    model.editButtonTapped(Self.run)
    let form = try #require(model.destination?.exerciseToEdit)
    #expect(!form.hasUnsavedChanges)
    form.exercise.title = "Renamed"
    #expect(form.hasUnsavedChanges)
    model.confirmEditButtonTapped(exercise: form.exercise)
    #expect(model.exercises.first { $0.id == Self.run.id }?.title == "Renamed")
    #expect(model.destination == nil)
  }

  @Test func dismissClosesWhateverIsPresented() {
    let model = makeModel().exercisesModel
    model.dialogButtonTapped(Self.run)
    model.dismissButtonTapped()
    #expect(model.destination == nil)
  }

  @Test func cancelAsksToDiscardOnlyWithUnsavedChanges() throws {
    let model = makeModel().exercisesModel
    model.editButtonTapped(Self.run)
    try #require(model.destination?.form).cancelButtonTapped()
    #expect(model.destination == nil)

    model.editButtonTapped(Self.run)
    let form = try #require(model.destination?.form)
    form.exercise.distance = 6
    form.cancelButtonTapped()
    #expect(form.destination == .discard)
    form.cancelDiscardButtonTapped()
    #expect(form.destination == nil)
    #expect(model.destination?.form === form)
    form.cancelButtonTapped()
    form.confirmDiscardButtonTapped()
    #expect(model.destination == nil)
    #expect(model.exercises.first { $0.id == Self.run.id } == Self.run)
  }

  // MARK: Read back and restore

  @Test func scriptedSessionSurvivesSaveAndRestore() throws {
    let model = makeModel()
    let exercises = model.exercisesModel
    exercises.addExerciseButtonTapped()
    let added = try #require(exercises.destination?.form)
    added.exercise.title = "Lunch ride"
    added.exercise.distance = 21.5
    exercises.confirmAddButtonTapped(exercise: added.exercise)
    exercises.path = [.history(.running)]
    exercises.editButtonTapped(Self.run)
    let form = try #require(exercises.destination?.form)
    form.exercise.title = "Morning run, unsaved"
    form.cancelButtonTapped()

    let saved = try model.snapshot()
    let state = try NavigationState.snapshotFormat.decode(saved)
    #expect(state == model.navigationState)
    #expect(state.exercises.destination == .edit(.init(draft: form.exercise, destination: .discard)))

    let catalog = model.catalog
    let resolved = try NavigationResolver(catalog: catalog).resolve(state).value
    let restored = ContentModel(restoring: resolved, catalog: catalog, ids: .sequential(), clock: .fixed(Self.now))
    #expect(try restored.snapshot() == saved)
    #expect(restored.exercisesModel.exercises == exercises.exercises)
    // The restored form knows the stored exercise, so it still sees its changes as unsaved.
    #expect(restored.exercisesModel.destination?.form?.hasUnsavedChanges == true)

    exercises.dismissButtonTapped()
    exercises.dialogButtonTapped(Self.run)
    let dialog = ContentModel(restoring: model.navigationState, catalog: catalog)
    #expect(dialog.exercisesModel.destination?.exerciseToUpdate == Self.run)
  }

  @Test(arguments: try FixtureLinkTests.cases(in: "valid") + FixtureLinkTests.cases(in: "spellings"))
  func openingEveryLinkFixtureGivesItsSnapshot(_ testCase: FixtureLinkTests.LinkCase) throws {
    var expected = try SnapshotNode(testCase.expected).object()
    let snapshot = try NavigationState.snapshotFormat.decode(expected.required("snapshot").value)
    let model = makeModel()
    guard case .opened(let report, _) = try model.open(testCase.link) else {
      Issue.record("not opened")
      return
    }
    #expect(report.dropped.isEmpty)
    #expect(report.value == snapshot)
    #expect(model.navigationState == snapshot)
    #expect(try model.snapshot() == NavigationState.snapshotFormat.encode(snapshot))
  }

  @Test(arguments: try FixtureLinkTests.cases(in: "refused"))
  func refusedLinkLeavesTheModelsUnchanged(_ testCase: FixtureLinkTests.LinkCase) throws {
    let model = makeModel()
    model.exercisesModel.path = [.history(.cycling)]
    model.exercisesModel.dialogButtonTapped(Self.catalog.exercises[1])
    let before = try model.snapshot()
    let error = refusal { () throws(NavigationError) in try model.open(testCase.link) }
    #expect(error.map { !$0.message.isEmpty } == true)
    #expect(try model.snapshot() == before)
  }

  @Test func lenientOpeningReportsWhatItDropped() throws {
    let model = makeModel()
    guard
      case .opened(let report, _) = try model.open(
        "doexercise://exercises/11111111-2222-4333-8444-555555555555/edit", policy: .lenient)
    else {
      Issue.record("not opened")
      return
    }
    #expect(
      report.dropped.map { Refused($0.refusal) } == [
        Refused("unknown-exercise", "/exercises/destination/edit/draft/id")
      ])
    #expect(model.navigationState == NavigationState())
  }

  // MARK: Links over unsaved work

  @Test func linkOverAnUnsavedDraftIsHeldUntilTheDiscardIsConfirmed() throws {
    let model = makeModel()
    model.exercisesModel.editButtonTapped(Self.run)
    let form = try #require(model.exercisesModel.destination?.form)
    form.exercise.title = "Unsaved"

    guard case .held = try model.open("doexercise://settings") else {
      Issue.record("not held")
      return
    }
    #expect(model.selectedTab == .exercises)
    #expect(form.destination == .discard)
    #expect(form.exercise.title == "Unsaved")

    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState(tab: .settings))
    #expect(model.pendingLink == nil)
  }

  @Test func cancellingTheDiscardKeepsTheDraftAndDropsTheLink() throws {
    let model = makeModel()
    model.exercisesModel.addExerciseButtonTapped()
    let form = try #require(model.exercisesModel.destination?.form)
    form.exercise.title = "Half typed"
    let before = model.navigationState

    guard case .held = try model.open("doexercise://history/running") else {
      Issue.record("not held")
      return
    }
    form.cancelDiscardButtonTapped()
    #expect(model.navigationState == before)
    #expect(model.pendingLink == nil)
    // Closing the form later does not resurrect the dropped link.
    form.cancelButtonTapped()
    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState())
  }

  @Test func linkOverAFormWithoutChangesOpensAtOnce() throws {
    let model = makeModel()
    model.exercisesModel.editButtonTapped(Self.run)
    guard case .opened = try model.open("doexercise://history/walking") else {
      Issue.record("not opened")
      return
    }
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.walking)])))
  }

  @Test func launchWithARestoredDraftAndALinkHoldsTheLink() throws {
    var draft = Self.run
    draft.title = "Restored, unsaved"
    let saved = try NavigationState.snapshotFormat.encode(
      NavigationState(exercises: .init(destination: .edit(.init(draft: draft)))))
    let launch = ContentModel.launch(snapshot: saved, link: "doexercise://settings", catalog: Self.catalog)
    #expect(launch.restored.isEmpty)
    guard case .success(.held)? = launch.link else {
      Issue.record("not held")
      return
    }
    let form = try #require(launch.model.exercisesModel.destination?.form)
    #expect(form.exercise == draft)
    #expect(form.destination == .discard)
    form.confirmDiscardButtonTapped()
    #expect(launch.model.selectedTab == .settings)
  }

  @Test func linkOfTheLiveModels() throws {
    let model = makeModel()
    model.exercisesModel.path = [.history(.running)]
    model.exercisesModel.editButtonTapped(Self.run)
    model.exercisesModel.destination?.form?.exercise.distance = 6
    #expect(try model.link() == "doexercise://history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/edit?distance=6")
    model.exercisesModel.destination?.form?.cancelButtonTapped()
    let error = refusal { () throws(NavigationError) in try model.link() }
    #expect(Refused(error) == Refused("not-linkable", "/exercises/destination/edit/destination"))
  }
}
