import Synchronization

/// Where reading records the parts a `Codable` type refused, carried in a decoder's `userInfo`
/// for the length of one decoding.
final class RefusalSink: Sendable {
  let policy: ResolutionPolicy
  private let dropped = Mutex<[DroppedPart]>([])

  init(policy: ResolutionPolicy) { self.policy = policy }

  func record(_ part: DroppedPart) { dropped.withLock { $0.append(part) } }

  var parts: [DroppedPart] { dropped.withLock { $0 } }

  /// Runs a reading of a whole document under `policy`, handing it the sink it reads with.
  ///
  /// Lenient reading gets a sink and reports what it recorded. Strict reading gets none, so a
  /// refusal is thrown where it is found, at no cost to a reading that succeeds. When that
  /// refusal is of the resolution layer, the document is read again to its end with a sink
  /// that records refusals, so that a syntax error later in it is what is reported: a
  /// malformed document is refused as malformed, as by a reader that decodes before it
  /// resolves, and otherwise strict refuses exactly what lenient drops first.
  ///
  /// The parts dropped are appended to `dropped` (no tuple of the value and the parts: in
  /// unspecialised generic code a new tuple type costs a runtime metadata lookup per read).
  static func read<Value>(
    policy: ResolutionPolicy, dropping dropped: inout [DroppedPart],
    _ body: (RefusalSink?) throws(NavigationError) -> Value
  ) throws(NavigationError) -> Value {
    if policy == .lenient {
      let sink = RefusalSink(policy: .lenient)
      let value = try body(sink)
      dropped += sink.parts
      return value
    }
    do {
      return try body(nil)
    } catch {
      guard error.layer == .resolution else { throw error }
      _ = try body(RefusalSink(policy: .strict))
      throw error
    }
  }

  /// The key of the sink in a decoder's `userInfo`.
  static let key = CodingUserInfoKey(rawValue: "NavigationCodec.RefusalSink")
}

extension Decoder {
  /// The policy the value is read under: lenient when ``CanonicalJSONDecoder`` or
  /// ``SnapshotFormat`` reads with ``ResolutionPolicy/lenient``, strict otherwise (any other
  /// decoder included).
  package var resolutionPolicy: ResolutionPolicy { sink?.policy ?? .strict }

  /// Refuses a part of the value being read: throws under the strict policy; under the lenient
  /// one, records it as a ``DroppedPart`` of the reading and returns, so the type can go on
  /// without it.
  ///
  /// A strict refusal from ``CanonicalJSONDecoder`` or ``SnapshotFormat`` is reported only
  /// when the rest of the document is well formed: a syntax error later in it is reported
  /// instead, as a malformed document.
  ///
  /// ```swift
  /// // In a path type's init(from:): keep the elements before the first that cannot be read.
  /// catch let refusal as NavigationError {
  ///   try decoder.refuse(refusal, dropping: .array(rest), at: pointer / index)
  /// }
  /// ```
  public func refuse(_ refusal: NavigationError, dropping part: JSONValue, at pointer: JSONPointer)
    throws(NavigationError)
  {
    guard let sink else { throw refusal }
    sink.record(DroppedPart(refusal: refusal, pointer: pointer, part: part))
  }

  private var sink: RefusalSink? {
    RefusalSink.key.flatMap { userInfo[$0] as? RefusalSink }
  }
}
