/// What a link carried beside its route: the ignorable parameters it gave and its fragment.
///
/// Neither changes what the link opens, and printing never writes them back; they are the
/// app's to use, for its analytics say. Both are untrusted text from the link, decoded and
/// limited only by the grammar's ``Limits/urlLength``: escape them before showing or logging.
public struct LinkExtras: Sendable, Hashable {
  /// The ignorable parameters (``IgnorableParameters``) the link gave, in link order,
  /// repeats included.
  public var ignoredParameters: [Parameter]
  /// The fragment (after `#`), percent-decoded; `""` for a bare `#`, `nil` without one.
  public var fragment: String?

  /// One query parameter: its name and value, percent-decoded, `+` read as a space.
  public struct Parameter: Sendable, Hashable {
    /// The parameter's name.
    public var name: String
    /// The parameter's value.
    public var value: String

    /// Creates a parameter.
    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Creates extras; by default, none.
  public init(ignoredParameters: [Parameter] = [], fragment: String? = nil) {
    self.ignoredParameters = ignoredParameters
    self.fragment = fragment
  }

  /// Whether the link carried no ignorable parameter and no fragment.
  public var isEmpty: Bool { ignoredParameters.isEmpty && fragment == nil }
}
