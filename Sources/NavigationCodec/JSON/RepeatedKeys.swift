// Memory: the tokens and key bytes are the tape's or the parser's, lent for the search and never kept.
/// Finds a key written twice in one JSON object, over the tokens of a tape or of the parser
/// still reading it.
///
/// Keys are compared as bytes (code points), never as `String`s, whose equality is Unicode's
/// canonical equivalence: `"é"` and `"e\u0301"` are two keys, as ECMAScript sees them.
enum RepeatedKeys {
  /// The first key token of the object at `object` that repeats an earlier key of the same
  /// object, or `nil`.
  ///
  /// - Parameters:
  ///   - object: The object's token.
  ///   - end: The index just past the object's last member.
  ///   - tokens: The tokens; every member value of the object is closed (its `end` is set).
  ///   - text: The bytes of a string token's range.
  /// - Returns: The token of the repeated key, or `nil`.
  static func first(
    in object: Int, end: Int, of tokens: UnsafeBufferPointer<JSONToken>,
    text: (Range<Int>) -> UnsafeBufferPointer<UInt8>
  ) -> Int? {
    // Schema objects are small: compare pairs rather than build a set, walking the tokens by
    // index.
    if tokens[object].payload <= 8 {
      var key = object + 1
      while key < end {
        let range = tokens[key].stringRange
        var earlier = object + 1
        while earlier < key {
          // Lengths first: most keys of an object differ in length, and that costs no bytes.
          let other = tokens[earlier].stringRange
          if other.count == range.count, text(other).hasSameBytes(as: text(range)) { return key }
          earlier = Int(tokens[earlier + 1].end)
        }
        key = Int(tokens[key + 1].end)
      }
      return nil
    }
    var seen = Set<KeyBytes>(minimumCapacity: Int(tokens[object].payload))
    var key = object + 1
    while key < end {
      if !seen.insert(KeyBytes(bytes: text(tokens[key].stringRange))).inserted { return key }
      key = Int(tokens[key + 1].end)
    }
    return nil
  }

  /// A key's bytes, equal and hashed byte for byte; valid while the buffer it points into is.
  private struct KeyBytes: Hashable {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (lhs: KeyBytes, rhs: KeyBytes) -> Bool { lhs.bytes.hasSameBytes(as: rhs.bytes) }

    func hash(into hasher: inout Hasher) { hasher.combine(bytes: UnsafeRawBufferPointer(bytes)) }
  }
}
