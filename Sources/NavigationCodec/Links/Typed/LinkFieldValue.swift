/// A Swift type a link carries in a path segment or a query parameter: the engine reads and
/// prints it as a ``LinkFieldKind``.
///
/// `UUID`, `String`, `Bool`, `Double`, `Date`, `Int` and the fixed-width integers conform.
/// A `String`-backed `CaseIterable` enum conforms by declaring it, its raw values being the
/// link's words:
///
/// ```swift
/// enum Period: String, CaseIterable { case day, week, month }
/// extension Period: LinkFieldValue {}
/// ```
///
/// An app's own value type conforms by naming the kind it is written as, and converting; every
/// value it prints must read back as itself, so it checks its text wherever one is made:
///
/// ```swift
/// struct Slug: LinkFieldValue {
///   let text: String
///   static var linkFieldKind: LinkFieldKind { .text }
///   static var linkSample: Slug? { Slug("sample") }
///   init?(_ text: String) { guard !text.isEmpty else { return nil }; self.text = text }
///   init?(linkValue: LinkValue) { guard case .text(let text) = linkValue else { return nil }; self.init(text) }
///   var linkValue: LinkValue? { .text(text) }
/// }
/// ```
///
/// The type is `Encodable`, as the enum cases of typed routes that carry it are: printing a
/// route reads the case's values through the case's `Encodable` conformance. A keyword enum
/// or a struct of encodable values gets the conformance synthesised.
public protocol LinkFieldValue: LinkQueryValue, Encodable where LinkField == Self {
  /// How the value is written in a link.
  static var linkFieldKind: LinkFieldKind { get }
  /// What a link's value must be, for errors: "expected …" and "is not …". By default, what
  /// the kind expects (``LinkFieldKind/expected``); a type that refuses some values of its
  /// kind says which it takes, such as `"a timecode such as 01:02:03"`.
  static var linkExpectation: String { get }
  /// A value every grammar that declares a field of this type prints and reads back, to
  /// check the route when the grammar is built; `nil` for a type with no values, which no
  /// route can carry.
  static var linkSample: Self? { get }
  /// The value a link's value of ``linkFieldKind`` stands for; `nil` when the type refuses
  /// it, which reading reports as `invalid-parameter` at the field.
  init?(linkValue: LinkValue)
  /// The value as a link writes it; `nil` when it has no link form, which printing reports
  /// as `not-linkable`, naming the field.
  ///
  /// It must depend on the value alone, as `==` and `hash(into:)` do: the grammar may print
  /// a value of a small type from what it found for an equal one when the route was declared.
  var linkValue: LinkValue? { get }
}

/// A Swift type a query parameter carries: a ``LinkFieldValue``, or an `Optional` of one
/// for a parameter a link may leave out.
///
/// Both requirements have defaults for every ``LinkFieldValue`` and its `Optional`; an app
/// implements neither.
public protocol LinkQueryValue: Sendable {
  /// The type a given parameter reads as.
  associatedtype LinkField: LinkFieldValue
  /// The value of a parameter the link gives (`given`) or leaves out (`nil`).
  ///
  /// - Throws: An error when the type refuses the value, or a required parameter is left out;
  ///   the route reports it as `invalid-parameter` at the parameter.
  static func linkQueryValue(reading given: LinkValue?) throws -> Self
  /// The parameter to print, or `nil` to leave it out.
  ///
  /// - Throws: An error for a value with no link form, which printing reports as
  ///   `not-linkable`, naming the parameter.
  func linkQueryValue() throws -> LinkValue?
}

/// Why a field's value does not read from a link, or does not print: what the requirements
/// of ``LinkQueryValue`` throw.
@usableFromInline enum LinkFieldProblem: Error, Sendable, Hashable {
  /// The type refuses the link's value.
  case refused
  /// A required parameter is left out.
  case missing
  /// The value has no link form.
  case notLinkable
}

// The requirements take and return the link's values and `Self`, never an `Optional` of a
// generic type: a route reads its fields in a loop over a parameter pack, where each such
// type would be looked up in the runtime's metadata cache on every link. They throw only for
// a value that does not read or print, where boxing the error costs nothing that matters.

extension LinkFieldValue {
  /// What the kind expects.
  public static var linkExpectation: String { linkFieldKind.expected }

  /// A given value reads as the type reads it; a value left out is missing.
  @inlinable public static func linkQueryValue(reading given: LinkValue?) throws -> Self {
    guard let given else { throw LinkFieldProblem.missing }
    guard let value = Self(linkValue: given) else { throw LinkFieldProblem.refused }
    return value
  }

  /// The value's link form: a required parameter is always printed.
  @inlinable public func linkQueryValue() throws -> LinkValue? {
    guard let value = linkValue else { throw LinkFieldProblem.notLinkable }
    return value
  }
}

extension Optional: LinkQueryValue where Wrapped: LinkFieldValue {
  /// A given parameter reads as the wrapped type.
  public typealias LinkField = Wrapped

  /// A parameter left out reads as `nil`.
  public static func linkQueryValue(reading given: LinkValue?) throws -> Wrapped? {
    guard let given else { return .none }
    return .some(try Wrapped.linkQueryValue(reading: given))
  }

  /// `nil` is left out of the link.
  public func linkQueryValue() throws -> LinkValue? {
    guard case .some(let value) = self else { return nil }
    return try value.linkQueryValue()
  }
}
