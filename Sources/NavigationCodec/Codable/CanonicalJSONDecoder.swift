/// Decodes any `Decodable` type from JSON by the snapshot rules, with errors a person and a
/// program can act on.
///
/// ```swift
/// struct Session: Codable { var path: [Screen]; var sheet: Sheet? }
/// let session = try CanonicalJSONDecoder().decode(Session.self, from: bytes)
/// ```
///
/// - Limits (``Limits``) are checked before any work: a document over the size limit is not
///   read, and nesting is bounded without recursion while reading.
/// - Errors are ``NavigationError``s: `malformed-json` at a line and column, `missing-field`,
///   `invalid-value` (with what was expected and what was found) and `unexpected-field` (a key
///   the type never read, or a key written twice: the first repeated key in document order,
///   refused before the type reads anything) at a JSON Pointer. A `Dictionary` written as an
///   array of keys and values in turn (its keys are neither strings nor integers) whose key
///   repeats is refused likewise, at the repeated key, rather than merged. A `DecodingError` the
///   type throws itself is turned into the same codes at its coding path, and any other error
///   of its own into `invalid-value` at the value whose `init(from:)` threw it.
/// - Dates are ISO 8601 text in the years 0000 to 9999 (an optional fraction of one to three
///   digits, then `Z` or an offset `±HH:MM`), kept to the millisecond; UUIDs text in either
///   case, URLs their text and `Data` Base64 text (as `JSONDecoder` reads those two by
///   default), whatever the type's own `Codable` conformance for them says; a `null` member
///   reads as absent.
/// - Numbers are JSON's, read as `Double` as ECMAScript reads them, except that an integer
///   type is exact or refuses: it reads the integer the digits spell (`100`, `1e2` and `100.0`
///   are 100) when it fits and a `Double` holds it exactly (the rule the encoder writes by),
///   decided from the digits, not the `Double`: `1.5`, `1.0000000000000000001` and a 64-bit id
///   past 2^53 that no `Double` holds are refused, never read as another number. A `Float` is
///   the nearest one, and a `Decimal` has the digits of the `Double`'s shortest text (`12.34`),
///   not `Decimal`'s own keyed form.
/// - A double optional (`Int??`) reads a member that is `null` as `.some(nil)` and an absent
///   one as `nil`, as both this encoder and `JSONEncoder` write them in an object.
///
/// The snapshot envelope (`format`, `version`) is ``SnapshotFormat``'s job.
public struct CanonicalJSONDecoder: Sendable {
  /// The limits applied to every document.
  public var limits: Limits
  /// What the types being decoded find in their decoder's `userInfo`, such as the app's
  /// modules (``NavigationModules/userInfo``).
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates a decoder with the given limits and `userInfo`.
  public init(limits: Limits = .default, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    self.limits = limits
    self.userInfo = userInfo
  }

  /// Decodes a value from a whole document.
  ///
  /// - Complexity: O(*n*) in the size of the document, for types whose keyed containers read
  ///   their fields by name.
  public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws(NavigationError) -> T {
    var dropped: [DroppedPart] = []
    return try read(type, from: bytes, policy: .strict, dropping: &dropped)
  }

  /// Decodes a value from a whole document, letting the types that can drop a part of their
  /// input do so under the lenient policy (see `Decoder.refuse(_:dropping:at:)`).
  ///
  /// - Returns: The value and, under ``ResolutionPolicy/lenient``, every part dropped.
  public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>, policy: ResolutionPolicy)
    throws(NavigationError) -> ResolutionReport<T>
  {
    var dropped: [DroppedPart] = []
    let value = try read(type, from: bytes, policy: policy, dropping: &dropped)
    return ResolutionReport(value: value, dropped: dropped)
  }

  private func read<T: Decodable>(
    _ type: T.Type, from bytes: some Collection<UInt8>, policy: ResolutionPolicy, dropping dropped: inout [DroppedPart]
  ) throws(NavigationError) -> T {
    let tape = try JSONTape.read(bytes, limits: limits)
    // Before the type reads anything: a key written twice is refused at the same place
    // whatever the type reads, and in whichever order.
    try tape.refuseRepeatedKeys(in: 0, base: .root)
    return try RefusalSink.read(policy: policy, dropping: &dropped) { (sink) throws(NavigationError) in
      let decoding = TapeDecoding(tape: tape, base: .root, userInfo: Self.userInfo(userInfo, with: sink))
      return try Self.decode(type, from: decoding, at: 0)
    }
  }

  /// `userInfo` with a sink for the parts the types refuse, when there is one.
  static func userInfo(_ userInfo: [CodingUserInfoKey: any Sendable], with sink: RefusalSink?)
    -> [CodingUserInfoKey: any Sendable]
  {
    guard let sink, let key = RefusalSink.key else { return userInfo }
    var userInfo = userInfo
    userInfo[key] = sink
    return userInfo
  }

  /// Decodes the value at a token of a document already read, then refuses any key the type
  /// did not read (keys marked read beforehand, such as an envelope's, are not the type's):
  /// in the whole document, or with `onlyPart` in that value only.
  static func decode<T: Decodable>(
    _ type: T.Type, from decoding: TapeDecoding, at token: Int, onlyPart: Bool = false
  ) throws(NavigationError) -> T {
    let value: T
    do {
      value = try decoding.decode(type, at: token)
    } catch {
      throw navigationError(error, decoding: decoding)
    }
    try decoding.refuseUnreadKeys(in: onlyPart ? token : nil)
    return value
  }

  /// A type's own error as a `NavigationError`, located by its coding path.
  private static func navigationError(_ error: any Error, decoding: TapeDecoding) -> NavigationError {
    switch error {
    case let error as NavigationError:
      return error
    case DecodingError.keyNotFound(let key, let context):
      return NavigationError(
        .missingField, at: JSONPointer(codingPath: context.codingPath + [key]),
        "expected a field \"\(key.stringValue)\"")
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return NavigationError(
        .invalidValue, at: JSONPointer(codingPath: context.codingPath), context.debugDescription)
    default:
      return NavigationError(.invalidValue, at: JSONPointer.root, "the value could not be decoded: \(error)")
    }
  }
}
