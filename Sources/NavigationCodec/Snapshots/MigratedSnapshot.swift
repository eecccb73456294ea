/// A snapshot read in its current shape, with the history of how it got there.
public struct MigratedSnapshot<Value> {
  /// The value read.
  public var value: Value
  /// The version the snapshot was written in.
  public var version: Int
  /// The names of the migrations that ran, in order; empty when the snapshot was current.
  public var migrations: [String]
  /// The parts migrations refused and lenient reading dropped; always empty under the strict
  /// policy.
  public var dropped: [DroppedPart]

  /// Creates a reading.
  package init(value: Value, version: Int, migrations: [String] = [], dropped: [DroppedPart] = []) {
    self.value = value
    self.version = version
    self.migrations = migrations
    self.dropped = dropped
  }

  /// Whether every part of the snapshot was kept.
  public var isComplete: Bool { dropped.isEmpty }
}

extension MigratedSnapshot: Sendable where Value: Sendable {}
extension MigratedSnapshot: Equatable where Value: Equatable {}
extension MigratedSnapshot: Hashable where Value: Hashable {}
