import NavigationCodec

/// A state's snapshot as a JSON value, to be written compactly on one line or placed inside
/// a golden case's expectation.
enum SnapshotValue {
  /// Limits no snapshot the app itself wrote can exceed.
  private static let written = Limits(
    urlLength: Limits.maximumSize, snapshotSize: Limits.maximumSize, nestingDepth: Limits.maximumNestingDepth)

  /// The snapshot the codec writes for a state, read back as a value.
  static func of<Codec: NavigationCommandCodec>(_ state: Codec.State, _ codec: Codec) throws(NavigationError)
    -> JSONValue
  {
    try CanonicalJSONDecoder(limits: written).decode(JSONValue.self, from: codec.snapshot(of: state))
  }
}
