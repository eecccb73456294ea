import ExerciseNavigation
import Foundation
import NavigationCodec
import NavigationTesting
import Testing

@Suite struct GoldenFileTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("goldenfile-\(UUID())")
  let state = NavigationState(exercises: .init(path: [.history(.walking)]))

  @Test func recordThenCheckThenCatchAChange() throws {
    let path = directory.appendingPathComponent("walking.json").path
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = String(decoding: try NavigationState.snapshotFormat.encode(state), as: UTF8.self)

    let missing = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(text: text, against: path, environment: [:])
    }
    #expect(missing?.kind == .missing)

    let recorded = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(text: text, against: path, environment: ["NAVIGATION_RECORD": "1"])
    }
    #expect(recorded?.kind == .recorded)

    try GoldenFile.check(snapshotOf: state, against: path)

    let changed = NavigationState(exercises: .init(path: [.history(.running)]))
    let mismatch = #expect(throws: GoldenMismatch.self) { try GoldenFile.check(snapshotOf: changed, against: path) }
    #expect(mismatch?.kind == .differs)
    #expect(mismatch?.diff.contains("-          \"type\": \"walking\"\n+          \"type\": \"running\"") == true)
  }

  @Test func linkGoldensHoldTheCanonicalLink() throws {
    let path = directory.appendingPathComponent("walking.link").path
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("doexercise://history/walking\n".utf8).write(to: URL(fileURLWithPath: path))
    try GoldenFile.check(linkOf: state, catalog: .sample, now: Date(milliseconds: 0), against: path)
  }

  @Test func relativePathsAreResolvedFromTheCallingFile() throws {
    let error = #expect(throws: GoldenMismatch.self) {
      try GoldenFile.check(text: "x", against: "Goldens/none.txt", environment: [:])
    }
    #expect(error?.path.hasSuffix("Tests/NavigationTestingTests/Goldens/none.txt") == true)
  }
}
