import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// An add draft has unsaved changes when it differs from the fresh draft in any field.
///
/// The fields are title, distance, finish, type (against the list's) and start (against the
/// clock). The printer, the resolver and the add form follow that one rule.
@Suite struct DiscardRuleTests {
  static let now = FixturePaths.now
  static let resolver = NavigationResolver(catalog: .sample, clock: .fixed(now))

  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var path: [Route]
    var change: @Sendable (inout Exercise) -> Void
    var hasChanges: Bool
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "fresh", path: [], change: { _ in }, hasChanges: false),
    Case(name: "fresh under a history", path: [.history(.running)], change: { _ in }, hasChanges: false),
    Case(name: "title", path: [], change: { $0.title = "Ride" }, hasChanges: true),
    Case(name: "distance", path: [], change: { $0.distance = 1 }, hasChanges: true),
    Case(name: "finish", path: [], change: { $0.finished = now }, hasChanges: true),
    Case(name: "type", path: [], change: { $0.type = .running }, hasChanges: true),
    Case(name: "type under a history", path: [.history(.running)], change: { $0.type = .cycling }, hasChanges: true),
    Case(
      name: "start", path: [], change: { $0.starts = Date(milliseconds: now.millisecondsSince1970 - 60_000) },
      hasChanges: true),
  ]

  static func draft(_ testCase: Case) -> Exercise {
    var draft = Exercise.emptyDraft(id: UUID(sequential: 1), starts: now, over: testCase.path)
    testCase.change(&draft)
    return draft
  }

  @Test(arguments: cases) func theResolverRefusesADiscardAlertExactlyOverAFreshDraft(_ testCase: Case) throws {
    let draft = Self.draft(testCase)
    #expect(draft.differsFromFreshDraft(over: testCase.path, at: Self.now) == testCase.hasChanges)
    let state = NavigationState(
      exercises: .init(path: testCase.path, destination: .add(.init(draft: draft, destination: .discard))))
    let error = refusal { () throws(NavigationError) in try Self.resolver.resolve(state) }
    if testCase.hasChanges {
      #expect(error == nil)
    } else {
      #expect(Refused(error) == Refused("nothing-to-discard", "/exercises/destination/add/destination"))
    }
  }

  @Test(arguments: cases) func thePrinterLeavesOutExactlyAFreshDraft(_ testCase: Case) throws {
    let state = NavigationState(
      exercises: .init(path: testCase.path, destination: .add(.init(draft: Self.draft(testCase)))))
    let codec = ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(Self.now))
    let link = try codec.link(for: state)
    #expect(link.contains("?") == testCase.hasChanges, "\(link)")
    #expect(try codec.open(link: link).value == state)
  }

  @MainActor @Test(arguments: cases) func theAddFormAsksToDiscardExactlyAChangedDraft(_ testCase: Case) {
    let model = ExercisesModel(path: testCase.path, ids: .sequential(), clock: .fixed(Self.now))
    model.addExerciseButtonTapped()
    guard let form = model.destination?.exerciseToAdd else {
      Issue.record("no add form")
      return
    }
    testCase.change(&form.exercise)
    form.cancelButtonTapped()
    #expect(form.hasUnsavedChanges == testCase.hasChanges)
    #expect((form.destination == .discard) == testCase.hasChanges)
    #expect((model.destination == nil) == !testCase.hasChanges)
  }

  @MainActor @Test func aRestoredAddFormStartedNowUnlessItsDraftSaysOtherwise() {
    let fresh = Exercise.emptyDraft(id: UUID(sequential: 1), starts: Self.now)
    let state = NavigationState(exercises: .init(destination: .add(.init(draft: fresh))))
    let model = ContentModel(restoring: state, catalog: .sample, clock: .fixed(Self.now))
    #expect(model.exercisesModel.destination?.exerciseToAdd?.hasUnsavedChanges == false)
    // Saved an hour earlier and restored now: its start is not the fresh one.
    let later = ContentModel(
      restoring: state, catalog: .sample, clock: .fixed(Date(milliseconds: Self.now.millisecondsSince1970 + 3_600_000)))
    #expect(later.exercisesModel.destination?.exerciseToAdd?.hasUnsavedChanges == true)
  }
}
