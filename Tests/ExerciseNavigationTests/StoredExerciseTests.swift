import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Stored exercises are the app's data, read as they are: one saved before a rule existed
/// (a finish before its start, a negative distance) opens in the editor unchanged, so that the
/// user can correct it; what an edit changes is held to every rule.
@Suite struct StoredExerciseTests {
  static let now = FixturePaths.now
  static let legacy = Exercise(
    id: UUID(sequential: 42), distance: -3, title: "Imported\u{7}", starts: Date(milliseconds: 1_000_000),
    finished: Date(milliseconds: 0), type: .walking)
  static let catalogText = """
    {"exercises": [{"distance": -3, "finished": "1970-01-01T00:00:00Z", "id": "00000000-0000-0000-0000-00000000002a",
    "starts": "1970-01-01T00:16:40Z", "title": "Imported\\u0007", "type": "walking"}]}
    """

  static func codec() throws -> ExerciseCodec {
    ExerciseCodec(
      catalog: try ExerciseCatalog.decode(Array(catalogText.utf8)), ids: .sequential(), clock: .fixed(now))
  }

  @Test func aCatalogOfSuchExercisesLoads() throws {
    #expect(try Self.codec().catalog.exercises == [Self.legacy])
  }

  @Test func itsPlainEditLinkOpensAndRoundTrips() throws {
    let link = "doexercise://exercises/00000000-0000-0000-0000-00000000002a/edit"
    let state = try Self.codec().open(link: link).value
    #expect(state.exercises.destination == .edit(.init(draft: Self.legacy)))
    #expect(try Self.codec().link(for: state) == link)
    #expect(try Self.codec().restore(snapshot: NavigationState.snapshotFormat.encode(state)).value == state)
  }

  @Test func aChangeToAnotherFieldLeavesTheStoredOnesAlone() throws {
    let state = try Self.codec().open(
      link: "doexercise://exercises/00000000-0000-0000-0000-00000000002a/edit?type=running"
    )
    .value
    #expect(state.exercises.destination?.form?.draft.type == .running)
  }

  @Test(arguments: [
    ("?distance=-1", "/exercises/destination/edit/draft/distance"),
    ("?title=Still%07bad", "/exercises/destination/edit/draft/title"),
    ("?starts=1970-01-01T00:16:41Z", "/exercises/destination/edit/draft/finished"),
    ("?finished=1970-01-01T00:00:01Z", "/exercises/destination/edit/draft/finished"),
  ])
  func whatAnEditChangesIsHeldToTheRules(_ query: String, _ location: String) throws {
    let codec = try Self.codec()
    let error = refusal { () throws(NavigationError) in
      try codec.open(link: "doexercise://exercises/00000000-0000-0000-0000-00000000002a/edit" + query)
    }
    #expect(Refused(error) == Refused("invalid-draft", location))
  }

  @Test func aCatalogFileHasItsOwnLargerLimitAndIsNeverCutShort() throws {
    // 10,000 exercises: well over a snapshot's 1 MiB.
    let many = ExerciseCatalog(
      (0..<10_000).map {
        Exercise(
          id: UUID(sequential: UInt64($0 + 1)), distance: 5, title: "Run \($0)", starts: Self.now, type: .running)
      })
    let bytes = try many.encode()
    #expect(bytes.count > 1 << 20)
    #expect(try ExerciseCatalog.decode(bytes) == many)
    let small = Limits(snapshotSize: 1 << 20)
    let error = refusal { () throws(NavigationError) in try ExerciseCatalog.decode(bytes, limits: small) }
    #expect(Refused(error) == Refused("limit-exceeded", "input"))
  }

  /// What no snapshot could hold is refused even unchanged: the session could not be saved.
  @Test func anUnchangedEditThatNoSnapshotCouldHoldIsStillRefused() throws {
    var infinite = Self.legacy
    infinite.distance = .infinity
    var future = Self.legacy
    future.starts = Date(milliseconds: Timestamp.millisecondRange.upperBound + 1)
    for (stored, location) in [(infinite, "distance"), (future, "starts")] {
      let resolver = NavigationResolver(catalog: ExerciseCatalog([stored]), clock: .fixed(Self.now))
      let error = refusal { () throws(NavigationError) in
        try resolver.resolve(NavigationState(exercises: .init(destination: .edit(.init(draft: stored)))))
      }
      #expect(Refused(error) == Refused("invalid-draft", "/exercises/destination/edit/draft/" + location))
    }
  }
}
