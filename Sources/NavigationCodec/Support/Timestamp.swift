// Memory: reads only the bytes given, count checked; writes at most 24 into room checked before the first store.
#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// ISO 8601 timestamps as the snapshots and links write them: UTC, millisecond precision.
///
/// Writing gives `2025-04-02T07:00:00Z`, with `.SSS` only when the milliseconds are not zero.
/// Reading accepts `YYYY-MM-DDTHH:MM:SS`, an optional fraction of one to three digits, and `Z`
/// or an offset `±HH:MM`; every field is range-checked (no month 13, no February 30, no leap
/// second). Dates are kept to the millisecond, so a decoded value always writes back the same.
///
/// Only instants from `0000-01-01T00:00:00Z` to `9999-12-31T23:59:59.999Z` have this form
/// (``millisecondRange``). Reading refuses text whose offset moves it outside them
/// (`0000-01-01T00:30:00+01:00`), so that every date read writes back as text that reads.
package enum Timestamp {
  /// The instants a timestamp can name, in milliseconds since 1970-01-01T00:00:00Z: the
  /// four-digit years 0000 to 9999 in UTC.
  package static let millisecondRange: ClosedRange<Int64> = -62_167_219_200_000...253_402_300_799_999

  /// Whether a date, rounded to the millisecond, is one a timestamp can name.
  package static func canRepresent(_ date: Date) -> Bool {
    millisecondRange.contains(date.millisecondsSince1970)
  }

  /// Reads a timestamp, or returns `nil` when the text is not one.
  package static func parse(_ text: some StringProtocol) -> Date? {
    var text = String(text)
    return text.withUTF8 { parse(utf8: $0) }
  }

  /// Reads a timestamp from UTF-8 bytes, or returns `nil` when they are not one.
  static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count >= 20, bytes.count <= 29 else { return nil }
    // At most four digits, so the arithmetic cannot overflow and is left unchecked.
    func number(_ start: Int, _ count: Int) -> Int? {
      var value = 0
      var offset = start
      while offset < start &+ count {
        let digit = bytes[offset] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value &* 10 &+ Int(digit)
        offset &+= 1
      }
      return value
    }
    guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"),
      let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var index = 19
    var milliseconds = 0
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      var digits = 0
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
        guard digits < 3 else { return nil }
        milliseconds = milliseconds * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        digits += 1
        index += 1
      }
      guard digits > 0 else { return nil }
      for _ in digits..<3 { milliseconds *= 10 }
    }
    var offsetMinutes = 0
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "Z"):
      index += 1
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      guard bytes.count - index == 6, bytes[index + 3] == UInt8(ascii: ":"),
        let offsetHours = number(index + 1, 2), let offsetMins = number(index + 4, 2),
        offsetHours < 24, offsetMins < 60
      else { return nil }
      offsetMinutes = (offsetHours * 60 + offsetMins) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
      index += 6
    default:
      return nil
    }
    guard index == bytes.count else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60 + second
    let total = Int64(seconds) * 1000 + Int64(milliseconds)
    // An offset can carry a year-0000 or year-9999 time out of the four-digit years.
    guard millisecondRange.contains(total) else { return nil }
    return Date(milliseconds: total)
  }

  /// Writes a date as `YYYY-MM-DDTHH:MM:SS[.SSS]Z`, rounded to the millisecond.
  package static func format(_ date: Date) -> String {
    let fields = fields(of: date)
    // Years outside 0...9999 have no four-digit form; they are written with a sign and as
    // many digits as they need (ISO 8601's expanded form), and do not read back. Readers and
    // the resolver refuse such dates (see `millisecondRange`), so no state that opens writes one.
    guard (0...9999).contains(fields.year) else {
      let (year, month, day) = (fields.year, fields.month, fields.day)
      let (hour, minute, second) = (fields.hour, fields.minute, fields.second)
      return "\(year < 0 ? "-" : "+")\(abs(year))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))Z"
    }
    return String(unsafeUninitializedCapacity: 24) { write(fields, into: $0) }
  }

  /// Writes a date of the years 0000 to 9999 (``canRepresent(_:)``) as
  /// `YYYY-MM-DDTHH:MM:SS[.SSS]Z` into a buffer of at least 24 bytes; returns how many it wrote,
  /// none for a date outside those years.
  static func write(_ date: Date, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let fields = fields(of: date)
    guard (0...9999).contains(fields.year) else { return 0 }
    return write(fields, into: buffer)
  }

  private typealias Fields = (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, milliseconds: Int)

  /// A date's calendar fields in UTC, at its nearest millisecond (`millisecondsSince1970`).
  private static func fields(of date: Date) -> Fields {
    let total = date.millisecondsSince1970
    let milliseconds = Int(((total % 1000) + 1000) % 1000)
    let seconds = (total - Int64(milliseconds)) / 1000
    var days = Int(seconds / 86_400)
    var secondOfDay = Int(seconds % 86_400)
    if secondOfDay < 0 {
      secondOfDay += 86_400
      days -= 1
    }
    let (year, month, day) = civilFromDays(days)
    return (year, month, day, secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60, milliseconds)
  }

  /// Writes the fields of a date of the years 0000 to 9999 into a buffer of at least 24 bytes.
  private static func write(_ fields: Fields, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    // Fixed widths, stored through the base address once the 24 bytes are known to be there:
    // no byte needs a bounds check of its own.
    guard let out = buffer.baseAddress, buffer.count >= 24 else { return 0 }
    func digits(_ value: Int, _ width: Int, at offset: Int) {
      var rest = value
      var position = offset &+ width
      while position > offset {
        position &-= 1
        out[position] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      }
    }
    digits(fields.year, 4, at: 0)
    out[4] = UInt8(ascii: "-")
    digits(fields.month, 2, at: 5)
    out[7] = UInt8(ascii: "-")
    digits(fields.day, 2, at: 8)
    out[10] = UInt8(ascii: "T")
    digits(fields.hour, 2, at: 11)
    out[13] = UInt8(ascii: ":")
    digits(fields.minute, 2, at: 14)
    out[16] = UInt8(ascii: ":")
    digits(fields.second, 2, at: 17)
    guard fields.milliseconds != 0 else {
      out[19] = UInt8(ascii: "Z")
      return 20
    }
    out[19] = UInt8(ascii: ".")
    digits(fields.milliseconds, 3, at: 20)
    out[23] = UInt8(ascii: "Z")
    return 24
  }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  private static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  // Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension Date {
  /// Creates a date a whole number of milliseconds after 1970-01-01T00:00:00Z.
  package init(milliseconds: Int64) {
    self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// The date's milliseconds since 1970-01-01T00:00:00Z, rounded to the nearest one.
  package var millisecondsSince1970: Int64 {
    let value = (timeIntervalSince1970 * 1000).rounded()
    // Dates beyond ±2^62 ms are far outside any calendar a person uses; clamp rather than trap.
    guard value.magnitude < 4.6e18 else { return value < 0 ? -4_600_000_000_000_000_000 : 4_600_000_000_000_000_000 }
    return Int64(value)
  }

  /// The date rounded to the nearest millisecond, the precision snapshots and links keep.
  public var roundedToMilliseconds: Date { Date(milliseconds: millisecondsSince1970) }
}
