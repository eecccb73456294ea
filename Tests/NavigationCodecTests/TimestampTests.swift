import Foundation
import NavigationCodec
import TestSupport
import Testing

@Suite struct TimestampTests {
  @Test func writesMillisecondsOnlyWhenNotZero() throws {
    let date = try #require(Timestamp.parse("2025-04-02T07:00:00Z"))
    #expect(Timestamp.format(date) == "2025-04-02T07:00:00Z")
    #expect(date.timeIntervalSince1970 == 1_743_577_200)
    let precise = try #require(Timestamp.parse("2025-04-05T11:02:30.25Z"))
    #expect(Timestamp.format(precise) == "2025-04-05T11:02:30.250Z")
  }

  @Test func offsetsAreConvertedToUTC() throws {
    let date = try #require(Timestamp.parse("2025-04-02T09:00:00+02:00"))
    #expect(Timestamp.format(date) == "2025-04-02T07:00:00Z")
  }

  @Test(arguments: [
    "2025-13-01T00:00:00Z", "2023-02-29T00:00:00Z", "2024-02-30T00:00:00Z", "2025-01-01T24:00:00Z",
    "2016-12-31T23:59:60Z", "2025-01-01T00:00:00", "2025-01-01T00:00:00.1234Z", "2025-01-01",
    "1743577200", "-2025-01-01T00:00:00Z", "20250-01-01T00:00:00Z", "2025-01-01T00:00:00+24:00",
    "2025-01-01T00:00:00 02:00", "2025-01-01t00:00:00z", "2025-01-01T00:00:00.Z",
  ])
  func refusesWhatIsNotAValidTimestamp(_ text: String) {
    #expect(Timestamp.parse(text) == nil)
  }

  @Test func leapYearAndEpochEdges() throws {
    #expect(Timestamp.parse("2024-02-29T00:00:00Z") != nil)
    #expect(Timestamp.parse("2000-02-29T00:00:00Z") != nil)
    #expect(Timestamp.parse("1900-02-29T00:00:00Z") == nil)
    let before = try #require(Timestamp.parse("1969-12-31T23:59:59.999Z"))
    #expect(before.millisecondsSince1970 == -1)
    #expect(Timestamp.format(before) == "1969-12-31T23:59:59.999Z")
  }

  @Test func everyMillisecondOfARangeRoundTrips() {
    // Seeded, so that a failure names a date that fails again.
    var generator = SplitMix64(seed: 39)
    for _ in 0..<5000 {
      let milliseconds = Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator)
      let date = Date(milliseconds: milliseconds)
      let text = Timestamp.format(date)
      #expect(Timestamp.parse(text)?.millisecondsSince1970 == milliseconds, "\(text)")
    }
  }

  /// An offset that moves the instant out of the four-digit years would write text that no
  /// reader reads back (`-1-12-31T23:30:00Z`): such text is refused where it is read.
  @Test(arguments: [
    "0000-01-01T00:30:00+01:00", "0000-01-01T00:00:00+00:01", "9999-12-31T23:30:00-01:00",
    "9999-12-31T23:59:59.999-00:01",
  ])
  func refusesAnOffsetThatLeavesTheFourDigitYears(_ text: String) {
    #expect(Timestamp.parse(text) == nil)
  }

  @Test func theFirstAndLastInstantsReadAndWriteBack() throws {
    let first = try #require(Timestamp.parse("0000-01-01T00:00:00Z"))
    let last = try #require(Timestamp.parse("9999-12-31T23:59:59.999Z"))
    #expect(Timestamp.format(first) == "0000-01-01T00:00:00Z")
    #expect(Timestamp.format(last) == "9999-12-31T23:59:59.999Z")
    #expect(Timestamp.millisecondRange == first.millisecondsSince1970...last.millisecondsSince1970)
    #expect(Timestamp.parse("0000-01-01T01:00:00+01:00") == first)
    #expect(Timestamp.parse("9999-12-31T22:59:59.999-01:00") == last)
    #expect(Timestamp.canRepresent(first) && Timestamp.canRepresent(last))
    #expect(!Timestamp.canRepresent(Date(milliseconds: first.millisecondsSince1970 - 1)))
    #expect(!Timestamp.canRepresent(Date(milliseconds: last.millisecondsSince1970 + 1)))
  }

  /// Every date read writes back as text that reads as the same date.
  @Test func everyDateReadWritesTextThatReadsBack() {
    var generator = SplitMix64(seed: 20)
    for _ in 0..<5000 {
      let year = Int.random(in: 0...9999, using: &generator)
      let offset = Int.random(in: 0...(23 * 60 + 59), using: &generator)
      let sign = Bool.random(using: &generator) ? "+" : "-"
      let text = String(format4: year) + "-06-15T12:00:00\(sign)\(String(two: offset / 60)):\(String(two: offset % 60))"
      guard let date = Timestamp.parse(text) else { continue }
      #expect(Timestamp.parse(Timestamp.format(date)) == date, "\(text)")
    }
    for text in ["0000-01-01T23:59:59-23:59", "9999-12-31T00:00:00+23:59"] {
      let date = Timestamp.parse(text)
      #expect(date != nil && Timestamp.parse(Timestamp.format(date ?? .distantPast)) == date, "\(text)")
    }
  }
}

extension String {
  fileprivate init(format4 value: Int) {
    let digits = String(value)
    self = String(repeating: "0", count: 4 - digits.count) + digits
  }

  fileprivate init(two value: Int) { self = value < 10 ? "0\(value)" : String(value) }
}
