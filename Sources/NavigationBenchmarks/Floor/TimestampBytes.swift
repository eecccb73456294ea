import Foundation
import NavigationCodec

/// The ISO 8601 timestamps of links, read and written.
///
/// They read as `YYYY-MM-DDTHH:MM:SS`, an optional fraction of one to three digits, then `Z`
/// or `±HH:MM`, every field range-checked; they are written in UTC as
/// `YYYY-MM-DDTHH:MM:SS[.SSS]Z`, to the millisecond. Only the years 0000 to 9999 have a form.
enum TimestampBytes {
  /// The instants that have a form, in milliseconds since 1970.
  private static let milliseconds: ClosedRange<Int64> = -62_167_219_200_000...253_402_300_799_999

  /// The date `bytes` spell, or `nil` when they are not a timestamp of the years 0000 to 9999.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count >= 20, bytes.count <= 29, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
      let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), let second = digits(bytes, 17, 2),
      (1...12).contains(month), day >= 1, day <= daysIn(month, of: year), hour < 24, minute < 60, second < 60,
      let (fractionMilliseconds, zone) = fraction(bytes), let offset = offsetMinutes(bytes, from: zone)
    else { return nil }
    let days = Int64(daysSince1970(year: year, month: month, day: day))
    let seconds = ((days * 24 + Int64(hour)) * 60 + Int64(minute - offset)) * 60 + Int64(second)
    let total = seconds * 1000 + Int64(fractionMilliseconds)
    // An offset can carry a time of the years 0000 or 9999 out of them.
    return milliseconds.contains(total) ? Date(milliseconds: total) : nil
  }

  /// The value of `count` (at most four) decimal digits from `start`.
  @inline(__always)
  private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for offset in start..<(start &+ count) {
      let digit = bytes[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }

  /// The milliseconds of the optional fraction after the seconds, and where the zone starts.
  private static func fraction(_ bytes: UnsafeBufferPointer<UInt8>) -> (milliseconds: Int, zone: Int)? {
    guard bytes[19] == UInt8(ascii: ".") else { return (0, 19) }
    var index = 20
    var value = 0
    while index < bytes.count, index < 23, bytes[index] &- UInt8(ascii: "0") < 10 {
      value = value &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0"))
      index &+= 1
    }
    guard index > 20 else { return nil }
    for _ in index..<23 { value &*= 10 }
    return (value, index)
  }

  /// The zone's offset from UTC in minutes: `Z`, or `±HH:MM` that ends the text.
  private static func offsetMinutes(_ bytes: UnsafeBufferPointer<UInt8>, from zone: Int) -> Int? {
    guard zone < bytes.count else { return nil }
    let sign = bytes[zone]
    if sign == UInt8(ascii: "Z") { return zone &+ 1 == bytes.count ? 0 : nil }
    guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes.count &- zone == 6,
      bytes[zone &+ 3] == UInt8(ascii: ":"), let hours = digits(bytes, zone &+ 1, 2),
      let minutes = digits(bytes, zone &+ 4, 2), hours < 24, minutes < 60
    else { return nil }
    return (hours * 60 + minutes) * (sign == UInt8(ascii: "-") ? -1 : 1)
  }

  /// Writes `date` at `out`, which has room for 24 bytes; returns how many it wrote, or `nil`
  /// for a date outside the years 0000 to 9999.
  static func write(_ date: Date, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    let total = date.millisecondsSince1970
    guard milliseconds.contains(total) else { return nil }
    let millisecond = Int(((total % 1000) + 1000) % 1000)
    let seconds = (total - Int64(millisecond)) / 1000
    var days = Int(seconds / 86_400)
    var secondOfDay = Int(seconds % 86_400)
    if secondOfDay < 0 {
      secondOfDay += 86_400
      days -= 1
    }
    let (year, month, day) = civilDate(daysSince1970: days)
    var position = 0
    func put(_ value: Int, _ width: Int, then separator: UInt8) {
      var rest = value
      for offset in stride(from: width - 1, through: 0, by: -1) {
        out[position + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      out[position + width] = separator
      position += width + 1
    }
    put(year, 4, then: UInt8(ascii: "-"))
    put(month, 2, then: UInt8(ascii: "-"))
    put(day, 2, then: UInt8(ascii: "T"))
    put(secondOfDay / 3600, 2, then: UInt8(ascii: ":"))
    put(secondOfDay / 60 % 60, 2, then: UInt8(ascii: ":"))
    if millisecond == 0 {
      put(secondOfDay % 60, 2, then: UInt8(ascii: "Z"))
    } else {
      put(secondOfDay % 60, 2, then: UInt8(ascii: "."))
      put(millisecond, 3, then: UInt8(ascii: "Z"))
    }
    return position
  }

  /// The days of `month` in `year` of the proleptic Gregorian calendar.
  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a civil date (the proleptic Gregorian calendar, in eras of
  /// 400 years, so that no year needs its own case).
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The civil date of a day counted from 1970-01-01 (the inverse of ``daysSince1970``).
  private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
