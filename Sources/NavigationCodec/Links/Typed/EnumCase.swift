/// One case of an enum, known from its constructor alone: which values are that case, and
/// their payload, copied out without `Mirror` or a hand-written `switch`.
///
/// Made once from the case's constructor and a sample payload, it reads the case's tag from
/// the enum's value witnesses, and a payload straight from the value's storage. Every fact it
/// relies on is checked when it is made, through public reflection:
///
/// - the type is an enum with a case descriptor for every tag;
/// - the constructor makes the case whose payload has exactly the types of `Payload`, element
///   by element (so the payload's storage has `Payload`'s layout);
/// - a payload copied out of a constructed value is the sample put in.
///
/// When one does not hold, no `EnumCase` is made, and the route declaring it is refused when
/// its grammar is built; a route never reads memory whose layout it has not checked.
@usableFromInline
struct EnumCase<Enum, Payload>: @unchecked Sendable {
  // Unchecked: the stored pointers are the enum's metadata and value witnesses, immutable
  // for the life of the process.
  private let metadata: EnumMetadata
  /// The case's tag.
  private let tag: UInt32
  /// Whether the payload is boxed (an `indirect` case).
  private let isIndirect: Bool
  /// Whether the case carries a payload; a case without one has `Payload == Void`.
  private let hasPayload: Bool

  /// The case the constructor makes, or the reason it cannot be read this way.
  ///
  /// - Parameters:
  ///   - embed: The case's constructor.
  ///   - sample: A payload to make a value of the case with.
  ///   - fieldTypes: `Payload`'s element types, in order: none for `Void`.
  /// - Throws: ``EnumCaseError`` when `Enum` is not an enum, its metadata does not describe the
  ///   case, or the case's payload is not exactly `fieldTypes`.
  init(constructor embed: (Payload) -> Enum, sample: Payload, fieldTypes: [Any.Type]) throws(EnumCaseError) {
    guard let metadata = EnumMetadata(Enum.self) else { throw .notAnEnum }
    let value = embed(sample)
    let tag = metadata.tag(of: value)
    guard let payloadCase = metadata.caseRecord(tag) else { throw .unreadableCase }
    self.metadata = metadata
    self.tag = tag
    isIndirect = payloadCase.isIndirect
    hasPayload = tag < metadata.payloadCaseCount
    try Self.checkPayloadTypes(of: value, hasPayload: hasPayload, expected: fieldTypes)
    guard !hasPayload || Self.samePayload(extract(value), sample) else { throw .payloadMismatch }
  }

  /// The payload of a value of this case; `nil` for any other case.
  @usableFromInline
  func extract(_ value: Enum) -> Payload? {
    guard metadata.tag(of: value) == tag else { return nil }
    guard hasPayload else { return unsafeBitCast((), to: Payload.self) }
    return metadata.copyPayload(of: value, tag: tag, isIndirect: isIndirect, as: Payload.self)
  }

  /// Checks through `Mirror` that the case's payload is made of `Payload`'s element types, in
  /// order; labels may differ.
  private static func checkPayloadTypes(
    of value: Enum, hasPayload: Bool, expected: [Any.Type]
  ) throws(EnumCaseError) {
    guard hasPayload else {
      guard expected.isEmpty else { throw .payloadMismatch }
      return
    }
    guard let payload = Mirror(reflecting: value).children.first?.value else { throw .payloadMismatch }
    // A payload of one value shows as that value, or (when it is labelled) as a tuple of
    // one; either has the value's layout.
    let mirror = Mirror(reflecting: payload)
    let found: [Any.Type] =
      mirror.displayStyle == .tuple && (expected.count != 1 || mirror.children.count == 1)
      ? mirror.children.map { type(of: $0.value) } : [type(of: payload)]
    guard found.count == expected.count, zip(found, expected).allSatisfy({ $0 == $1 }) else {
      throw .payloadMismatch
    }
  }

  /// Whether two payloads describe the same values, compared as `Mirror` shows them.
  private static func samePayload(_ left: Payload?, _ right: Payload) -> Bool {
    guard let left else { return false }
    return String(reflecting: left) == String(reflecting: right)
  }
}

/// Why a constructor does not make an ``EnumCase``.
@usableFromInline
enum EnumCaseError: Error, Sendable, Equatable {
  /// The target type is not an enum.
  case notAnEnum
  /// The enum's metadata has no readable record of the case.
  case unreadableCase
  /// The case's payload is not exactly the declared field types, or does not read back.
  case payloadMismatch

  /// A sentence for a grammar error.
  var reason: String {
    switch self {
    case .notAnEnum: "its target is not an enum, so its case cannot be told from its constructor"
    case .unreadableCase: "the enum's metadata does not describe the case its constructor makes"
    case .payloadMismatch: "its fields are not exactly the values of the case its constructor makes"
    }
  }
}
