extension NavigationError {
  /// A stable, documented refusal code such as `unknown-exercise`.
  ///
  /// Codes are strings so that new ones can be added without breaking a `switch` in user
  /// code; compare against the static members.
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The code as it appears in output, for example `invalid-draft`.
    public let rawValue: String

    /// Creates a code from its spelling.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The code's spelling.
    public var description: String { rawValue }

    /// The layer this code belongs to; resolution codes and `not-linkable` are
    /// ``NavigationError/Layer/resolution``, everything else is syntax.
    public var layer: Layer {
      Self.resolutionCodes.contains(self) ? .resolution : .syntax
    }

    private static let resolutionCodes: Set<Code> = [
      .unknownExercise, .duplicateExercise, .invalidDraft, .impossiblePath, .typeMismatch,
      .impossibleDestination, .nothingToDiscard, .notLinkable,
    ]
  }
}

// Resolution codes.
extension NavigationError.Code {
  /// A detail, alert, dialog or edit names an id the catalog lacks.
  public static let unknownExercise = Self(rawValue: "unknown-exercise")
  /// An add draft's id already exists in the catalog.
  public static let duplicateExercise = Self(rawValue: "duplicate-exercise")
  /// A draft with a bad title, distance or dates.
  public static let invalidDraft = Self(rawValue: "invalid-draft")
  /// A stack shape the app cannot show.
  public static let impossiblePath = Self(rawValue: "impossible-path")
  /// An exercise shown under the history of another type.
  public static let typeMismatch = Self(rawValue: "type-mismatch")
  /// A destination presented over a screen that cannot present it.
  public static let impossibleDestination = Self(rawValue: "impossible-destination")
  /// A discard alert over a form that has nothing to discard.
  public static let nothingToDiscard = Self(rawValue: "nothing-to-discard")
  /// A state that has no link form, when printing a link.
  public static let notLinkable = Self(rawValue: "not-linkable")
}

// Syntax codes.
extension NavigationError.Code {
  /// Input over a configured limit (see ``Limits``).
  public static let limitExceeded = Self(rawValue: "limit-exceeded")
  /// Text that is not a well-formed URL of the accepted shape.
  public static let malformedURL = Self(rawValue: "malformed-url")
  /// A URL whose scheme or host is not on the allow-list.
  public static let unsupportedOrigin = Self(rawValue: "unsupported-origin")
  /// A URL path that matches no route.
  public static let unknownRoute = Self(rawValue: "unknown-route")
  /// A path capture or query value that does not have the expected form.
  public static let invalidParameter = Self(rawValue: "invalid-parameter")
  /// A query parameter given more than once.
  public static let duplicateParameter = Self(rawValue: "duplicate-parameter")
  /// A query parameter the route does not allow.
  public static let unknownParameter = Self(rawValue: "unknown-parameter")
  /// Bytes that are not JSON.
  public static let malformedJSON = Self(rawValue: "malformed-json")
  /// A snapshot whose `format` is missing or names another format.
  public static let unsupportedFormat = Self(rawValue: "unsupported-format")
  /// A snapshot of a version this build does not read.
  public static let unsupportedVersion = Self(rawValue: "unsupported-version")
  /// A required field that is absent.
  public static let missingField = Self(rawValue: "missing-field")
  /// A field the schema does not have, or a field given twice.
  public static let unexpectedField = Self(rawValue: "unexpected-field")
  /// A field whose value has the wrong type or form.
  public static let invalidValue = Self(rawValue: "invalid-value")
}
