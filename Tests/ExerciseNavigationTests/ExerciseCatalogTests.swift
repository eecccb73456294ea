import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

@Suite struct ExerciseCatalogTests {
  @Test func sampleCatalogIsTheFixtureByteForByte() throws {
    let encoded = ExerciseCatalog.sample.encode()
    let url = FixturePaths.fixtures.appendingPathComponent("catalog.json")
    if FixturePaths.isRecording {
      try Data(encoded).write(to: url)
      Issue.record("recorded Fixtures/catalog.json; run again without NAVIGATION_RECORD")
      return
    }
    #expect(
      String(decoding: try FixturePaths.read("catalog.json"), as: UTF8.self) == String(decoding: encoded, as: UTF8.self)
    )
  }

  @Test func sampleCatalogCoversWhatTheFixturesNeed() {
    let exercises = ExerciseCatalog.sample.exercises
    #expect(exercises.count >= 6)
    #expect(Set(exercises.map(\.type)) == Set(Exercise.Mode.allCases))
    #expect(exercises.contains { !$0.isFinished })
    #expect(exercises.contains { $0.title.unicodeScalars.contains { !$0.isASCII } })
    #expect(
      exercises.contains { exercise in
        [exercise.starts, exercise.finished].compactMap { $0 }.contains { $0.millisecondsSince1970 % 1000 != 0 }
      })
  }

  @Test func decodeRoundTripsAndLooksUpByID() throws {
    let catalog = try ExerciseCatalog.decode(ExerciseCatalog.sample.encode())
    #expect(catalog == ExerciseCatalog.sample)
    for exercise in catalog.exercises { #expect(catalog[exercise.id] == exercise) }
    #expect(catalog[UUID(sequential: 42)] == nil)
  }

  @Test func repeatedIDIsRefusedAtItsLocation() throws {
    let first = try #require(ExerciseCatalog.sample.exercises.first)
    let bytes = ExerciseCatalog([first]).encode()
    var text = String(decoding: bytes, as: UTF8.self)
    let item = String(text.split(separator: "[", maxSplits: 1)[1].dropLast(4))
    text = "{\"exercises\": [\(item), \(item)]}"
    let error = refusal { () throws(NavigationError) in try ExerciseCatalog.decode(Array(text.utf8)) }
    #expect(Refused(error) == Refused("duplicate-exercise", "/exercises/1/id"))
  }

  @Test func removeKeepsLookupsRight() {
    var catalog = ExerciseCatalog.sample
    let removed = catalog.exercises[1]
    catalog.remove(id: removed.id)
    #expect(catalog[removed.id] == nil)
    for exercise in catalog.exercises { #expect(catalog[exercise.id] == exercise) }
  }
}
