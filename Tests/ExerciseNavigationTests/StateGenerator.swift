import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport

/// Seeded generation of valid navigation states over a catalog, and of single mutations that
/// break exactly one resolver rule.
struct StateGenerator {
  var random: SplitMix64
  let catalog: ExerciseCatalog
  /// The id the next add draft gets, so that link round trips can use a matching generator.
  let addID: UUID
  let now: Date

  init(seed: UInt64, catalog: ExerciseCatalog = .sample, addID: UUID = UUID(sequential: 1), now: Date) {
    random = SplitMix64(seed: seed)
    self.catalog = catalog
    self.addID = addID
    self.now = now
  }

  mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  mutating func exercise(of mode: Exercise.Mode?) -> Exercise {
    let candidates = catalog.exercises.filter { mode == nil || $0.type == mode }
    return pick(candidates)
  }

  mutating func title() -> String {
    // Decomposed forms too: text canonically equal to another but not the same scalars must
    // survive every round trip as itself.
    pick([
      "", "Run", "Lac Léman 🏊", "a/b \"quoted\" & = + ?", "  spaced  ", String(repeating: "é", count: 200), "Ω≈ç√",
      "Lac Le\u{301}man crossing 🏊", "Morning run", "Cafe\u{301}", "Ångström", "A\u{30A}ngstro\u{308}m",
    ])
  }

  mutating func date(after start: Date? = nil) -> Date {
    let base = start?.millisecondsSince1970 ?? 1_700_000_000_000
    return Date(
      milliseconds: base + Int64(random.next() % 10_000_000_000) / (chance(50) ? 1000 : 1) * (chance(50) ? 1000 : 1))
  }

  mutating func distance() -> Double {
    pick([0, 0.5, 5.2, 42.195, 1e-7, 100_000, Double(random.next() % 100_000) / 7])
  }

  /// A draft that passes every rule.
  mutating func draft(id: UUID, base: Exercise?) -> Exercise {
    var draft =
      base ?? Exercise.emptyDraft(id: id, starts: chance(50) ? now : date(), type: pick(Exercise.Mode.allCases))
    if chance(60) { draft.title = title() }
    if chance(50) { draft.distance = distance() }
    if chance(30) { draft.type = pick(Exercise.Mode.allCases) }
    if chance(30) { draft.starts = date() }
    if chance(40) { draft.finished = date(after: draft.starts) }
    if let finished = draft.finished, finished < draft.starts { draft.finished = draft.starts }
    return draft
  }

  mutating func state() -> NavigationState {
    if chance(10) { return NavigationState(tab: .settings) }
    var path: [Route] = []
    var listMode: Exercise.Mode?
    switch random.next() % 4 {
    case 0: break
    case 1:
      listMode = pick(Exercise.Mode.allCases)
      path = [.history(listMode ?? .cycling)]
    case 2:
      path = [.detail(exercise(of: nil).id)]
    default:
      let mode = pick(Exercise.Mode.allCases)
      path = [.history(mode), .detail(exercise(of: mode).id)]
    }
    var state = NavigationState(exercises: .init(path: path))
    if case .detail = path.last { return state }
    switch random.next() % 5 {
    case 0: break
    case 1: state.exercises.destination = .alert(exercise(of: listMode).id)
    case 2: state.exercises.destination = .dialog(exercise(of: listMode).id)
    case 3:
      let stored = exercise(of: listMode)
      var form = NavigationState.Form(draft: chance(50) ? stored : draft(id: stored.id, base: stored))
      if form.draft != stored && chance(30) { form.destination = .discard }
      state.exercises.destination = .edit(form)
    default:
      var draft = draft(id: addID, base: nil)
      if chance(50), let listMode { draft.type = listMode }
      var form = NavigationState.Form(draft: draft)
      if draft.differsFromFreshDraft(over: path, at: now) && chance(30) { form.destination = .discard }
      state.exercises.destination = .add(form)
    }
    return state
  }

  /// One rule each mutation breaks, with the code the resolver must give.
  enum Mutation: CaseIterable {
    case unknownDetail, duplicateAdd, longTitle, controlTitle, negativeDistance, hugeDistance, infiniteDistance
    case finishBeforeStart, dateAfterYear9999, longPath, twoHistories, typeMismatch, destinationOverDetail
    case nothingToDiscard

    var code: NavigationError.Code {
      switch self {
      case .unknownDetail: .unknownExercise
      case .duplicateAdd: .duplicateExercise
      case .longTitle, .controlTitle, .negativeDistance, .hugeDistance, .infiniteDistance, .finishBeforeStart,
        .dateAfterYear9999:
        .invalidDraft
      case .longPath, .twoHistories: .impossiblePath
      case .typeMismatch: .typeMismatch
      case .destinationOverDetail: .impossibleDestination
      case .nothingToDiscard: .nothingToDiscard
      }
    }
  }

  /// A valid state with exactly one rule broken.
  mutating func mutated(_ mutation: Mutation) -> NavigationState {
    let stored = exercise(of: nil)
    var addDraft = draft(id: addID, base: nil)
    addDraft.finished = nil
    switch mutation {
    case .unknownDetail:
      return NavigationState(exercises: .init(path: [.detail(UUID(sequential: 999_999))]))
    case .duplicateAdd:
      addDraft.id = stored.id
      return NavigationState(exercises: .init(destination: .add(.init(draft: addDraft))))
    case .longTitle, .controlTitle, .negativeDistance, .hugeDistance, .infiniteDistance, .finishBeforeStart,
      .dateAfterYear9999:
      switch mutation {
      case .longTitle: addDraft.title = String(repeating: "x", count: 201)
      case .controlTitle: addDraft.title = "a\u{7}b"
      case .negativeDistance: addDraft.distance = -0.5
      case .hugeDistance: addDraft.distance = 100_000.001
      case .infiniteDistance: addDraft.distance = .infinity
      case .dateAfterYear9999: addDraft.finished = Date(milliseconds: Timestamp.millisecondRange.upperBound + 1)
      default: addDraft.finished = Date(milliseconds: addDraft.starts.millisecondsSince1970 - 1)
      }
      return NavigationState(
        exercises: .init(
          destination: chance(50)
            ? .add(.init(draft: addDraft))
            : .edit(
              .init(
                draft: {
                  var d = addDraft
                  d.id = stored.id
                  return d
                }()))))
    case .longPath:
      return NavigationState(exercises: .init(path: [.history(stored.type), .detail(stored.id), .detail(stored.id)]))
    case .twoHistories:
      return NavigationState(exercises: .init(path: [.history(stored.type), .history(stored.type)]))
    case .typeMismatch:
      let other = Exercise.Mode.allCases.first { $0 != stored.type } ?? .cycling
      return NavigationState(exercises: .init(path: [.history(other), .detail(stored.id)]))
    case .destinationOverDetail:
      return NavigationState(exercises: .init(path: [.detail(stored.id)], destination: .alert(stored.id)))
    case .nothingToDiscard:
      return NavigationState(exercises: .init(destination: .edit(.init(draft: stored, destination: .discard))))
    }
  }
}
