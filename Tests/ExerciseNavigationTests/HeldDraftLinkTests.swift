import ExerciseNavigation
import Foundation
import NavigationCodec
import Observation
import Synchronization
import TestSupport
import Testing

/// The exercise app's link held over an unsaved draft, on the engine's links that wait: the
/// held link is the link as it arrived, read again when the form closes, and every link it
/// drops is reported.
@MainActor
@Suite struct HeldDraftLinkTests {
  static let catalog = ExerciseCatalog.sample
  static let run = catalog.exercises[0]
  static let other = catalog.exercises[1]

  /// A model editing the first exercise, its title changed and not saved.
  func modelWithAnUnsavedDraft() throws -> (ContentModel, ExerciseModel) {
    let model = ContentModel(
      exercisesModel: ExercisesModel(
        exercises: Self.catalog.exercises, ids: .sequential(), clock: .fixed(Date(milliseconds: 1_746_086_400_000))))
    model.exercisesModel.editButtonTapped(Self.run)
    let form = try #require(model.exercisesModel.destination?.form)
    form.exercise.title = "Unsaved"
    return (model, form)
  }

  static func held(_ link: String) -> HeldLink { HeldLink(link: link, requirement: "no-unsaved-changes") }

  @Test func theHeldLinkIsTheLinkAsItArrived() throws {
    let (model, _) = try modelWithAnUnsavedDraft()
    guard case .held = try model.open("doexercise://settings?utm_source=push") else {
      Issue.record("not held")
      return
    }
    #expect(model.pendingLink == Self.held("doexercise://settings?utm_source=push"))
    #expect(model.lastDroppedLink == nil)
  }

