#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension UUID: LinkFieldValue {
  /// ``LinkFieldKind/uuid``: read in either case, printed lowercase.
  public static var linkFieldKind: LinkFieldKind { .uuid }
  /// The nil UUID.
  public static var linkSample: UUID? { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
  /// The UUID of a ``LinkValue/uuid(_:)``.
  public init?(linkValue: LinkValue) {
    guard case .uuid(let uuid) = linkValue else { return nil }
    self = uuid
  }
  /// ``LinkValue/uuid(_:)``.
  public var linkValue: LinkValue? { .uuid(self) }
}

extension String: LinkFieldValue {
  /// ``LinkFieldKind/text``: one path segment (no `/`, not empty, `.` or `..`), or any text
  /// in a query parameter.
  public static var linkFieldKind: LinkFieldKind { .text }
  /// `"sample"`.
  public static var linkSample: String? { "sample" }
  /// The text of a ``LinkValue/text(_:)``.
  public init?(linkValue: LinkValue) {
    guard case .text(let text) = linkValue else { return nil }
    self = text
  }
  /// ``LinkValue/text(_:)``.
  public var linkValue: LinkValue? { .text(self) }
}

extension Bool: LinkFieldValue {
  /// ``LinkFieldKind/bool``: `true` or `false`.
  public static var linkFieldKind: LinkFieldKind { .bool }
  /// `true`.
  public static var linkSample: Bool? { true }
  /// The Boolean of a ``LinkValue/bool(_:)``.
  public init?(linkValue: LinkValue) {
    guard case .bool(let bool) = linkValue else { return nil }
    self = bool
  }
  /// ``LinkValue/bool(_:)``.
  public var linkValue: LinkValue? { .bool(self) }
}

extension Double: LinkFieldValue {
  /// ``LinkFieldKind/number``: a finite decimal, printed in ECMAScript's shortest form.
  public static var linkFieldKind: LinkFieldKind { .number }
  /// `1.5`.
  public static var linkSample: Double? { 1.5 }
  /// The number of a ``LinkValue/number(_:)``.
  public init?(linkValue: LinkValue) {
    guard case .number(let number) = linkValue else { return nil }
    self = number
  }
  /// ``LinkValue/number(_:)``; `nil` (no link form) for infinities and NaN.
  public var linkValue: LinkValue? { isFinite ? .number(self) : nil }
}

extension Date: LinkFieldValue {
  /// ``LinkFieldKind/date``: ISO 8601 in UTC, kept to the millisecond.
  public static var linkFieldKind: LinkFieldKind { .date }
  /// 2025-01-01T00:00:00Z.
  public static var linkSample: Date? { Date(timeIntervalSince1970: 1_735_689_600) }
  /// The date of a ``LinkValue/date(_:)``.
  public init?(linkValue: LinkValue) {
    guard case .date(let date) = linkValue else { return nil }
    self = date
  }
  /// ``LinkValue/date(_:)``, written to the millisecond as snapshots are; `nil` (no link
  /// form) outside the years 0000 to 9999.
  public var linkValue: LinkValue? { Timestamp.canRepresent(self) ? .date(self) : nil }
}

extension LinkFieldValue where Self: FixedWidthInteger {
  /// ``LinkFieldKind/integer(_:)`` over the type's range (as far as `Int128` reaches), read
  /// exactly.
  public static var linkFieldKind: LinkFieldKind { .integer(Int128(clamping: Self.min)...Int128(clamping: Self.max)) }
  /// `1`.
  public static var linkSample: Self? { 1 }
  /// The integer of a ``LinkValue/integer(_:)`` in the type's range.
  public init?(linkValue: LinkValue) {
    guard case .integer(let integer) = linkValue, let value = Self(exactly: integer) else { return nil }
    self = value
  }
  /// ``LinkValue/integer(_:)``; `nil` (no link form) beyond `Int128`.
  public var linkValue: LinkValue? { Int128(exactly: self).map(LinkValue.integer) }
}

extension Int: LinkFieldValue {}
extension Int8: LinkFieldValue {}
extension Int16: LinkFieldValue {}
extension Int32: LinkFieldValue {}
extension Int64: LinkFieldValue {}
extension UInt: LinkFieldValue {}
extension UInt8: LinkFieldValue {}
extension UInt16: LinkFieldValue {}
extension UInt32: LinkFieldValue {}
extension UInt64: LinkFieldValue {}

extension LinkFieldValue where Self: RawRepresentable & CaseIterable, RawValue == String {
  /// ``LinkFieldKind/keyword(_:)`` of the raw values, in the order of `allCases`.
  public static var linkFieldKind: LinkFieldKind { .keyword(allCases.map(\.rawValue)) }
  /// The first case.
  public static var linkSample: Self? { allCases.first }
  /// The case of a ``LinkValue/keyword(_:)``'s index.
  @inlinable public init?(linkValue: LinkValue) {
    let cases = Self.allCases
    guard case .keyword(let index) = linkValue, index >= 0, index < cases.count else { return nil }
    self = cases[cases.index(cases.startIndex, offsetBy: index)]
  }
  /// ``LinkValue/keyword(_:)`` of the case's index, found by its raw value.
  @inlinable public var linkValue: LinkValue? {
    let cases = Self.allCases
    guard let found = cases.firstIndex(where: { $0.rawValue == rawValue }) else { return nil }
    return .keyword(cases.distance(from: cases.startIndex, to: found))
  }
}
