import NavigationCodec

extension RawRepresentable where RawValue == String {
  /// Reads an enum of words from its raw value: the `Decodable` conformance of the app's words
  /// (`"running"`, `"exercises"`).
  ///
  /// A raw value is compared by its scalars, as the snapshot's text is everywhere, where
  /// `init(rawValue:)` alone would also take text that is only canonically equivalent.
  ///
  /// - Throws: The decoder's refusal of a value that is not a string, or `invalid-value` at
  ///   the value for text that is none of the raw values.
  init(snapshotWordFrom decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = Self(rawValue: text), value.rawValue.hasSameScalars(as: text) else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: decoder.codingPath), "\"\(text)\" is not a raw value of \(Self.self)"
      )
    }
    self = value
  }
}
