/// One case of a golden fixtures directory: its input and the file holding its expectation.
public struct GoldenCase: Sendable, CustomStringConvertible, Hashable {
  /// What a case checks.
  public enum Kind: String, Sendable, Hashable {
    /// A link that must open a state, printing back to itself.
    case validLink
    /// A non-canonical spelling that must open a state and print canonically.
    case spellingLink
    /// A link that must be refused.
    case refusedLink
    /// A snapshot that must round-trip byte for byte and resolve unchanged.
    case validSnapshot
    /// A snapshot that must be refused.
    case refusedSnapshot
    /// A snapshot resolved leniently.
    case lenientSnapshot
    /// A link's `explain` text.
    case explainText
    /// A link's `explain --json` output.
    case explainJSON
    /// The page `routes --html` writes for the fixtures' catalog.
    case routesPage
  }

  /// What the case checks.
  public var kind: Kind
  /// The input file, relative to the fixtures directory.
  public var input: String
  /// The expectation file (the input itself for links and valid snapshots; one of two for an
  /// `explain` case, whose text and JSON are each a case).
  public var expected: String

  /// The case's name: its input path.
  public var description: String { input }
}
