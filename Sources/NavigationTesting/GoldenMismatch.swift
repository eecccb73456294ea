/// A golden check that did not pass.
public struct GoldenMismatch: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the check did not pass.
  public enum Kind: Sendable, Hashable {
    /// The file differs from the actual text.
    case differs
    /// There is no golden file yet.
    case missing
    /// The file was just written because recording was asked for.
    case recorded
  }

  /// The golden file's path.
  public var path: String
  /// Why the check did not pass.
  public var kind: Kind
  /// The unified diff, expected against actual, when the file differs.
  public var diff: String
  /// When the file differs only in UUIDs or ISO 8601 dates, which of them; empty when it
  /// differs in anything else, or does not differ.
  ///
  /// Such a file was recorded from models that make their own ids or read the system clock,
  /// so it fails on every run: build them with `IDGenerator.sequential()` and
  /// `DateSource.fixed(_:)`.
  public var unstableValues: UnstableValues = []

  /// The unstable values the file differs in, in words.
  private var unstableNames: String {
    switch (unstableValues.contains(.ids), unstableValues.contains(.dates)) {
    case (true, true): "ids (UUIDs) and dates"
    case (true, false): "ids (UUIDs)"
    default: "dates"
    }
  }

  /// What to show in a test failure.
  public var description: String {
    switch kind {
    case .differs where !unstableValues.isEmpty:
      "golden file \(path) differs only in \(unstableNames), which change on every run: build the models with "
        + "sequential ids and a fixed clock (IDGenerator.sequential(), DateSource.fixed(_:)) and record again:\n\(diff)"
    case .differs: "golden file \(path) differs:\n\(diff)"
    case .missing: "no golden file at \(path); run with \(GoldenFile.recordVariable)=1 to record it"
    case .recorded: "recorded \(path); review it, then run again without \(GoldenFile.recordVariable)"
    }
  }
}
