/// A snapshot format for any `Codable` state: its value's fields beside a `format` name and a
/// `version` number, in canonical JSON.
///
/// ```swift
/// struct Session: Codable { var path: [Screen]; var sheet: Sheet? }
/// let format = SnapshotFormat<Session>(name: "com.example.session", version: 1)
/// let bytes = try format.encode(session)     // {"format": …, "path": …, "version": 1}
/// let restored = try format.decode(bytes)    // the same session, or an error with a pointer
/// ```
///
/// The state's `Codable` conformance is the whole schema: ``CanonicalJSONEncoder`` and
/// ``CanonicalJSONDecoder`` give it canonical bytes and located errors. The state must encode
/// as an object with no `format` or `version` field of its own. Reading checks the envelope
/// first (``SnapshotEnvelope``): a file of another format is `unsupported-format`, another
/// version `unsupported-version`.
public struct SnapshotFormat<State: Codable>: Sendable {
  /// The format name written in every snapshot, such as `com.example.session`.
  public var name: String
  /// The version this build writes and reads.
  public var version: Int
  /// The limits applied when reading.
  public var limits: Limits

  /// Creates a format.
  public init(name: String, version: Int, limits: Limits = .default) {
    self.name = name
    self.version = version
    self.limits = limits
  }

  private var envelope: SnapshotEnvelope {
    SnapshotEnvelope(format: name, versions: [version], limits: limits)
  }

  /// Writes a state as canonical snapshot bytes.
  ///
  /// - Throws: `invalid-value` for a state that is not an object, has its own `format` or
  ///   `version` field, or holds a value JSON has no form for.
  public func encode(_ state: State) throws(NavigationError) -> [UInt8] {
    let tree = try CanonicalJSONEncoder.tree(of: state)
    switch tree.nodes[0].value {
    case .object, .pending: tree.makeContainer(0, object: true)
    default: throw NavigationError(.invalidValue, at: JSONPointer.root, "a snapshot's state must encode as an object")
    }
    var child = tree.nodes[0].firstChild
    while child >= 0 {
      if let key = tree.nodes[Int(child)].key, key == "format" || key == "version" {
        throw NavigationError(
          .invalidValue, at: JSONPointer.root / key, "the field \"\(key)\" belongs to the snapshot envelope")
      }
      child = tree.nodes[Int(child)].next
    }
    _ = tree.append(.string(name), to: 0, key: "format")
    _ = tree.append(.integer(Int64(version)), to: 0, key: "version")
    var writer = CanonicalJSONWriter()
    tree.write(to: &writer)
    return writer.finish()
  }

  /// Reads a snapshot: the envelope, then the state from the same object.
  ///
  /// - Throws: ``NavigationError``: `limit-exceeded` and `malformed-json` for the text,
  ///   `unsupported-format` and `unsupported-version` for the envelope, and the decoder's codes
  ///   (`missing-field`, `invalid-value`, `unexpected-field`) at JSON Pointers for the state.
  /// - Complexity: O(*n*) in the size of the document.
  public func decode(_ bytes: some Collection<UInt8>) throws(NavigationError) -> State {
    let root = try SnapshotNode(parsing: bytes, limits: limits)
    _ = try envelope.open(root)
    let decoding = TapeDecoding(tape: root.tape, base: .root)
    // The envelope's own fields are not the state's to read.
    for key in root.tape.keys(of: 0)
    where root.tape.string(key, equals: "format") || root.tape.string(key, equals: "version") {
      decoding.markRead(key)
    }
    return try CanonicalJSONDecoder.decode(State.self, from: decoding, at: 0)
  }
}
