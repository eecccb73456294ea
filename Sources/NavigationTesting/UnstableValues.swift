/// Values that differ from run to run unless the app injects where they come from: UUIDs
/// (from an id generator) and ISO 8601 dates (from a clock).
///
/// A golden check that differs only in these says so, and names the fix: build the models
/// with `IDGenerator.sequential()` and `DateSource.fixed(_:)`.
public struct UnstableValues: OptionSet, Sendable, Hashable {
  /// The set's bits.
  public let rawValue: Int

  /// Creates a set from its raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// UUIDs, such as `6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f`, in either case.
  public static let ids = UnstableValues(rawValue: 1)
  /// ISO 8601 dates with a time, such as `2025-05-01T08:00:00Z` or
  /// `2025-05-01T10:00:00.250+02:00`.
  public static let dates = UnstableValues(rawValue: 2)

  /// Which of the unstable values two texts differ in, when they differ in nothing else:
  /// empty when they are equal, or differ in anything else.
  ///
  /// The smallest set that explains the difference: texts that differ only in ids are
  /// `.ids`, even though masking dates too would also make them equal.
  static func difference(between expected: String, and actual: String) -> UnstableValues {
    guard expected != actual else { return [] }
    for candidate: UnstableValues in [.ids, .dates, [.ids, .dates]]
    where masking(candidate, in: expected) == masking(candidate, in: actual) {
      return candidate
    }
    return []
  }

  /// The text with every value of the set replaced by a placeholder.
  static func masking(_ values: UnstableValues, in text: String) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      // A value starts at a boundary: not inside a longer run of letters and digits.
      let atBoundary = index == 0 || !isAlphanumeric(bytes[index - 1])
      if atBoundary, values.contains(.ids), let end = uuidEnd(bytes, from: index) {
        output += Array("<uuid>".utf8)
        index = end
      } else if atBoundary, values.contains(.dates), let end = dateEnd(bytes, from: index) {
        output += Array("<date>".utf8)
        index = end
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The end of a UUID (8-4-4-4-12 hex digits) starting at `start`, if one does and is not
  /// followed by more letters or digits.
  private static func uuidEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    let end = start + 36
    guard end <= bytes.count else { return nil }
    for offset in 0..<36 {
      let byte = bytes[start + offset]
      let isHyphen = offset == 8 || offset == 13 || offset == 18 || offset == 23
      guard isHyphen ? byte == UInt8(ascii: "-") : isHexDigit(byte) else { return nil }
    }
    return end == bytes.count || !isAlphanumeric(bytes[end]) ? end : nil
  }

  /// The end of an ISO 8601 date with a time starting at `start`: `YYYY-MM-DDTHH:MM`, then
  /// optional seconds and fraction, then an optional `Z` or offset.
  private static func dateEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    func take(_ shape: String) -> Bool {
      let pattern = Array(shape.utf8)
      guard index + pattern.count <= bytes.count else { return false }
      for (offset, expected) in pattern.enumerated() {
        let byte = bytes[index + offset]
        guard expected == UInt8(ascii: "d") ? isDigit(byte) : byte == expected else { return false }
      }
      index += pattern.count
      return true
    }
    guard take("dddd-dd-ddTdd:dd") else { return nil }
    if take(":dd"), take(".") {
      guard index < bytes.count, isDigit(bytes[index]) else { return nil }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if !take("Z"), index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      let sign = index
      index += 1
      if !take("dd:dd") && !take("dddd") { index = sign }
    }
    return index == bytes.count || !isAlphanumeric(bytes[index]) ? index : nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26
  }
}
