#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The type of a path capture or query parameter; it drives both reading and printing.
public enum LinkFieldKind: Sendable, Hashable {
  /// A UUID, read in either case and printed lowercase.
  case uuid
  /// One of a fixed list of lowercase words, such as an enum's cases; the value is the index.
  case keyword([String])
  /// Any text (percent-decoded; printed with minimal percent-encoding).
  case text
  /// A finite decimal number in JSON's grammar, printed in ECMAScript's form.
  case number
  /// An ISO 8601 timestamp in UTC, kept to the millisecond, such as `2025-04-02T07:00:00Z`.
  case date
  /// An integer in a range, read exactly from its decimal digits (no fraction, exponent or
  /// leading zero) and printed the same way.
  case integer(ClosedRange<Int128>)
  /// `true` or `false`.
  case bool
  /// Text that spans the rest of the path: one or more segments, each percent-decoded, joined
  /// with `/` (`{path:path}` reads `/files/a/b%20c` as `a/b c`). Only the last segment of a
  /// pattern can be one, and never a query parameter; the grammar refuses it elsewhere when
  /// it is built.
  case path

  /// What a value of this kind looks like, for error messages.
  public var expected: String {
    switch self {
    case .uuid: "a UUID such as 6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
    case .keyword(let words): "one of " + words.joined(separator: ", ")
    case .text: "text"
    case .number: "a finite decimal number such as 5.2"
    case .date: "an ISO 8601 date in the years 0000 to 9999 such as 2025-04-02T07:00:00Z"
    case .integer(let range):
      range.lowerBound <= Int128(Int64.min) && range.upperBound >= Int128(Int64.max)
        ? "an integer such as 42" : Self.integer(in: range)
    case .bool: "true or false"
    case .path: "a path of one or more segments such as docs/intro"
    }
  }
}

/// A typed value read from, or printed into, a link.
///
/// A type of the app's own reads it by its case:
///
/// ```swift
/// init?(linkValue: LinkValue) {
///   guard case .text(let text) = linkValue, !text.isEmpty else { return nil }
///   self.text = text
/// }
/// ```
public enum LinkValue: Sendable, Hashable {
  /// A ``LinkFieldKind/uuid`` value.
  case uuid(UUID)
  /// A ``LinkFieldKind/keyword(_:)`` value: the index of the word.
  case keyword(Int)
  /// A ``LinkFieldKind/text`` value.
  case text(String)
  /// A ``LinkFieldKind/number`` value.
  case number(Double)
  /// A ``LinkFieldKind/date`` value.
  case date(Date)
  /// A ``LinkFieldKind/integer(_:)`` value.
  case integer(Int128)
  /// A ``LinkFieldKind/bool`` value.
  case bool(Bool)
}
