import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Input over a limit is refused before it is read: the cost is that of the limit, not of
/// the input.
@Suite struct LimitTests {
  /// A byte collection that counts how many elements anyone reads.
  final class Counting: Collection, @unchecked Sendable {
    let count: Int
    private(set) var reads = 0
    init(count: Int) { self.count = count }
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after index: Int) -> Int { index + 1 }
    subscript(position: Int) -> UInt8 {
      reads += 1
      return UInt8(ascii: "[")
    }
  }

  @Test func hundredMegabyteSnapshotIsRefusedWithoutReadingIt() {
    let input = Counting(count: 100_000_000)
    let error = refusal { () throws(NavigationError) in try NavigationState.snapshotFormat.decode(input) }
    #expect(Refused(error) == Refused("limit-exceeded", "input"))
    #expect(input.reads == 0)
  }

  @Test func hundredMegabyteLinkIsRefusedByItsLength() {
    let link = "doexercise://exercises/new?title=" + String(repeating: "a", count: 100_000_000)
    let error = refusal { () throws(NavigationError) in try ExerciseLinks().match(link: link) }
    #expect(Refused(error) == Refused("limit-exceeded", "input"))
  }

  @Test func linkAtTheLimitIsReadAndOneByteMoreIsNot() throws {
    let prefix = "doexercise://exercises/new?title="
    let atLimit = prefix + String(repeating: "a", count: 8192 - prefix.utf8.count)
    let parsed = try ExerciseLinks().match(link: atLimit)
    let title = String(repeating: "a", count: 8192 - prefix.utf8.count)
    #expect(parsed == .exercises(.add(title: title, type: nil, distance: nil, starts: nil, finished: nil)))
    let error = refusal { () throws(NavigationError) in try ExerciseLinks().match(link: atLimit + "a") }
    #expect(Refused(error) == Refused("limit-exceeded", "input"))
  }

  @Test func linksOfTheMostPiecesTheLimitAllowsGiveCleanErrors() {
    // Thousands of segments or query items: more than the reader keeps on the stack, so these
    // are read a second time with room for every piece.
    let segments = "doexercise://exercises" + String(repeating: "/a", count: (8192 - 22) / 2)
    let manySegments = refusal { () throws(NavigationError) in try ExerciseLinks().match(link: segments) }
    #expect(Refused(manySegments) == Refused("invalid-parameter", "path/1"))
    let items = "doexercise://exercises/new?" + String(repeating: "&title=a", count: 1000).dropFirst()
    let manyItems = refusal { () throws(NavigationError) in try ExerciseLinks().match(link: items) }
    #expect(Refused(manyItems) == Refused("duplicate-parameter", "query/title"))
    let badLast = String(repeating: "/a", count: 3000) + "/%"
    let lastSegment = refusal { () throws(NavigationError) in
      try ExerciseLinks().match(link: "doexercise://exercises" + badLast)
    }
    #expect(Refused(lastSegment) == Refused("malformed-url", "path/3001"))
  }

  @Test func hundredThousandLevelsOfNestingGiveACleanError() throws {
    let bytes = try FixturePaths.corpus("jsontestsuite/test_parsing/n_structure_100000_opening_arrays.json")
    let error = refusal { () throws(NavigationError) in try NavigationState.snapshotFormat.decode(bytes) }
    #expect(Refused(error) == Refused("limit-exceeded", "line 1, column 65"))
    let objects = Array(String(repeating: "{\"a\":", count: 100_000).utf8)
    let nested = refusal { () throws(NavigationError) in try NavigationState.snapshotFormat.decode(objects) }
    #expect(Refused(nested) == Refused("limit-exceeded", "line 1, column 321"))
  }

  @Test func limitsAreConfigurable() throws {
    let tight = Limits(urlLength: 40, snapshotSize: 100, nestingDepth: 2)
    let links = try ExerciseLinks(limits: tight)
    let link = refusal { () throws(NavigationError) in
      try links.match(link: "doexercise://exercises/new?title=abcdefghij")
    }
    #expect(Refused(link) == Refused("limit-exceeded", "input"))
    let snapshot = try NavigationState.snapshotFormat.encode(NavigationState())
    let size = refusal { () throws(NavigationError) in
      try NavigationState.snapshotFormat(limits: tight).decode(snapshot)
    }
    #expect(Refused(size) == Refused("limit-exceeded", "input"))
    let depth = refusal { () throws(NavigationError) in
      try NavigationState.snapshotFormat(limits: tight).decode(Array(#"{"exercises": {"path": []}}"#.utf8))
    }
    #expect(Refused(depth) == Refused("limit-exceeded", "line 1, column 24"))
  }
}
