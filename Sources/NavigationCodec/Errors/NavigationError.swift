/// A refusal: why an input could not become a navigation state, and where.
///
/// Every failure in the package is one of these. The ``code`` and the shape of the
/// ``location`` are stable API; the ``message`` is for people and its wording may change.
///
/// ```swift
/// do {
///   let session = try SnapshotFormat<Session>(name: "com.example.session", version: 1).decode(bytes)
/// } catch {
///   print(error)  // error[missing-field] at /path: expected a field "path"
/// }
/// ```
public struct NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The stable code that says what kind of refusal this is.
  public var code: Code
  /// Where the problem is.
  ///
  /// A JSON Pointer into the snapshot form of the state (`/path/1`), a URL
  /// component for link syntax (`scheme`, `host`, `path/2`, `query/title`), a text position
  /// for malformed JSON (`line 3, column 14`), or `input` for the input as a whole; its text
  /// (`description`) is the stable form.
  public var location: Location
  /// A readable explanation, saying what was expected and what was found.
  public var message: String

  /// Creates an error from its three parts.
  public init(_ code: Code, at location: Location, _ message: String) {
    self.code = code
    self.location = location
    self.message = message
  }

  /// Creates an error located by the text of its location (see ``Location/init(_:)``).
  public init(_ code: Code, at location: String, _ message: String) {
    self.init(code, at: Location(location), message)
  }

  /// The layer that produced the error: syntax (text to value) or resolution (value to state).
  public var layer: Layer { code.layer }

  /// The one-line form used by `navlink`: `error[<code>] at <location>: <message>`.
  ///
  /// The location and message have their control characters escaped, so input
  /// they quote (a decoded `%0A`, a terminal escape) can never break the line.
  public var description: String {
    "error[\(code.rawValue)] at \(SingleLineText.escaping(location.description)): \(SingleLineText.escaping(message))"
  }
}

extension NavigationError {
  /// The two layers an input passes through.
  public enum Layer: Sendable, Hashable {
    /// Text to a typed but unvalidated value: malformed URLs, bad JSON, unknown routes, limits.
    case syntax
    /// An unvalidated value checked against the app's data, and printing a state as a link.
    case resolution
  }

  /// Creates the error for an input over one of the ``Limits``.
  package static func limitExceeded(at location: Location, _ message: String) -> NavigationError {
    NavigationError(.limitExceeded, at: location, message)
  }
}
