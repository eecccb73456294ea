import Foundation
import NavigationCodec
import TestSupport
import Testing

private let noon = Date(milliseconds: 1_743_595_200_000)
private let tenThousand = Date(milliseconds: Timestamp.millisecondRange.upperBound + 1)
private let beforeZero = Date(milliseconds: Timestamp.millisecondRange.lowerBound - 1)

/// What the canonical encoder writes reads back: a date it cannot write as four-digit-year text,
/// and set elements or dictionary keys that the canonical rules make equal (dates kept to the
/// millisecond), are refused at encode with `invalid-value` at their pointer, never written to
/// fail or merge at the next read.
@Suite struct EncodeCollisionTests {

  /// A hand-written conformance that writes its date through ``SnapshotEncodingContainer``.
  private struct Appointment: Codable {
    var starts: Date
    init(starts: Date) { self.starts = starts }
    init(from decoder: any Decoder) throws {
      starts = try SnapshotDecodingContainer(decoder).nestedContainer(forKey: "slot").decode(
        Date.self, forKey: "starts")
    }
    func encode(to encoder: any Encoder) throws {
      let container = SnapshotEncodingContainer(encoder)
      try container.encode(1, forKey: "kind")
      try container.nestedContainer(forKey: "slot").encode(starts, forKey: "starts")
    }
  }

  @Test(arguments: [tenThousand, beforeZero, Date(timeIntervalSince1970: .infinity)])
  func aDateOutsideTheFourDigitYearsIsRefusedByTheSnapshotContainer(date: Date) throws {
    let error = refusal { () throws(NavigationError) in try CanonicalJSONEncoder().encode(Appointment(starts: date)) }
    #expect(Refused(error) == Refused("invalid-value", "/slot/starts"))
    let format = SnapshotFormat<Appointment>(name: "com.example.appointment", version: 1)
    #expect(
      Refused(refusal { () throws(NavigationError) in try format.encode(Appointment(starts: date)) }) == Refused(error))
    // Through Foundation's encoder too, as an `EncodingError` at the same coding path.
    #expect {
      try JSONEncoder().encode(Appointment(starts: date))
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["slot", "starts"]
    }
    // The last date that has the form is still written.
    let last = Date(milliseconds: Timestamp.millisecondRange.upperBound)
    let text = String(
      decoding: try CanonicalJSONEncoder(compact: true).encode(Appointment(starts: last)), as: UTF8.self)
    #expect(text == #"{"kind":1,"slot":{"starts":"9999-12-31T23:59:59.999Z"}}"# + "\n")
  }

  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var encode: @Sendable () throws(NavigationError) -> [UInt8]
    var refused: Refused
    var description: String { name }
  }

  @Test(arguments: [
    Case(
      name: "two dates of a set a tenth of a millisecond apart",
      encode: { () throws(NavigationError) in
        try CanonicalJSONEncoder().encode(["tags": [noon, noon + 0.000_1, noon - 1]] as [String: Set<Date>])
      },
      refused: Refused("invalid-value", "/tags/2")),
    Case(
      name: "two date keys equal to the millisecond",
      encode: { () throws(NavigationError) in
        try CanonicalJSONEncoder().encode([noon - 1: "a", noon + 0.000_4: "b", noon: "c"])
      },
      refused: Refused("invalid-value", "/4")),
    Case(
      name: "two keys that write the same coding key",
      encode: { () throws(NavigationError) in
        try CanonicalJSONEncoder().encode([Shelf(number: 1, name: "x"): 1, Shelf(number: 2, name: "x"): 2])
      },
      refused: Refused("invalid-value", "/x")),
    Case(
      name: "a set of sets whose inner sets collide",
      encode: { () throws(NavigationError) in
        try CanonicalJSONEncoder().encode([[[noon], [noon + 0.000_2]]] as [Set<Set<Date>>])
      },
      refused: Refused("invalid-value", "/0/1")),
  ])
  func valuesThatCollideAfterTheCanonicalRulesAreRefusedAtTheSecond(_ test: Case) {
    #expect(Refused(refusal(test.encode)) == test.refused)
  }

  /// A key type whose coding key is only part of its value, so two keys can write one key.
  struct Shelf: Hashable, Codable, CodingKeyRepresentable {
    var number: Int
    var name: String
    var codingKey: any CodingKey { JSONKey(name) }
    init(number: Int, name: String) {
      self.number = number
      self.name = name
    }
    init?<T: CodingKey>(codingKey: T) { self.init(number: 0, name: codingKey.stringValue) }
  }

  @Test func distinctKeysAndElementsAreStillWritten() throws {
    let sets: Set<Date> = [
      noon, Date(milliseconds: noon.millisecondsSince1970 + 1), Date(milliseconds: noon.millisecondsSince1970 - 1),
    ]
    let decoded = try CanonicalJSONDecoder().decode(Set<Date>.self, from: CanonicalJSONEncoder().encode(sets))
    #expect(decoded == sets)
    let shelves = [Shelf(number: 1, name: "x"): 1, Shelf(number: 2, name: "y"): 2]
    let text = String(decoding: try CanonicalJSONEncoder(compact: true).encode(shelves), as: UTF8.self)
    #expect(text == #"{"x":1,"y":2}"# + "\n")
  }

  // MARK: Round trips

  /// Values with dates, sets of dates and dictionaries keyed by dates, doubles, UUIDs and
  /// integers: each encodes and decodes to the value with its dates kept to the millisecond, or
  /// the encoding is refused with `invalid-value` exactly when that rounding makes two set
  /// elements or two keys one, or a date has no four-digit year.
  @Test func randomValuesReadBackOrAreRefusedAtEncode() throws {
    var refusals = 0
    for seed in 0..<300 as Range<UInt64> {
      var generator = SplitMix64(seed: seed)
      let record = Ledger.random(using: &generator)
      let expected = record.canonical()
      let result = Result { () throws(NavigationError) in try CanonicalJSONEncoder().encode(record) }
      switch (result, expected) {
      case (.success(let bytes), .some(let expected)):
        let decoded = try CanonicalJSONDecoder().decode(Ledger.self, from: bytes)
        #expect(decoded == expected, "seed \(seed)")
        #expect(try CanonicalJSONEncoder().encode(decoded) == bytes, "seed \(seed)")
      case (.failure(let error), .none):
        refusals += 1
        #expect(error.code == .invalidValue, "seed \(seed): \(error)")
      case (.success, .none): Issue.record("seed \(seed): written although it cannot read back")
      case (.failure(let error), .some): Issue.record("seed \(seed): refused although it reads back: \(error)")
      }
    }
    // Both outcomes are exercised.
    #expect((30...270).contains(refusals), "\(refusals) refusals")
  }
}

