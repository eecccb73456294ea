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

  /// What to show in a test failure.
  public var description: String {
    switch kind {
    case .differs: "golden file \(path) differs:\n\(diff)"
    case .missing: "no golden file at \(path); run with \(GoldenFile.recordVariable)=1 to record it"
    case .recorded: "recorded \(path); review it, then run again without \(GoldenFile.recordVariable)"
    }
  }
}
