import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// One rule for "the same text": Unicode scalars.
///
/// A title canonically equal to the stored one but in another normalization form is a change
/// everywhere (printer, discard rule, forms), and both round-trip laws hold for it.
@Suite struct TextEqualityTests {
  static let now = FixturePaths.now
  static let swim = ExerciseCatalog.sample.exercises[2]  // "Lac Léman crossing 🏊", composed
  static let decomposed = "Lac Le\u{301}man crossing 🏊"

  static func codec() -> ExerciseCodec {
    ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(now))
  }

  static func edit(title: String, discard: Bool = false) -> NavigationState {
    var draft = swim
    draft.title = title
    return NavigationState(
      exercises: .init(destination: .edit(.init(draft: draft, destination: discard ? .discard : nil))))
  }

  @Test func theFixturesTitleIsComposedAndTheOtherFormIsCanonicallyEqual() {
    #expect(Self.swim.title == Self.decomposed)  // String's own rule
    #expect(Self.swim.title.unicodeScalars.count != Self.decomposed.unicodeScalars.count)
  }

  @Test func exercisesDifferingOnlyInNormalizationAreNotEqual() {
    var other = Self.swim
    other.title = Self.decomposed
    #expect(other != Self.swim)
    var same = Self.swim
    same.title = String(decoding: Array(Self.swim.title.utf8), as: UTF8.self)
    #expect(same == Self.swim && same.hashValue == Self.swim.hashValue)
  }

  @Test func anEditToTheOtherFormPrintsItAndReopensAsItself() throws {
    let state = Self.edit(title: Self.decomposed)
    let link = try Self.codec().link(for: state)
    #expect(
      link
        == "doexercise://exercises/3a7b9c1d-2e4f-4a6b-8c0d-1e2f3a4b5c6d/edit?title=Lac%20Le%CC%81man%20crossing%20%F0%9F%8F%8A"
    )
    let reopened = try Self.codec().open(link: link).value
    #expect(reopened == state)
    #expect(try NavigationState.snapshotFormat.encode(reopened) == NavigationState.snapshotFormat.encode(state))
    // The second law: the link is canonical.
    #expect(try Self.codec().link(for: reopened) == link)
  }

  @Test func anEditWithTheStoredScalarsPrintsNoTitle() throws {
    let link = try Self.codec().link(for: Self.edit(title: Self.swim.title))
    #expect(link == "doexercise://exercises/3a7b9c1d-2e4f-4a6b-8c0d-1e2f3a4b5c6d/edit")
  }

  @Test func theDiscardRuleAgreesWithThePrinter() throws {
    let resolver = NavigationResolver(catalog: .sample, clock: .fixed(Self.now))
    // Another normalization form is a change: a discard alert over it stays.
    let changed = Self.edit(title: Self.decomposed, discard: true)
    #expect(try resolver.resolve(changed).value == changed)
    // The stored scalars are no change: the alert is refused, and the printer leaves the title out.
    let unchanged = Self.edit(title: Self.swim.title, discard: true)
    let error = refusal { () throws(NavigationError) in try resolver.resolve(unchanged) }
    #expect(Refused(error) == Refused("nothing-to-discard", "/exercises/destination/edit/destination"))
  }

  @MainActor @Test func theFormCountsTheOtherFormAsAnUnsavedChange() {
    let form = ExerciseModel(exercise: Self.swim, original: Self.swim)
    #expect(!form.hasUnsavedChanges)
    form.exercise.title = Self.decomposed
    #expect(form.hasUnsavedChanges)
  }

  @Test func snapshotsKeepEachFormByteForByte() throws {
    for title in [Self.swim.title, Self.decomposed, "A\u{30A}ngstro\u{308}m", "Ångström"] {
      let state = Self.edit(title: title)
      let bytes = try NavigationState.snapshotFormat.encode(state)
      let decoded = try NavigationState.snapshotFormat.decode(bytes)
      #expect(decoded == state)
      #expect(try NavigationState.snapshotFormat.encode(decoded) == bytes)
      #expect(
        decoded.exercises.destination?.form?.draft.title.unicodeScalars.elementsEqual(title.unicodeScalars) == true)
    }
  }
}