/// A value whose parts can collide after the canonical rules.
private struct Ledger: Codable, Equatable {
  var when: Date
  var dates: Set<Date>
  var byDate: [Date: Int]
  var byDouble: [Double: String]
  var byID: [UUID: Int]
  var byInt: [Int: Date]
  var numbers: Set<Double>

  /// The value as it reads back, dates kept to the millisecond; `nil` when it cannot be
  /// written: a date without a four-digit year, or two elements or keys made one.
  func canonical() -> Ledger? {
    func kept(_ date: Date) -> Date? {
      Timestamp.canRepresent(date) ? Date(milliseconds: date.millisecondsSince1970) : nil
    }
    func keys<Value>(_ dictionary: [Date: Value]) -> [Date: Value]? {
      var result: [Date: Value] = [:]
      for (key, value) in dictionary {
        guard let key = kept(key), result.updateValue(value, forKey: key) == nil else { return nil }
      }
      return result
    }
    guard let when = kept(when), numbers.allSatisfy(\.isFinite), byDouble.keys.allSatisfy(\.isFinite) else {
      return nil
    }
    let dates = self.dates.compactMap(kept)
    let byInt = self.byInt.compactMapValues(kept)
    guard dates.count == self.dates.count, Set(dates).count == dates.count, byInt.count == self.byInt.count,
      let byDate = keys(byDate)
    else { return nil }
    return Ledger(
      when: when, dates: Set(dates), byDate: byDate, byDouble: byDouble, byID: byID, byInt: byInt, numbers: numbers)
  }

  static func random(using generator: inout SplitMix64) -> Ledger {
    // Dates a quarter of a millisecond apart near one instant, so that some round to the same
    // millisecond; now and then one past the year 9999 or before the year 0000.
    func date() -> Date {
      switch generator.next() % 40 {
      case 0: return Date(milliseconds: Timestamp.millisecondRange.upperBound + Int64(generator.next() % 1000) + 1)
      case 1: return Date(milliseconds: Timestamp.millisecondRange.lowerBound - Int64(generator.next() % 1000) - 1)
      default: return Date(timeIntervalSince1970: 1_743_595_200 + Double(generator.next() % 200) / 4000)
      }
    }
    func double() -> Double {
      let special: [Double] = [0, -0.0, 1 / 3, 1e21, 1e-7, .leastNonzeroMagnitude, -1.5, 9_007_199_254_740_992]
      let pick = Int(generator.next() % 12)
      if pick < special.count { return special[pick] }
      // NaN now and then, which JSON cannot hold.
      if pick == special.count { return generator.next() % 4 == 0 ? .nan : 2 }
      let value = Double(bitPattern: generator.next())
      return value.isFinite ? value : 0.5
    }
    func count(_ most: UInt64) -> Int { Int(generator.next() % (most + 1)) }
    func id() -> UUID {
      let byte = UInt8(truncatingIfNeeded: generator.next() % 6)
      return UUID(uuid: (byte, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1))
    }
    return Ledger(
      when: date(),
      dates: Set((0..<count(3)).map { _ in date() }),
      byDate: Dictionary((0..<count(3)).map { _ in (date(), count(9)) }, uniquingKeysWith: { first, _ in first }),
      byDouble: Dictionary((0..<count(4)).map { _ in (double(), "v") }, uniquingKeysWith: { first, _ in first }),
      byID: Dictionary((0..<count(3)).map { _ in (id(), count(9)) }, uniquingKeysWith: { first, _ in first }),
      byInt: Dictionary((0..<count(3)).map { _ in (count(5) - 2, date()) }, uniquingKeysWith: { first, _ in first }),
      numbers: Set((0..<count(4)).map { _ in double() }))
  }
}
