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
/// An app's own value type conforms by naming the kind it is written as, and converting:
///
/// ```swift
/// struct Slug: LinkFieldValue {
///   var text: String
///   static var linkFieldKind: LinkFieldKind { .text }
///   static var linkSample: Slug? { Slug(text: "sample") }
///   init?(linkValue: LinkValue) { guard let text = linkValue.text, !text.isEmpty else { return nil }; self.text = text }
///   var linkValue: LinkValue? { .text(text) }
/// }
/// ```
public protocol LinkFieldValue: LinkQueryValue where LinkField == Self {
  /// How the value is written in a link.
  static var linkFieldKind: LinkFieldKind { get }
  /// A value every grammar that declares a field of this type prints and reads back, to
  /// check the route when the grammar is built; `nil` for a type with no values, which no
  /// route can carry.
  static var linkSample: Self? { get }
  /// The value a link's value of ``linkFieldKind`` stands for; `nil` when the type refuses
  /// it, which reading reports as `invalid-parameter` at the field.
  init?(linkValue: LinkValue)
  /// The value as a link writes it; `nil` when it has no link form, which printing reports
  /// as `not-linkable`, naming the field.
  var linkValue: LinkValue? { get }
}

/// A Swift type a query parameter carries: a ``LinkFieldValue``, or an `Optional` of one
/// for a parameter a link may leave out.
public protocol LinkQueryValue: Sendable {
  /// The type a given parameter reads as.
  associatedtype LinkField: LinkFieldValue
  /// The value for a parameter the link gives (`field`) or leaves out (`nil`); `nil` when
  /// the parameter must be given.
  static func linkQueryValue(_ field: LinkField?) -> Self?
  /// The parameter to print, or `nil` to leave it out.
  var linkQueryField: LinkField? { get }
}

extension LinkFieldValue {
  /// A given parameter reads as itself; one left out is missing.
  @inlinable
  public static func linkQueryValue(_ field: Self?) -> Self? { field }

  /// The value itself: a required parameter is always printed.
  @inlinable
  public var linkQueryField: Self? { self }
}

extension Optional: LinkQueryValue where Wrapped: LinkFieldValue {
  /// A parameter left out reads as `nil`.
  @inlinable
  public static func linkQueryValue(_ field: Wrapped?) -> Wrapped?? { .some(field) }

  /// `nil` is left out of the link.
  @inlinable
  public var linkQueryField: Wrapped? { self }
}