  @Test func aResumedLinkReportsItsExtras() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    _ = try model.open("doexercise://history/running?utm_source=push#top")
    // A refused link meanwhile clears the extras; the held link keeps waiting.
    #expect(refusal { () throws(NavigationError) in try model.open("doexercise://nowhere") } != nil)
    #expect(model.lastLinkExtras == nil)
    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.running)])))
    #expect(
      model.lastLinkExtras
        == LinkExtras(ignoredParameters: [LinkExtras.Parameter(name: "utm_source", value: "push")], fragment: "top"))
  }

  @Test func keepingTheDraftReportsTheLinkCancelled() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    _ = try model.open("doexercise://settings")
    form.cancelDiscardButtonTapped()
    #expect(model.lastDroppedLink == DroppedLink(link: Self.held("doexercise://settings"), reason: .cancelled))
    #expect(model.pendingLink == nil)
  }

  @Test func aNewerLinkReplacesTheHeldOneAndOpensWhenTheDraftIsDiscarded() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    _ = try model.open("doexercise://settings")
    guard case .held = try model.open("doexercise://history/running") else {
      Issue.record("not held")
      return
    }
    #expect(model.lastDroppedLink == DroppedLink(link: Self.held("doexercise://settings"), reason: .replaced))
    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.running)])))
  }

  @Test func aHeldLinkToAnExerciseRemovedWhileItWaitedIsDroppedAndReported() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    let link = "doexercise://exercises/\(Self.other.id.uuidString.lowercased())"
    guard case .held = try model.open(link) else {
      Issue.record("not held")
      return
    }
    // Removed on another device while the discard alert showed.
    model.exercisesModel.exercises.removeAll { $0.id == Self.other.id }
    form.confirmDiscardButtonTapped()
    guard case .refused(let error)? = model.lastDroppedLink?.reason else {
      Issue.record("the held link was not reported dropped: \(String(describing: model.lastDroppedLink))")
      return
    }
    #expect(model.lastDroppedLink?.link == Self.held(link))
    #expect(Refused(error) == Refused("unknown-exercise", "/exercises/path/0/detail/exercise"))
    #expect(model.navigationState == NavigationState())
  }

  @Test func theHeldLinkShowsTheRequirementsWaitingStateOnTheLiveForm() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    var expected = model.navigationState
    expected.exercises.destination = .edit(.init(draft: form.exercise, destination: .discard))
    guard case .held(let showNow, let link, let replaced) = try model.open("doexercise://settings") else {
      Issue.record("not held")
      return
    }
    #expect(link == Self.held("doexercise://settings"))
    #expect(replaced == nil)
    #expect(showNow == ResolutionReport(value: expected))
    // The models show what the hold says to show, on the form the user is editing, and
    // their state holds the link.
    var showing = showNow.value
    showing.held = link
    #expect(model.navigationState == showing)
    #expect(model.exercisesModel.destination?.form === form)
    #expect(model.pendingLink == link)
  }

  /// Whether `body` tells observers of the model's pending link of a change.
  func changesPendingLink(of model: ContentModel, _ body: () -> Void) -> Bool {
    let change = ObservedChange()
    withObservationTracking {
      _ = model.pendingLink
    } onChange: {
      change.record()
    }
    body()
    return change.happened
  }

  @Test func observersOfThePendingLinkAreToldOnlyWhenItChanges() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    #expect(changesPendingLink(of: model) { _ = try? model.open("doexercise://settings") })
    #expect(changesPendingLink(of: model) { _ = try? model.open("doexercise://history/running") })
    #expect(changesPendingLink(of: model) { form.confirmDiscardButtonTapped() })
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.running)])))
    // Nothing held before or after: a link that opens tells them nothing.
    #expect(!changesPendingLink(of: model) { _ = try? model.open("doexercise://settings") })
    #expect(model.selectedTab == .settings)
    #expect(model.pendingLink == nil)
  }

  // MARK: A held add link makes its draft when it opens

  /// A clock the test moves on, read by the model as its injected `DateSource`.
  final class MovingClock: Sendable {
    private let time = Mutex(Date(milliseconds: 1_746_086_400_000))
    var source: DateSource { DateSource { self.time.withLock { $0 } } }
    var now: Date { time.withLock { $0 } }
    func advance(seconds: Double) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
  }

  static let addLink = "doexercise://exercises/new?title=Ride"

  /// Confirms the discard over a held add link, a minute and a half after it arrived, and
  /// returns the draft it opened.
  func openHeldAddLink(over form: ExerciseModel, in model: ContentModel, clock: MovingClock) throws -> Exercise {
    let arrived = clock.now
    clock.advance(seconds: 90)
    form.confirmDiscardButtonTapped()
    let draft = try #require(model.exercisesModel.destination?.exerciseToAdd).exercise
    #expect(draft.title == "Ride")
    // The time of opening, from the model's clock: the draft is the screen the user sees then.
    #expect(draft.starts == clock.now)
    #expect(draft.starts != arrived)
    // Reading the link on arrival, to check it, drew id 1; the draft takes the next one.
    #expect(draft.id == UUID(sequential: 2))
    #expect(model.pendingLink == nil)
    return draft
  }

  @Test func aHeldAddLinkTakesTheIdAndTimeOfItsOpening() throws {
    let clock = MovingClock()
    let model = ContentModel(
      exercisesModel: ExercisesModel(exercises: Self.catalog.exercises, ids: .sequential(), clock: clock.source))
    model.exercisesModel.editButtonTapped(Self.run)
    let form = try #require(model.exercisesModel.destination?.form)
    form.exercise.title = "Unsaved"
    guard case .held = try model.open(Self.addLink) else {
      Issue.record("not held")
      return
    }
    let draft = try openHeldAddLink(over: form, in: model, clock: clock)
    // Saved and restored later, the draft keeps the id and time it opened with.
    clock.advance(seconds: 3_600)
    let restored = ContentModel.launch(
      snapshot: try model.snapshot(), link: nil, catalog: model.catalog, ids: .sequential(startingAt: 100),
      clock: clock.source)
    #expect(restored.restored.isEmpty)
    #expect(restored.model.exercisesModel.destination?.exerciseToAdd?.exercise == draft)
  }

  @Test func aHeldAddLinkAfterARestoreTakesTheIdAndTimeOfItsOpening() throws {
    let clock = MovingClock()
    var unsaved = Self.run
    unsaved.title = "Restored, unsaved"
    let saved = try NavigationState.snapshotFormat.encode(
      NavigationState(exercises: .init(destination: .edit(.init(draft: unsaved)))))
    let launch = ContentModel.launch(
      snapshot: saved, link: Self.addLink, catalog: Self.catalog, ids: .sequential(), clock: clock.source)
    guard case .success(.held)? = launch.link else {
      Issue.record("not held: \(String(describing: launch.link))")
      return
    }
    let form = try #require(launch.model.exercisesModel.destination?.form)
    #expect(form.exercise == unsaved)
    _ = try openHeldAddLink(over: form, in: launch.model, clock: clock)
  }
}
