import Testing

@testable import NavigationCodec

/// Limits and versions near `Int.max` are clamped or refused at the call, never a trap.
@Suite struct LimitsTests {
  @Test(arguments: [Int.min, -1, 0, 7, Limits.maximumSize, Int(Int32.max), .max])
  func everyLimitIsClampedToItsRange(_ value: Int) {
    var limits = Limits(urlLength: value, snapshotSize: value, nestingDepth: value)
    let size = min(max(value, 0), Limits.maximumSize)
    let depth = min(max(value, 0), Limits.maximumNestingDepth)
    #expect(limits.urlLength == size && limits.snapshotSize == size && limits.nestingDepth == depth)
    limits = .default
    limits.urlLength = value
    limits.snapshotSize = value
    limits.nestingDepth = value
    #expect(limits.urlLength == size && limits.snapshotSize == size && limits.nestingDepth == depth)
  }

  @Test func aDocumentIsReadUnderTheLargestLimits() throws {
    let reader = JSONReader(limits: Limits(urlLength: .max, snapshotSize: .max, nestingDepth: .max))
    #expect(try reader.read("[[1]]") == .array([.array([.number(1)])]))
  }

  struct Empty: Codable, Equatable {}

  @Test func aMigrationFromTheLargestVersionIsNeverRun() throws {
    let last = SnapshotMigration("last", from: .max) { _ in }
    let first = SnapshotMigration("first", from: .max - 1) { _ in }
    #expect(last.target == nil && first.target == .max)
    let envelope = SnapshotEnvelope(format: "f", version: 2, migrations: [last, first])
    #expect(envelope.versions == [2])
    let format = SnapshotFormat<Empty>(name: "f", version: 1, migrations: [last])
    #expect(try format.decode(format.encode(Empty())) == Empty())
  }

  @Test(arguments: [Int.max, Int.min, 1 << 53, -(1 << 53)])
  func aVersionJSONCannotHoldExactlyIsRefusedAtEncode(_ version: Int) {
    let format = SnapshotFormat<Empty>(name: "f", version: version)
    let error = #expect(throws: NavigationError.self) { _ = try format.encode(Empty()) }
    #expect(error?.code == .invalidValue && error?.location == .pointer("/version"))
  }
}
