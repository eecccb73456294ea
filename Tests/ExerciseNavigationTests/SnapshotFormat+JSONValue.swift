import NavigationCodec
import NavigationCommandLine

extension SnapshotFormat {
  /// Reads a snapshot given as a JSON value (a fixture's expected part), through its canonical
  /// text.
  func decode(_ value: JSONValue) throws(NavigationError) -> State {
    try decode(CanonicalJSONWriter.encode(value))
  }
}
