/// The result of running one golden case.
public struct GoldenOutcome: Sendable {
  /// The case.
  public var goldenCase: GoldenCase
  /// The expectation as recorded.
  public var expected: String
  /// What the app gives now: the text recording would write.
  public var actual: String
  /// Why the case fails even when recorded (a refused link in `valid/`), if it does.
  public var violation: String?

  /// Whether the case passes.
  public var passed: Bool { violation == nil && normalized(expected) == normalized(actual) }

  /// Whether recording may write ``actual``: never over a case's input (a valid snapshot is
  /// its own expectation; a link case file must stay byte for byte what its author wrote).
  var recordable: Bool { violation == nil && writesOnlyExpectation }
  /// Whether writing ``actual`` leaves the case's input as it is.
  var writesOnlyExpectation = true

  private func normalized(_ text: String) -> String { text.replacing("\r\n", with: "\n") }
}
