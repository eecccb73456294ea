extension NavigationError {
  /// A stable, documented refusal code such as `malformed-json`, and the layer it belongs to.
  ///
  /// Codes are strings so that new ones can be added without breaking a `switch` in user
  /// code; compare against the static members. An app declares its own resolution codes with
  /// ``init(_:layer:)``, and they are classed resolution everywhere (a tool's exit status
  /// included) with no change to the engine:
  ///
  /// ```swift
  /// extension NavigationError.Code {
  ///   static let unknownBook = Self("unknown-book", layer: .resolution)
  /// }
  /// ```
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The code as it appears in output, for example `invalid-value`.
    public let rawValue: String
    /// The layer the code belongs to: syntax (text to value) or resolution (value to state).
    public let layer: Layer

    /// Creates a code from its spelling.
    ///
    /// It is a resolution code when it is one of the engine's (`not-linkable`,
    /// `unknown-module`, `unknown-element`, `unknown-requirement`, `requirement-failed`), a
    /// syntax code otherwise; declare an app's
    /// resolution codes with ``init(_:layer:)``.
    public init(rawValue: String) {
      self.rawValue = rawValue
      layer = Self.engineResolutionCodes.contains(rawValue) ? .resolution : .syntax
    }

    private static let engineResolutionCodes: Set = [
      "not-linkable", "unknown-module", "unknown-element", "unknown-requirement", "requirement-failed",
    ]

    /// Creates a code of a given layer.
    public init(_ rawValue: String, layer: Layer) {
      self.rawValue = rawValue
      self.layer = layer
    }

    /// The code's spelling.
    public var description: String { rawValue }

    /// Codes are the same when they are spelled the same; the spelling is the code.
    public static func == (lhs: Code, rhs: Code) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the spelling.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  }
}

// Resolution codes of the engine.
extension NavigationError.Code {
  /// A state that has no link form, when printing a link.
  public static let notLinkable = Self("not-linkable", layer: .resolution)
  /// A path element of a module the app does not compose (see ``NavigationModules``).
  public static let unknownModule = Self("unknown-module", layer: .resolution)
  /// A path element whose case none of its module's registered types has.
  public static let unknownElement = Self("unknown-element", layer: .resolution)
  /// A saved held link waiting for a requirement the app does not declare (see ``LinkHold``).
  public static let unknownRequirement = Self("unknown-requirement", layer: .resolution)
  /// A requirement whose evaluation by the app threw, so a link could not be opened or held.
  public static let requirementFailed = Self("requirement-failed", layer: .resolution)
}

// Syntax codes.
extension NavigationError.Code {
  /// Input over a configured limit (see ``Limits``).
  public static let limitExceeded = Self("limit-exceeded", layer: .syntax)
  /// Text that is not a well-formed URL of the accepted shape.
  public static let malformedURL = Self("malformed-url", layer: .syntax)
  /// A URL whose scheme or host is not on the allow-list.
  public static let unsupportedOrigin = Self("unsupported-origin", layer: .syntax)
  /// A URL path that matches no route.
  public static let unknownRoute = Self("unknown-route", layer: .syntax)
  /// A path capture or query value that does not have the expected form.
  public static let invalidParameter = Self("invalid-parameter", layer: .syntax)
  /// A query parameter given more than once.
  public static let duplicateParameter = Self("duplicate-parameter", layer: .syntax)
  /// A query parameter the route does not allow.
  public static let unknownParameter = Self("unknown-parameter", layer: .syntax)
  /// Bytes that are not JSON.
  public static let malformedJSON = Self("malformed-json", layer: .syntax)
  /// A snapshot whose `format` is missing or names another format.
  public static let unsupportedFormat = Self("unsupported-format", layer: .syntax)
  /// A snapshot of a version this build does not read.
  public static let unsupportedVersion = Self("unsupported-version", layer: .syntax)
  /// A required field that is absent.
  public static let missingField = Self("missing-field", layer: .syntax)
  /// A field the schema does not have, or a field given twice.
  public static let unexpectedField = Self("unexpected-field", layer: .syntax)
  /// A field whose value has the wrong type or form.
  public static let invalidValue = Self("invalid-value", layer: .syntax)
}
