import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ExerciseCatalog {
  /// The built-in sample catalog that `navlink` uses when no `--catalog` is given.
  ///
  /// This is the one source of these exercises: `Fixtures/catalog.json` is its canonical
  /// encoding, written by `navlink golden --record` and checked by `navlink golden`.
  public static let sample = ExerciseCatalog(sampleExercises.compactMap { $0 })

  // The literals below are known-good constants: an exercise with a typo in one is left out,
  // which the catalog golden reports.
  private static let sampleExercises = [
    exercise(
      "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f", 5.2, "Morning run", "2025-04-02T07:00:00Z", "2025-04-02T07:31:12Z",
      .running),
    exercise(
      "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a", 42.195, "Ride to the coast", "2025-04-05T09:15:00Z",
      "2025-04-05T11:02:30.250Z", .cycling),
    exercise(
      "3a7b9c1d-2e4f-4a6b-8c0d-1e2f3a4b5c6d", 1.5, "Lac Léman crossing 🏊", "2025-06-21T06:45:00Z",
      "2025-06-21T07:40:00Z", .swimming),
    exercise(
      "9b8a7c6d-5e4f-4321-9876-fedcba987654", 3, "Evening walk", "2025-04-06T18:30:00.125Z", "2025-04-06T19:05:00Z",
      .walking),
    exercise("c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f", 10, "Interval training", "2025-04-08T06:00:00Z", nil, .running),
    exercise(
      "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", 0.8, "Recovery swim", "2025-04-09T12:00:00Z", "2025-04-09T12:25:00Z",
      .swimming),
    exercise(
      "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", 18.25, "Commute", "2025-04-10T08:05:00Z", "2025-04-10T08:52:00Z", .cycling
    ),
  ]

  private static func exercise(
    _ id: String, _ distance: Double, _ title: String, _ starts: String, _ finished: String?,
    _ type: Exercise.Mode
  ) -> Exercise? {
    guard let id = UUID(uuidString: id), let starts = date(starts) else { return nil }
    return Exercise(
      id: id,
      distance: distance,
      title: title,
      starts: starts,
      finished: finished.flatMap(date),
      type: type
    )
  }

  /// A date from its text in the snapshot's form, read as a snapshot reads it.
  private static func date(_ text: String) -> Date? {
    try? CanonicalJSONDecoder().decode(Date.self, from: Array("\"\(text)\"".utf8))
  }
}
