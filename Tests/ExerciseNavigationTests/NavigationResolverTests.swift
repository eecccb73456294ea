import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

@Suite struct NavigationResolverTests {
  static let catalog = ExerciseCatalog.sample
  static let run = catalog.exercises[0]  // running, finished
  static let ride = catalog.exercises[1]  // cycling
  let resolver = NavigationResolver(catalog: catalog)

  @Test func pinnedMessages() {
    let unknown = refusal { () throws(NavigationError) in
      try resolver.resolve(NavigationState(exercises: .init(path: [.detail(UUID(sequential: 7))])))
    }
    #expect(
      unknown?.description
        == "error[unknown-exercise] at /exercises/path/0/detail/exercise: no stored exercise has the id 00000000-0000-0000-0000-000000000007"
    )
    let mismatch = refusal { () throws(NavigationError) in
      try resolver.resolve(NavigationState(exercises: .init(path: [.history(.swimming), .detail(Self.run.id)])))
    }
    #expect(
      mismatch?.description
        == "error[type-mismatch] at /exercises/path/1/detail/exercise: the exercise 6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f is running, not swimming as its history screen"
    )
    var draft = Self.run
    draft.finished = Date(milliseconds: draft.starts.millisecondsSince1970 - 1)
    let backwards = refusal { () throws(NavigationError) in
      try resolver.resolve(NavigationState(exercises: .init(destination: .edit(.init(draft: draft)))))
    }
    #expect(
      backwards?.description
        == "error[invalid-draft] at /exercises/destination/edit/draft/finished: the exercise finishes (2025-04-02T06:59:59.999Z) before it starts (2025-04-02T07:00:00Z)"
    )
  }

  @Test func emptyTitleIsAHalfFilledFormNotAnError() throws {
    let draft = Exercise.emptyDraft(id: UUID(sequential: 1), starts: Date(milliseconds: 0))
    let state = NavigationState(exercises: .init(destination: .add(.init(draft: draft))))
    #expect(try resolver.resolve(state).value == state)
  }

  @Test func titleLimitCountsCharactersAndIsConfigurable() throws {
    var draft = Exercise.emptyDraft(id: UUID(sequential: 1), starts: Date(milliseconds: 0))
    draft.title = String(repeating: "👩‍👩‍👧", count: 200)  // 200 characters, many more bytes
    let state = NavigationState(exercises: .init(destination: .add(.init(draft: draft))))
    #expect(try resolver.resolve(state).value == state)
    let strict = NavigationResolver(catalog: Self.catalog, titleLength: 10)
    let error = refusal { () throws(NavigationError) in try strict.resolve(state) }
    #expect(Refused(error) == Refused("invalid-draft", "/exercises/destination/add/draft/title"))
  }

  @Test func bidiOverridesCountAsControlCharacters() {
    var draft = Exercise.emptyDraft(id: UUID(sequential: 1), starts: Date(milliseconds: 0))
    draft.title = "Run\u{202E}gnimmiws"
    let error = refusal { () throws(NavigationError) in
      try resolver.resolve(NavigationState(exercises: .init(destination: .add(.init(draft: draft)))))
    }
    #expect(Refused(error) == Refused("invalid-draft", "/exercises/destination/add/draft/title"))
  }

  /// Every control and bidirectional-control character is refused wherever it stands in the
  /// title (printable ASCII is skipped on a fast path); its neighbours in Unicode are not.
  @Test func controlCharactersAreFoundAnywhereAndTheirNeighboursAreNot() throws {
    let refused: [Unicode.Scalar] = [
      "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
    ]
    let allowed: [Unicode.Scalar] = ["\u{20}", "\u{7E}", "\u{A0}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}", "🏊"]
    for scalar in refused + allowed {
      for title in ["\(scalar)", "Run \(scalar)", "\(scalar) run", "Lac Léman \(scalar)"] {
        var draft = Exercise.emptyDraft(id: UUID(sequential: 1), starts: Date(milliseconds: 0))
        draft.title = title
        let state = NavigationState(exercises: .init(destination: .add(.init(draft: draft))))
        let error = refusal { () throws(NavigationError) in try resolver.resolve(state) }
        if refused.contains(scalar) {
          #expect(
            Refused(error) == Refused("invalid-draft", "/exercises/destination/add/draft/title"),
            "\(title.debugDescription)")
        } else {
          #expect(error == nil, "\(title.debugDescription)")
        }
      }
    }
  }

  @Test func lenientReportsEveryDroppedPartAndKeepsTheDraft() throws {
    var edited = Self.run
    edited.title = "Morning run, unsaved"
    let state = NavigationState(
      exercises: .init(
        path: [.history(.running), .detail(UUID(sequential: 9))],
        destination: .edit(.init(draft: edited, destination: .discard))))
    let report = try resolver.resolve(state, policy: .lenient)
    // The unknown detail goes; the destination was presented over that detail, so it goes too.
    #expect(report.value == NavigationState(exercises: .init(path: [.history(.running)])))
    #expect(
      report.dropped.map { Refused($0.refusal) } == [
        Refused("unknown-exercise", "/exercises/path/1/detail/exercise"),
        Refused("impossible-destination", "/exercises/destination"),
      ])
    #expect(report.dropped.map(\.pointer) == ["/exercises/path/1", "/exercises/destination"])
    // The dropped destination carries the user's draft, so nothing is lost silently.
    let part = report.dropped[1].part
    let dropped = try readDroppedDestination(part)
    #expect(dropped == .edit(.init(draft: edited, destination: .discard)))
  }

  @Test func lenientKeepsAValidFormsDraftAndDropsOnlyItsAlert() throws {
    let state = NavigationState(exercises: .init(destination: .edit(.init(draft: Self.run, destination: .discard))))
    let report = try resolver.resolve(state, policy: .lenient)
    #expect(report.value.exercises.destination == .edit(.init(draft: Self.run)))
    #expect(
      report.dropped.map { Refused($0.refusal) } == [
        Refused("nothing-to-discard", "/exercises/destination/edit/destination")
      ])
    #expect(report.dropped.first?.part == .object([JSONMember("discard", .object([]))]))
  }

  @Test func strictIsTheDefaultAndReportsNothingDropped() throws {
    let state = NavigationState(exercises: .init(path: [.history(.cycling), .detail(Self.ride.id)]))
    let report = try resolver.resolve(state)
    #expect(report.isComplete && report.value == state)
  }

  @Test func resolvesAgainstALargeCatalog() throws {
    // Lookups are by id hash; the benchmark measures that the cost does not grow.
    var exercises = Self.catalog.exercises
    for index in 0..<200_000 {
      exercises.append(
        Exercise(id: UUID(sequential: UInt64(index) + 1_000), distance: 1, title: "", starts: .now, type: .walking))
    }
    let big = NavigationResolver(catalog: ExerciseCatalog(exercises))
    let state = NavigationState(exercises: .init(path: [.history(.cycling), .detail(Self.ride.id)]))
    #expect(try big.resolve(state).value == state)
  }
}

/// Reads back a dropped destination from its reported snapshot form.
private func readDroppedDestination(_ part: JSONValue) throws -> NavigationState.Destination? {
  let document = JSONValue.object([
    JSONMember("exercises", .object([JSONMember("destination", part), JSONMember("path", .array([]))])),
    JSONMember("format", .string(NavigationState.snapshotFormat.name)), JSONMember("tab", .string("exercises")),
    JSONMember("version", .number(1)),
  ])
  return try NavigationState.snapshotFormat.decode(document).exercises.destination
}
