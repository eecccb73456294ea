import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Integer types are exact or refuse: `100`, `1e2` and `100.0` are 100; a fraction, a number
/// out of the type's range and one a `Double` does not hold (the rule the encoder writes by) are
/// refused with `invalid-value` at the number, decided from its digits, never through the
/// `Double` it reads as (which for `9007199254740993.0` or `1.0000000000000000001` is another
/// number).
@Suite struct ExactIntegerReadingTests {
  private static let types = [
    "Int8", "Int16", "Int32", "Int64", "Int", "UInt8", "UInt16", "UInt32", "UInt64", "UInt", "Int128", "UInt128",
  ]

  /// What a reader of `T` must give for an integer: itself, or `nil` for a refusal.
  private static func expected<T: FixedWidthInteger>(_ isNegative: Bool, _ digits: String, as type: T.Type) -> T? {
    guard let magnitude = UInt128(digits) else { return nil }  // more digits than any type holds
    let value: T?
    if !isNegative || magnitude == 0 {
      value = T(exactly: magnitude)
    } else {
      value = T.isSigned ? T(exactly: magnitude - 1).map { 0 - $0 - 1 } : nil
    }
    return value.flatMap { Double(exactly: $0) == nil ? nil : $0 }
  }

  /// A number of 1e21 or more written as ECMAScript writes its `Double` (the shortest digits)
  /// stands for that `Double`, as the canonical encoder writes 2^100.
  private static func ecmaScript<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
    guard let double = Double(text), double.magnitude >= 1e21,
      let written = Decimal(string: text), written == Decimal(string: "\(double)")
    else { return nil }
    return T(exactly: double)
  }

  /// Integers of every magnitude that matters to `T`: small, around 2^53, around its bounds,
  /// random of its width and beyond, and longer than any type.
  private static func integer<T: FixedWidthInteger>(as type: T.Type, _ random: inout SplitMix64) -> (Bool, String) {
    let wide = UInt128(random.next()) << 64 | UInt128(random.next())
    let width = min(T.bitWidth + 2, 128)
    let near = UInt128(random.next() % 5)
    let magnitude: UInt128
    switch random.next() % 7 {
    case 0: magnitude = UInt128(random.next() % 1000)
    case 1: magnitude = (1 << 53) + near - 2
    case 2: magnitude = UInt128(T.max) &+ near &- 2
    case 3: magnitude = UInt128(T.min.magnitude) &+ near &- 2
    case 4: magnitude = wide >> (128 - width)
    case 5: magnitude = wide >> (random.next() % 128)
    default: return (random.next() % 2 == 0, String(wide) + String(random.next()))
    }
    return (random.next() % 4 == 0, String(magnitude))
  }

  /// Texts whose value is the integer `digits` spells: plain, with zeros after a point, with
  /// exponents that move the point either way.
  private static func integerText(_ digits: String, _ random: inout SplitMix64) -> String {
    let count = digits.count
    let point = 1 + Int(random.next() % UInt64(count))
    let exponent = ["e", "E", "e+"][Int(random.next() % 3)]
    let zeros = String(repeating: "0", count: 1 + Int(random.next() % 4))
    switch random.next() % 6 {
    case 0: return digits
    case 1: return digits + "." + zeros
    case 2:
      let fraction = point < count ? "." + digits.dropFirst(point) : ""
      return String(digits.prefix(point)) + fraction + exponent + String(count - point)
    case 3: return "0." + zeros + digits + "e" + String(count + zeros.count)
    case 4:
      let trimmed = digits.reversed().drop { $0 == "0" }.reversed()
      return trimmed.isEmpty ? "0e7" : String(trimmed) + exponent + String(count - trimmed.count)
    default: return digits == "0" ? "0e-3" : digits + zeros + "e-" + String(zeros.count)
    }
  }

  /// Texts whose value is no integer: a fraction after the digits, or the point moved one
  /// place too far.
  private static func fractionText(_ digits: String, _ random: inout SplitMix64) -> String {
    let tail = String(repeating: "0", count: Int(random.next() % 20)) + String(1 + random.next() % 9)
    switch random.next() % 3 {
    case 0: return digits + "." + tail
    case 1: return digits == "0" ? "0." + tail : digits + tail + "e-" + String(tail.count)
    default:
      return "0." + String(repeating: "0", count: Int(random.next() % 3)) + digits + tail + "e" + String(digits.count)
    }
  }

  @Test(arguments: types) func randomIntegerTextsAreReadExactlyOrRefused(_ type: String) throws {
    switch type {
    case "Int8": try check(Int8.self)
    case "Int16": try check(Int16.self)
    case "Int32": try check(Int32.self)
    case "Int64": try check(Int64.self)
    case "Int": try check(Int.self)
    case "UInt8": try check(UInt8.self)
    case "UInt16": try check(UInt16.self)
    case "UInt32": try check(UInt32.self)
    case "UInt64": try check(UInt64.self)
    case "UInt": try check(UInt.self)
    case "Int128": try check(Int128.self)
    default: try check(UInt128.self)
    }
  }

  private func check<T: FixedWidthInteger & Codable>(_ type: T.Type) throws {
    var random = SplitMix64(seed: 0xE4AC7 ^ UInt64(T.bitWidth) ^ (T.isSigned ? 1 : 0))
    var (read, refused) = (0, 0)
    for _ in 0..<600 {
      let (isNegative, digits) = Self.integer(as: type, &random)
      let isFraction = random.next() % 4 == 0
      let body = isFraction ? Self.fractionText(digits, &random) : Self.integerText(digits, &random)
      let text = (isNegative ? "-" : "") + body
      let expected = isFraction ? nil : Self.expected(isNegative, digits, as: type) ?? Self.ecmaScript(text, as: type)
      let result = Result { () throws(NavigationError) in
        try CanonicalJSONDecoder().decode([T].self, from: Array("[0, \(text)]".utf8))
      }
      if let expected {
        #expect((try? result.get()) == [0, expected], "\(T.self) \(text)")
        read += 1
      } else {
        let error = refusal { () throws(NavigationError) in try result.get() }
        #expect(Refused(error) == Refused("invalid-value", "/1"), "\(T.self) \(text)")
        refused += 1
      }
    }
    #expect(read > 50 && refused > 50)
  }

  @Test(arguments: [
    ("100", 100), ("1e2", 100), ("100.0", 100), ("1E+2", 100), ("0.1e3", 100), ("10000e-2", 100), ("-0.0", 0),
    ("9.007199254740992e15", 9_007_199_254_740_992), ("9007199254740992.000", 9_007_199_254_740_992),
  ])
  func everySpellingOfAnIntegerIsThatInteger(_ text: String, _ value: Int64) throws {
    #expect(try CanonicalJSONDecoder().decode([Int64].self, from: Array("[\(text)]".utf8)) == [value])
  }

  /// Numbers whose `Double` is an integer but that are not that integer, or not one a `Double`
  /// holds, are refused where they are, quoted as written.
  @Test(arguments: [
    "1.5", "9007199254740993.0", "9.007199254740993e15", "1.0000000000000000001", "1e-400", "99.999999999999999999",
    "1e19", "-9223372036854775809.0",
  ])
  func aNumberThatIsNotExactlyAnIntegerIsRefused(_ text: String) {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode([Int64].self, from: Array("[1, \(text)]".utf8))
    }
    #expect(Refused(error) == Refused("invalid-value", "/1"), "\(text)")
    #expect(error?.message.contains(text == "1.5" ? "found 1.5" : text) == true, "\(String(describing: error))")
  }

  @Test func aNumberBeyondDoubleIsMalformedAsBefore() {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode([Int64].self, from: Array("[1e400]".utf8))
    }
    #expect(Refused(error) == Refused("malformed-json", "line 1, column 2"))
  }

  /// A `Decimal` too is refused where its `Double` would be another number.
  @Test func aDecimalWhoseDoubleIsAnotherNumberIsRefused() throws {
    let error = refusal { () throws(NavigationError) in
      try CanonicalJSONDecoder().decode([Decimal].self, from: Array("[9007199254740993.0]".utf8))
    }
    #expect(Refused(error) == Refused("invalid-value", "/0"))
    #expect(try CanonicalJSONDecoder().decode([Decimal].self, from: Array("[1e2, 12.5]".utf8)) == [100, 12.5])
  }
}
