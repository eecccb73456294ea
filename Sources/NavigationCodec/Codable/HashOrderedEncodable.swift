/// A collection whose `Codable` form is an array in Swift's hash order, or an object whose
/// keys come from its own.
///
/// That order changes from one process to the next (hashing is seeded per process) and with
/// the collection's capacity, so the same value would give other bytes. The canonical encoder
/// writes these arrays' entries in the order of their text instead; reading them back needs no
/// order at all. Since reading them back also makes one entry of two with the same text, the
/// encoder refuses a collection whose entries the canonical rules make the same.
protocol HashOrderedEncodable {
  /// How many array elements make one entry: 1 for a set's elements, 2 for the key and value
  /// of a dictionary written as an array (one whose keys are not strings or integers).
  static var elementsPerEntry: Int { get }
}

extension Set: HashOrderedEncodable {
  static var elementsPerEntry: Int { 1 }
}

extension Dictionary: HashOrderedEncodable {
  // A dictionary with string, integer or `CodingKeyRepresentable` keys is written as an
  // object, whose keys the encoder sorts anyway; only the array form reaches the entries' sort,
  // and only an object of `CodingKeyRepresentable` keys can repeat a key.
  static var elementsPerEntry: Int { 2 }
}
