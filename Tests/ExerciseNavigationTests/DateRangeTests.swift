import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// A state that opens must save a session that opens: a date that has no four-digit year in
/// UTC is refused wherever a date is read (links, snapshots, catalogs) and by the resolver.
@Suite struct DateRangeTests {
  static let now = FixturePaths.now
  static let run = ExerciseCatalog.sample.exercises[0]

  static func codec() -> ExerciseCodec {
    ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(now))
  }

  @Test(arguments: [
    ("doexercise://exercises/new?starts=0000-01-01T00:30:00%2B01:00", "query/starts"),
    ("doexercise://exercises/new?finished=9999-12-31T23:30:00-01:00", "query/finished"),
    ("doexercise://history/running/new?starts=0000-01-01T00:00:00%2B00:01", "query/starts"),
    (
      "doexercise://exercises/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f/edit?finished=9999-12-31T23:59:59.999-00:01",
      "query/finished"
    ),
  ])
  func linksRefuseADateOutsideTheYears(_ link: String, _ location: String) {
    let error = refusal { () throws(NavigationError) in try Self.codec().open(link: link) }
    #expect(Refused(error) == Refused("invalid-parameter", location))
  }

  @Test func aStateJSONHasNoFormForIsRefusedWhenSavedRatherThanWritten() {
    // No resolved state holds one; a state built in code may, and its snapshot would not
    // read back, so the codec, the models and the catalog refuse to write it.
    var draft = Self.run
    draft.starts = Date(timeIntervalSince1970: 253_402_300_800)  // 10000-01-01T00:00:00Z
    let lateState = NavigationState(exercises: .init(destination: .add(.init(draft: draft))))
    let late = refusal { () throws(NavigationError) in try Self.codec().snapshot(of: lateState) }
    #expect(Refused(late) == Refused("invalid-value", "/exercises/destination/add/draft/starts"))
    draft = Self.run
    draft.distance = .infinity
    let endless = refusal { () throws(NavigationError) in try ExerciseCatalog([draft]).encode() }
    #expect(Refused(endless) == Refused("invalid-value", "/exercises/0/distance"))
  }

  @Test func snapshotsRefuseADateOutsideTheYears() {
    let text = """
      {"exercises": {"destination": {"add": {"draft": {"distance": 0, "id": "00000000-0000-0000-0000-000000000001",
      "starts": "0000-01-01T00:30:00+01:00", "title": "", "type": "cycling"}}}, "path": []},
      "format": "doexercise.navigation", "tab": "exercises", "version": 1}
      """
    let error = refusal { () throws(NavigationError) in try NavigationState.snapshotFormat.decode(Array(text.utf8)) }
    #expect(Refused(error) == Refused("invalid-value", "/exercises/destination/add/draft/starts"))
  }

  @Test func catalogsRefuseADateOutsideTheYears() {
    let text = """
      {"exercises": [{"distance": 1, "finished": "9999-12-31T23:30:00-01:00", "id": "00000000-0000-0000-0000-000000000001",
      "starts": "2025-01-01T00:00:00Z", "title": "", "type": "cycling"}]}
      """
    let error = refusal { () throws(NavigationError) in try ExerciseCatalog.decode(Array(text.utf8)) }
    #expect(Refused(error) == Refused("invalid-value", "/exercises/0/finished"))
  }

  @Test func theResolverRefusesADraftDateNoSnapshotCouldHold() {
    let resolver = NavigationResolver(catalog: .sample, clock: .fixed(Self.now))
    var add = Exercise.emptyDraft(
      id: UUID(sequential: 1), starts: Date(milliseconds: Timestamp.millisecondRange.upperBound + 1))
    add.finished = nil
    let addError = refusal { () throws(NavigationError) in
      try resolver.resolve(NavigationState(exercises: .init(destination: .add(.init(draft: add)))))
    }
    #expect(Refused(addError) == Refused("invalid-draft", "/exercises/destination/add/draft/starts"))
    var edit = Self.run
    edit.starts = Date(milliseconds: Timestamp.millisecondRange.lowerBound - 1)
    let editError = refusal { () throws(NavigationError) in
      try resolver.resolve(NavigationState(exercises: .init(destination: .edit(.init(draft: edit)))))
    }
    #expect(Refused(editError) == Refused("invalid-draft", "/exercises/destination/edit/draft/starts"))
  }

  /// The edges that do read, offsets included, open a state whose snapshot opens the same state.
  @Test(arguments: [
    "doexercise://exercises/new?starts=0000-01-01T01:00:00%2B01:00",
    "doexercise://exercises/new?starts=9999-12-31T22:59:59.999-01:00",
    "doexercise://exercises/new?starts=0000-01-01T00:00:00Z&finished=9999-12-31T23:59:59.999Z",
  ])
  func everyStateThatOpensSavesASessionThatOpens(_ link: String) throws {
    let state = try Self.codec().open(link: link).value
    let restored = try Self.codec().restore(snapshot: NavigationState.snapshotFormat.encode(state)).value
    #expect(restored == state)
    #expect(try Self.codec().open(link: Self.codec().link(for: state)).value == state)
  }
}
