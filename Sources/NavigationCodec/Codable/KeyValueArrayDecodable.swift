/// A dictionary, which the standard library's `init(from:)` reads from an array of keys and
/// values in turn when its keys are neither strings nor integers, keeping the last value of a
/// key that repeats; the canonical decoder finds that key to refuse it.
protocol KeyValueArrayDecodable {
  /// The number of entries.
  var count: Int { get }

  /// The token of the first key of the array at `array` (keys and values in turn) equal, once
  /// decoded, to an earlier one; `nil` when there is none or a key does not decode.
  static func firstRepeatedKey(in array: Int, of decoding: TapeDecoding) -> Int?
}

extension Dictionary: KeyValueArrayDecodable where Key: Decodable {
  static func firstRepeatedKey(in array: Int, of decoding: TapeDecoding) -> Int? {
    let tape = decoding.tape
    let end = tape.end(array)
    var seen = Set<Key>(minimumCapacity: tape.count(array) / 2)
    var key = array + 1
    while key < end {
      // Each key decoded already, when the dictionary was read.
      guard let decoded = try? decoding.decode(Key.self, at: key) else { return nil }
      if !seen.insert(decoded).inserted { return key }
      key = tape.end(key)
      guard key < end else { return nil }
      key = tape.end(key)
    }
    return nil
  }
}
