import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// The link held over an unsaved draft is saved with the session: a session killed on the
/// discard alert still opens the link once the user discards, and a held link that no longer
/// opens is refused strictly and dropped leniently.
@MainActor
@Suite struct HeldDraftSnapshotTests {
  static let catalog = ExerciseCatalog.sample
  static let run = catalog.exercises[0]
  static let link = "doexercise://history/running?utm_source=push"
  static let held = HeldLink(link: link, requirement: "no-unsaved-changes")
  static let clock = DateSource.fixed(Date(milliseconds: 1_746_086_400_000))

  /// A model editing the first exercise, its title changed and not saved, with a link held.
  func modelHoldingALink() throws -> ContentModel {
    let model = ContentModel(
      exercisesModel: ExercisesModel(exercises: Self.catalog.exercises, ids: .sequential(), clock: Self.clock))
    model.exercisesModel.editButtonTapped(Self.run)
    try #require(model.exercisesModel.destination?.form).exercise.title = "Unsaved"
    guard case .held = try model.open(Self.link) else {
      Issue.record("not held")
      throw CancellationError()
    }
    return model
  }

  /// The saved session is the held-link golden, byte for byte; restored, it shows the form
  /// and its discard alert with the link waiting, and discarding opens the link.
  @Test func aSessionKilledOnTheDiscardAlertOpensTheLinkOnceTheUserDiscards() throws {
    let saved = try modelHoldingALink().snapshot()
    #expect(saved == (try FixturePaths.read("snapshots/valid/held-link-over-unsaved-edit.json")))
    // The process is killed here; the next launch restores the saved bytes.
    let launch = ContentModel.launch(
      snapshot: saved, link: nil, catalog: Self.catalog, ids: .sequential(), clock: Self.clock)
    #expect(launch.restored.isEmpty)
    let model = launch.model
    #expect(model.pendingLink == Self.held)
    let form = try #require(model.exercisesModel.destination?.form)
    #expect(form.exercise.title == "Unsaved")
    #expect(form.destination == .discard)
    #expect(try model.snapshot() == saved)
    form.confirmDiscardButtonTapped()
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.running)])))
    #expect(model.pendingLink == nil)
    #expect(
      model.lastLinkExtras
        == LinkExtras(ignoredParameters: [LinkExtras.Parameter(name: "utm_source", value: "push")], fragment: nil))
  }

  @Test func aRestoredStateKeepsItsHeldLinkOnTheModels() throws {
    let saved = try FixturePaths.read("snapshots/valid/held-link-over-unsaved-edit.json")
    let state = try ExerciseCodec(catalog: Self.catalog, clock: Self.clock).restore(snapshot: saved).value
    #expect(state.held == Self.held)
    let model = ContentModel(restoring: state, catalog: Self.catalog, clock: Self.clock)
    #expect(model.pendingLink == Self.held)
    #expect(model.navigationState == state)
    #expect(model.lastDroppedLink == nil)
  }

  /// The form saved with nothing left to discard (its draft saved meanwhile, say): lenient
  /// restoring drops the discard alert, and the link that waited on it with it.
  @Test func aHeldLinkOverAFormWithNothingToDiscardIsDroppedWithItsAlert() throws {
    let saved = try FixturePaths.read("snapshots/lenient/held-dropped-with-its-discard-alert.json")
    let launch = ContentModel.launch(
      snapshot: saved, link: nil, catalog: Self.catalog, ids: .sequential(), clock: Self.clock)
    #expect(
      launch.restored.map { Refused($0.refusal) } == [
        Refused("nothing-to-discard", "/exercises/destination/edit/destination"),
        Refused("nothing-to-wait-for", "/held"),
      ])
    #expect(
      launch.model.navigationState == NavigationState(exercises: .init(destination: .edit(.init(draft: Self.run)))))
    #expect(launch.model.pendingLink == nil)
  }

  /// Applied with its held link but not the form it waited over, the link opens: nothing is
  /// left to decide.
  @Test func aHeldLinkWhoseFormIsGoneOpensWhenApplied() throws {
    let model = try modelHoldingALink()
    var state = model.navigationState
    state.exercises.destination = nil
    model.apply(state, catalog: Self.catalog)
    #expect(model.pendingLink == nil)
    #expect(model.navigationState == NavigationState(exercises: .init(path: [.history(.running)])))
    #expect(model.lastDroppedLink == nil)
  }

  @Test func applyingAStateHoldingAnotherLinkReportsTheOldOneReplaced() throws {
    let model = try modelHoldingALink()
    var state = model.navigationState
    let settings = HeldLink(link: "doexercise://settings", requirement: "no-unsaved-changes")
    state.held = settings
    model.apply(state, catalog: Self.catalog)
    #expect(model.pendingLink == settings)
    #expect(model.lastDroppedLink == DroppedLink(link: Self.held, reason: .replaced))
    state.held = nil
    model.apply(state, catalog: Self.catalog)
    #expect(model.pendingLink == nil)
    #expect(model.lastDroppedLink == DroppedLink(link: settings, reason: .cancelled))
  }

  @Test func aHeldLinkThatNoLongerOpensIsDroppedAtLaunchAndTheFormStays() throws {
    let saved = try FixturePaths.read("snapshots/refused/held-link-no-longer-opens.json")
    let launch = ContentModel.launch(
      snapshot: saved, link: nil, catalog: Self.catalog, ids: .sequential(), clock: Self.clock)
    #expect(launch.restored.map { Refused($0.refusal) } == [Refused("unknown-exercise", "/held/link")])
    #expect(launch.restored.map(\.pointer) == ["/held"])
    #expect(launch.model.pendingLink == nil)
    #expect(launch.model.exercisesModel.destination?.form?.exercise.title == "Unsaved")
  }

  /// A link arriving with the launch replaces the one the session held, as a newer link does.
  @Test func aLinkArrivingWithTheLaunchReplacesTheSavedOne() throws {
    let saved = try FixturePaths.read("snapshots/valid/held-link-over-unsaved-edit.json")
    let launch = ContentModel.launch(
      snapshot: saved, link: "doexercise://settings", catalog: Self.catalog, ids: .sequential(), clock: Self.clock)
    guard case .success(.held(_, let link, let replaced))? = launch.link else {
      Issue.record("not held: \(String(describing: launch.link))")
      return
    }
    #expect(link == HeldLink(link: "doexercise://settings", requirement: "no-unsaved-changes"))
    #expect(replaced == DroppedLink(link: Self.held, reason: .replaced))
    #expect(launch.model.lastDroppedLink == DroppedLink(link: Self.held, reason: .replaced))
  }

  @Test(arguments: [
    ("held-link-no-longer-opens", Refused("unknown-exercise", "/held/link")),
    ("held-unknown-requirement", Refused("unknown-requirement", "/held/requirement")),
    ("held-without-discard", Refused("nothing-to-wait-for", "/held")),
  ])
  func theCodecRefusesAHeldLinkThatNoLongerOpensAndDropsItLeniently(_ name: String, _ expected: Refused) throws {
    let codec = ExerciseCodec(catalog: Self.catalog, clock: Self.clock)
    let bytes = try FixturePaths.read("snapshots/refused/\(name).json")
    #expect(Refused(refusal { () throws(NavigationError) in try codec.restore(snapshot: bytes) }) == expected)
    let report = try codec.restore(snapshot: bytes, policy: .lenient)
    #expect(report.dropped.map { Refused($0.refusal) } == [expected])
    #expect(report.dropped.map(\.pointer) == ["/held"])
    #expect(report.value.held == nil)
    // The form stays as it was saved, only the link is dropped.
    let saved = try NavigationState.snapshotFormat.decode(bytes)
    #expect(report.value.exercises == saved.exercises)
  }
}
