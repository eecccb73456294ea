// Memory: each parser reads only the buffer it is lent, for the call, within its count.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Reading a link field's value from its decoded text, byte by byte. The only unsafe code is
// the lending of a string's UTF-8 bytes (`withUTF8`) to the readers, which read them within
// the call and keep no pointer.

/// A link field's value as text: how each kind reads and prints.
@usableFromInline enum LinkValueText {
  /// The value `text` spells as a field of `kind`; `nil` when it does not read as that kind.
  @usableFromInline static func read(_ text: String, as kind: LinkFieldKind) -> LinkValue? {
    var text = text
    return text.withUTF8 { bytes in
      switch kind {
      case .uuid: UUIDText.parse(utf8: bytes).map(LinkValue.uuid)
      case .keyword(let words): words.firstIndex { $0.utf8.elementsEqual(bytes) }.map(LinkValue.keyword)
      case .text, .path: .text(String(decoding: bytes, as: UTF8.self))
      case .number: LinkFieldKind.parseNumber(bytes).map(LinkValue.number)
      case .date: Timestamp.parse(utf8: bytes).map(LinkValue.date)
      case .integer(let range): LinkFieldKind.parseInteger(bytes, in: range).map(LinkValue.integer)
      case .bool: LinkFieldKind.parseBool(bytes).map(LinkValue.bool)
      }
    }
  }

  /// The text a field of `kind` prints for `value`, before escaping; `nil` for a value of
  /// another kind or one the kind cannot print (a keyword index past its words, an integer
  /// out of its range, a number that is not finite, a date outside the years 0000 to 9999).
  static func write(_ value: LinkValue, as kind: LinkFieldKind) -> String? {
    switch (kind, value) {
    case (.uuid, .uuid(let uuid)): UUIDText.format(uuid)
    case (.keyword(let words), .keyword(let index)): words.indices.contains(index) ? words[index] : nil
    case (.text, .text(let text)), (.path, .text(let text)): text
    case (.number, .number(let number)): number.isFinite ? ECMAScriptNumber.format(number) : nil
    case (.date, .date(let date)): Timestamp.canRepresent(date) ? Timestamp.format(date) : nil
    case (.integer(let range), .integer(let integer)): range.contains(integer) ? String(integer) : nil
    case (.bool, .bool(let bool)): bool ? "true" : "false"
    default: nil
    }
  }
}

extension LinkFieldKind {
  /// What a value of this kind looks like, for the message refusing `found`: a well-formed
  /// integer beyond the range names the range, which ``expected`` leaves out for the widest
  /// ones.
  func expected(refusing found: String) -> String {
    guard case .integer(let range) = self, LinkValueText.read(found, as: .integer(Int128.min...Int128.max)) != nil
    else {
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
