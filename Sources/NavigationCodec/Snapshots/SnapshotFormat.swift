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
/// first (its envelope): a file of another format is `unsupported-format`, a version
/// newer than ``version`` or older than the migrations reach `unsupported-version`.
///
/// When the state's shape changes, raise ``version`` and add a ``SnapshotMigration`` from the
/// previous one: sessions saved by older releases are carried forward and still open (see
/// <doc:EvolvingASnapshotFormat>).
public struct SnapshotFormat<State: Codable>: Sendable {
  /// The format name written in every snapshot, such as `com.example.session`.
  public var name: String { didSet { remakeEnvelope() } }
  /// The version this build writes.
  ///
  /// A version is written as a JSON number, which holds integers exactly up to 2⁵³ − 1 in
  /// magnitude; ``encode(_:)`` refuses a version beyond that rather than write one that would
  /// read back as another.
  public var version: Int { didSet { remakeEnvelope() } }
  /// The steps that carry an older snapshot to ``version``, one per version.
  public var migrations: [SnapshotMigration] { didSet { remakeEnvelope() } }
  /// The limits applied when reading.
  public var limits: Limits { didSet { remakeEnvelope() } }
  /// What the state's types find in their encoder's and decoder's `userInfo`, such as the
  /// app's modules (``NavigationModules/userInfo``).
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates a format.
  ///
  /// - Parameters:
  ///   - name: The format name written in every snapshot.
  ///   - version: The version written; it and every version `migrations` lead from are read.
  ///   - migrations: One migration from each older version read to the next.
  ///   - limits: The limits applied when reading.
  ///   - userInfo: What the state's types find in their encoder's and decoder's `userInfo`.
  public init(
    name: String, version: Int, migrations: [SnapshotMigration] = [], limits: Limits = .default,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) {
    self.name = name
    self.version = version
    self.migrations = migrations
    self.limits = limits
    self.userInfo = userInfo
    envelope = SnapshotEnvelope(format: name, version: version, migrations: migrations, limits: limits)
  }

  /// The envelope: the versions read, and the migrations between them.
  ///
  /// Kept beside the fields it is made of, and made again when one changes, so that reading a
  /// snapshot does not build its list of versions each time.
  private(set) var envelope: SnapshotEnvelope

  /// Makes ``envelope`` again from the fields, after one of them changed.
  private mutating func remakeEnvelope() {
    envelope = SnapshotEnvelope(format: name, version: version, migrations: migrations, limits: limits)
  }

  /// Writes a state as canonical snapshot bytes.
  ///
  /// - Throws: `invalid-value` for a state that is not an object, has its own `format` or
  ///   `version` field, or holds a value JSON has no form for, and at `/version` for a
  ///   ``version`` JSON's numbers do not hold exactly.
  public func encode(_ state: State) throws(NavigationError) -> [UInt8] {
    guard UInt64(version.magnitude) < 1 << 53 else {
      throw NavigationError(
        .invalidValue, at: JSONPointer.root / "version",
        "the format's version \(version) is beyond 2^53 - 1, the largest integer JSON's numbers hold exactly")
    }
    let tree = try CanonicalJSONEncoder.tree(of: state, capacity: 64, userInfo: userInfo)
    switch tree.nodes[0].kind {
    case .object, .pending: tree.makeContainer(0, object: true)
    default: throw NavigationError(.invalidValue, at: JSONPointer.root, "a snapshot's state must encode as an object")
    }
    var child = tree.nodes[0].firstChild
    while child >= 0 {
      // Compared as bytes: a `String` made for every key of the state would cost more.
      if tree.hasKey(Int(child), "format") || tree.hasKey(Int(child), "version"), let key = tree.key(of: Int(child)) {
        throw NavigationError(
          .invalidValue, at: JSONPointer.root / key, "the field \"\(key)\" belongs to the snapshot envelope")
      }
      child = tree.nodes[Int(child)].next
    }
    tree.setString(name, at: tree.append(to: 0, key: "format"))
    tree.setInteger(Int64(version), at: tree.append(to: 0, key: "version"))
    return tree.written(compact: false)
  }

  /// Reads a snapshot: the envelope, the migrations from its version, then the state.
  ///
  /// - Throws: ``NavigationError``: `limit-exceeded` and `malformed-json` for the text,
  ///   `unsupported-format` and `unsupported-version` for the envelope, a migration's refusal,
  ///   and the decoder's codes (`missing-field`, `invalid-value`, `unexpected-field`) at JSON
  ///   Pointers into the migrated document.
  /// - Complexity: O(*n*) in the size of the document, plus the migrations' own work.
  public func decode(_ bytes: some Collection<UInt8>) throws(NavigationError) -> State {
    // The state alone, with no `MigratedSnapshot<State>` made around it: unspecialised for
    // the app's state, that would look up its generic metadata on every call.
    var dropped: [DroppedPart] = []
    return try read(envelope.open(SnapshotNode(parsing: bytes, limits: limits), policy: .strict), dropping: &dropped)
  }

  /// Reads a snapshot, dropping under the lenient policy the parts a migration refuses.
  ///
  /// ```swift
  /// let read = try format.decode(savedBytes, policy: .lenient)
  /// for part in read.dropped { log("\(part.migration ?? "") dropped \(part.pointer): \(part.refusal)") }
  /// ```
  ///
  /// Migrations drop parts, and so do the state's own types that refuse a part through
  /// `Decoder.refuse(_:dropping:at:)` (a modular path keeps the elements before one
  /// of a module the app no longer has); anything else that does not decode is still an
  /// error.
  public func decode(_ bytes: some Collection<UInt8>, policy: ResolutionPolicy) throws(NavigationError)
    -> MigratedSnapshot<State>
  {
    let opened = try envelope.open(SnapshotNode(parsing: bytes, limits: limits), policy: policy)
    var dropped = opened.dropped
    let state = try read(opened, policy: policy, dropping: &dropped)
    return MigratedSnapshot(
      value: state, version: opened.version, migrations: opened.migrations, dropped: dropped)
  }

  /// Reads the state of a document whose envelope was opened, adding the parts its types drop
  /// under the lenient policy to `dropped`.
  private func read(
    _ opened: SnapshotEnvelope.Opened, policy: ResolutionPolicy = .strict, dropping dropped: inout [DroppedPart]
  ) throws(NavigationError) -> State {
    try RefusalSink.read(policy: policy, dropping: &dropped) { (sink) throws(NavigationError) in
      let decoding = TapeDecoding(
        tape: opened.root.tape, base: .root, userInfo: CanonicalJSONDecoder.userInfo(userInfo, with: sink))
      // The envelope's own fields, which it read, are not the state's to read.
      opened.body.forEachReadKey(decoding.markRead)
      return try CanonicalJSONDecoder.decode(State.self, from: decoding, at: 0)
    }
  }
}
