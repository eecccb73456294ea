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
  /// An ISO 8601 timestamp (see ``Timestamp``).
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

  /// What a value of this kind looks like, for the message refusing `found`: a well-formed
  /// integer beyond the range names the range, which ``expected`` leaves out for the widest
  /// ones.
  func expected(refusing found: UnsafeBufferPointer<UInt8>) -> String {
    guard case .integer(let range) = self, Self.parseInteger(found, in: Int128.min...Int128.max) != nil else {
      return expected
    }
    return Self.integer(in: range)
  }

  /// An integer kind's expectation naming its range.
  static func integer(in range: ClosedRange<Int128>) -> String {
    "an integer from \(range.lowerBound) to \(range.upperBound)"
  }

  /// Reads an integer in decimal, as ``integer(_:)`` does: an optional `-`, then digits
  /// without a leading zero; `nil` for anything else or a value outside `range`.
  static func parseInteger(_ bytes: UnsafeBufferPointer<UInt8>, in range: ClosedRange<Int128>) -> Int128? {
    let negative = bytes.first == UInt8(ascii: "-")
    let digits = UnsafeBufferPointer(rebasing: bytes[(negative ? 1 : 0)...])
    // 39 digits hold every Int128; more is out of any range.
    guard !digits.isEmpty, digits.count <= 39, digits.count == 1 || digits[0] != UInt8(ascii: "0") else {
      return nil
    }
    var magnitude: UInt128 = 0
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(UInt128(digit))
      guard !overflow, !carry else { return nil }
      magnitude = sum
    }
    let value: Int128
    if negative {
      guard magnitude <= UInt128(Int128.max) + 1 else { return nil }
      value = magnitude == UInt128(Int128.max) + 1 ? .min : -Int128(magnitude)
    } else {
      guard magnitude <= UInt128(Int128.max) else { return nil }
      value = Int128(magnitude)
    }
    return range.contains(value) ? value : nil
  }

  /// Reads `true` or `false`, as ``bool`` does.
  static func parseBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    if bytes.elementsEqual("true".utf8) { return true }
    if bytes.elementsEqual("false".utf8) { return false }
    return nil
  }

  /// JSON's number grammar: no `+`, no leading zeros, no hex, no `NaN` or `inf`.
  static func parseNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else { return nil }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return nil }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        index += 1
      }
      guard digits() > 0 else { return nil }
    }
    guard index == bytes.count,
      let value = DecimalText.exactValue(bytes) ?? Double(String(decoding: bytes, as: UTF8.self)),
      value.isFinite
    else { return nil }
    // A non-zero literal that underflows to zero would silently change meaning.
    if value == 0 {
      let mantissa = bytes[integerStart..<(bytes.firstIndex { $0 | 0x20 == UInt8(ascii: "e") } ?? bytes.count)]
      if mantissa.contains(where: { (UInt8(ascii: "1")...UInt8(ascii: "9")).contains($0) }) { return nil }
    }
    return value
  }
}

/// A typed value read from, or printed into, a link.
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

  /// The UUID, if this is one.
  public var uuid: UUID? {
    if case .uuid(let value) = self { return value }
    return nil
  }

  /// The keyword index, if this is one.
  public var keyword: Int? {
    if case .keyword(let value) = self { return value }
    return nil
  }

  /// The text, if this is text.
  public var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The date, if this is one.
  public var date: Date? {
    if case .date(let value) = self { return value }
    return nil
  }

  /// The integer, if this is one.
  public var integer: Int128? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The Boolean, if this is one.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }
}
