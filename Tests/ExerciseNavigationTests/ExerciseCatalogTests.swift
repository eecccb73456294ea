import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

@Suite struct ExerciseCatalogTests {
  @Test func sampleCatalogIsTheFixtureByteForByte() throws {
    let encoded = try ExerciseCatalog.sample.encode()
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
    let bytes = try ExerciseCatalog([first]).encode()
    var text = String(decoding: bytes, as: UTF8.self)
    let item = String(text.split(separator: "[", maxSplits: 1)[1].dropLast(4))
    text = "{\"exercises\": [\(item), \(item)]}"
    let error = refusal { () throws(NavigationError) in try ExerciseCatalog.decode(Array(text.utf8)) }
    #expect(Refused(error) == Refused("duplicate-exercise", "/exercises/1/id"))
  }

  @Test func anUnknownFieldIsRefusedBeforeARepeatedID() throws {
    // The file's shape is checked first, as for snapshots: an unknown field in an item after
    // the repeated one is the refusal.
    let first = try #require(ExerciseCatalog.sample.exercises.first)
    let bytes = try ExerciseCatalog([first]).encode()
    var text = String(decoding: bytes, as: UTF8.self)
    let item = String(text.split(separator: "[", maxSplits: 1)[1].dropLast(4))
    let extra = item.replacing("\"distance\"", with: "\"colour\": \"red\", \"distance\"")
    text = "{\"exercises\": [\(item), \(item), \(extra)]}"
    let error = refusal { () throws(NavigationError) in try ExerciseCatalog.decode(Array(text.utf8)) }
    #expect(Refused(error) == Refused("unexpected-field", "/exercises/2/colour"))
  }

  @Test func removeKeepsLookupsRight() {
    var catalog = ExerciseCatalog.sample
    let removed = catalog.exercises[1]
    catalog.remove(id: removed.id)
    #expect(catalog[removed.id] == nil)
    for exercise in catalog.exercises { #expect(catalog[exercise.id] == exercise) }
  }

  /// Random upserts and removals, checked after every step against a dictionary.
  ///
  /// The index grows, replaces and rebuilds without losing an id. Sequential ids (all but one
  /// byte zero) are the least random the hash sees.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func lookupsAgreeWithADictionaryThroughRandomEdits(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var catalog = ExerciseCatalog()
    var reference: [UUID: Exercise] = [:]
    let template = ExerciseCatalog.sample.exercises[0]
    for step in 0..<600 {
      let id = UUID(sequential: random.next() % 300)
      if random.next() % 4 == 0 {
        catalog.remove(id: id)
        reference[id] = nil
      } else {
        var exercise = template
        exercise.id = id
        exercise.title = "step \(step)"
        catalog.upsert(exercise)
        reference[id] = exercise
      }
      #expect(catalog.count == reference.count)
      #expect(catalog[id] == reference[id])
    }
    for value in 0..<300 as Range<UInt64> {
      let id = UUID(sequential: value)
      #expect(catalog[id] == reference[id])
      #expect(catalog.contains(id) == (reference[id] != nil))
    }
    #expect(Set(catalog.exercises.map(\.id)) == Set(reference.keys))
  }

  @Test func equalCatalogsCompareEqualWhateverTheirHistory() {
    // Grown one exercise at a time, with a replacement and a removal on the way: its index
    // has another size and layout than the sample's, built in one go.
    var grown = ExerciseCatalog()
    let exercises = ExerciseCatalog.sample.exercises
    var extra = exercises[0]
    extra.id = UUID(sequential: 9_999)
    grown.upsert(extra)
    for exercise in exercises { grown.upsert(exercise) }
    grown.upsert(exercises[2])
    grown.remove(id: extra.id)
    #expect(grown == ExerciseCatalog.sample)
    #expect(grown.hashValue == ExerciseCatalog.sample.hashValue)
  }
}
