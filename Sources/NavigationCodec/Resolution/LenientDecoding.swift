import Synchronization

/// Where lenient reading records the parts a `Codable` type dropped, carried in a decoder's
/// `userInfo` for the length of one decoding.
final class RefusalSink: Sendable {
  let policy: ResolutionPolicy
  private let dropped = Mutex<[DroppedPart]>([])

  init(policy: ResolutionPolicy) { self.policy = policy }

  func record(_ part: DroppedPart) { dropped.withLock { $0.append(part) } }

  var parts: [DroppedPart] { dropped.withLock { $0 } }

  /// The key of the sink in a decoder's `userInfo`.
  static let key = CodingUserInfoKey(rawValue: "NavigationCodec.RefusalSink")
}

extension Decoder {
  /// The policy the value is read under: lenient when ``CanonicalJSONDecoder`` or
  /// ``SnapshotFormat`` reads with ``ResolutionPolicy/lenient``, strict otherwise (any other
  /// decoder included).
  public var resolutionPolicy: ResolutionPolicy { sink?.policy ?? .strict }

  /// Refuses a part of the value being read: throws under the strict policy; under the lenient
  /// one, records it as a ``DroppedPart`` of the reading and returns, so the type can go on
  /// without it.
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
    guard let sink, sink.policy == .lenient else { throw refusal }
    sink.record(DroppedPart(refusal: refusal, pointer: pointer, part: part))
  }

  private var sink: RefusalSink? {
    RefusalSink.key.flatMap { userInfo[$0] as? RefusalSink }
  }
}
