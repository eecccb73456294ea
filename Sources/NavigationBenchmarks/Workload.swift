import ExerciseNavigation
import Foundation
import NavigationCodec

/// A small seeded generator, so every run measures the same inputs.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The inputs every benchmark shares: a catalog with real UUIDs and unicode titles, a mix of
/// links over every route, and snapshots.
struct Workload {
  static let now = Date(milliseconds: 1_746_086_400_000)
  static let titles = [
    "Morning run", "Lac Léman crossing 🏊", "Évening walk", "Ride to Zürich", "Intervals 8×400", "Recovery",
  ]

  static func catalog(count: Int, seed: UInt64 = 42) -> ExerciseCatalog {
    var random = SplitMix64(state: seed)
    var exercises: [Exercise] = []
    exercises.reserveCapacity(count)
    for index in 0..<count {
      let id = UUID(
        uuid: withUnsafeBytes(of: (random.next(), random.next())) { raw in
          (
            raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6] & 0x0F | 0x40, raw[7],
            raw[8] & 0x3F | 0x80, raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]
          )
        })
      let starts = Date(milliseconds: 1_740_000_000_000 + Int64(index) * 3_600_000)
      exercises.append(
        Exercise(
          id: id, distance: Double(random.next() % 40_000) / 1000, title: titles[index % titles.count],
          starts: starts, finished: index % 5 == 0 ? nil : starts.addingTimeInterval(2400),
          type: Exercise.Mode.allCases[index % 4]))
    }
    return ExerciseCatalog(exercises)
  }

  let catalog = Workload.catalog(count: 200)

  /// At least 1,000 links over every route, with percent-encoded unicode titles.
  var links: [String] {
    var links: [String] = []
    var random = SplitMix64(state: 7)
    let encodedTitles = Workload.titles.map { title in
      title.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? title
    }
    while links.count < 1_200 {
      let exercise = catalog.exercises[Int(random.next() % UInt64(catalog.count))]
      let id = exercise.id.uuidString.lowercased()
      let type = exercise.type.rawValue
      let title = encodedTitles[Int(random.next() % UInt64(encodedTitles.count))]
      links += [
        "doexercise://exercises", "doexercise://settings", "doexercise://exercises/\(id)",
        "doexercise://exercises/new?title=\(title)&type=running&distance=5.2",
        "doexercise://exercises/\(id)/edit?title=\(title)", "doexercise://exercises/\(id)/delete",
        "doexercise://exercises/\(id)/type", "doexercise://history/\(type)", "doexercise://history/\(type)/\(id)",
        "doexercise://history/\(type)/new?title=\(title)&starts=2025-05-01T06:00:00Z",
        "doexercise://history/\(type)/\(id)/edit?distance=12.5&finished=2025-05-01T07:00:00.250Z",
        "https://doexercise.app/history/\(type)/\(id)/delete", "https://doexercise.app/exercises/\(id)/type",
      ]
    }
    return links
  }

  /// A link as a mail campaign sends it: three `utm_*` parameters appended to its query.
  static func campaign(_ link: String) -> String {
    link + (link.contains("?") ? "&" : "?") + "utm_source=newsletter&utm_medium=email&utm_campaign=spring-2025"
  }

  func codec() -> ExerciseCodec {
    ExerciseCodec(catalog: catalog, ids: .constant(UUID(sequential: 1)), clock: .fixed(Workload.now))
  }

  /// The small snapshot: a history, and an edit form with unsaved changes and its discard alert.
  var smallState: NavigationState {
    var draft = catalog.exercises[4]
    draft.title = "Lac Léman crossing 🏊 (felt slow)"
    draft.distance = 1.25
    return NavigationState(
      exercises: .init(path: [.history(draft.type)], destination: .edit(.init(draft: draft, destination: .discard))))
  }

  /// The artificial snapshot with a 10,000-route path, to expose per-element cost.
  var largeState: NavigationState {
    var state = smallState
    state.exercises.path = (0..<10_000).map { index in
      index % 2 == 0 ? .history(.running) : .detail(catalog.exercises[index % catalog.count].id)
    }
    return state
  }
}
