import ExerciseNavigation
import Foundation
import NavigationCodec
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
    guard case .held = model.open("doexercise://settings?utm_source=push") else {
      Issue.record("not held")
      return
    }
    #expect(model.pendingLink == Self.held("doexercise://settings?utm_source=push"))
    #expect(model.lastDroppedLink == nil)
  }

  @Test func aResumedLinkReportsItsExtras() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    _ = model.open("doexercise://history/running?utm_source=push#top")
    // A refused link meanwhile clears the extras; the held link keeps waiting.
    guard case .refused = model.open("doexercise://nowhere") else {
      Issue.record("not refused")
      return
    }
    #expect(model.lastLinkExtras == nil)
    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.running)])))
    #expect(
      model.lastLinkExtras
        == LinkExtras(ignoredParameters: [LinkExtras.Parameter(name: "utm_source", value: "push")], fragment: "top"))
  }

  @Test func keepingTheDraftReportsTheLinkCancelled() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    _ = model.open("doexercise://settings")
    form.cancelDiscardButtonTapped()
    #expect(model.lastDroppedLink == DroppedLink(link: Self.held("doexercise://settings"), reason: .cancelled))
    #expect(model.pendingLink == nil)
  }

  @Test func aNewerLinkReplacesTheHeldOneAndOpensWhenTheDraftIsDiscarded() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    _ = model.open("doexercise://settings")
    guard case .held = model.open("doexercise://history/running") else {
      Issue.record("not held")
      return
    }
    #expect(model.lastDroppedLink == DroppedLink(link: Self.held("doexercise://settings"), reason: .replaced))
    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.running)])))
  }

  @Test func aHeldLinkToAnExerciseRemovedWhileItWaitedIsDroppedAndReported() throws {
    let (model, form) = try modelWithAnUnsavedDraft()
    let link = "doexercise://exercises/\(UUIDText.format(Self.other.id))"
    guard case .held = model.open(link) else {
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
}
