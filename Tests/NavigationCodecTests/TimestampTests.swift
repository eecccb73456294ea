import Foundation
import NavigationCodec
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
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 {
      let milliseconds = Int64.random(in: -62_135_596_800_000...253_402_300_799_999, using: &generator)
      let date = Date(milliseconds: milliseconds)
      let text = Timestamp.format(date)
      #expect(Timestamp.parse(text)?.millisecondsSince1970 == milliseconds, "\(text)")
    }
  }
}
