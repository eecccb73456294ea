/// One case of an enum, known from its constructor alone: which values are that case, and
/// their payload, copied out without `Mirror` or a hand-written `switch`.
///
/// Made once from the case's constructor and a sample payload, it reads the case's tag from
/// the enum's value witnesses, and a payload straight from the value's storage. Every fact it
/// relies on is checked when it is made:
///
/// - the type is an enum with a field record for every case;
/// - the case the constructor makes declares exactly the types of `Payload`, element by
///   element (so the payload's storage has `Payload`'s layout), as its record names them;
/// - a payload copied out of a constructed value is the sample put in.
///
/// When one does not hold, no `EnumCase` is made, and the route declaring it is refused when
/// its grammar is built; a route never reads memory whose layout it has not checked.
@usableFromInline
struct EnumCase<Enum, Payload>: @unchecked Sendable {
  // Unchecked: the stored pointers are the enum's metadata and value witnesses, immutable
  // for the life of the process.
  @usableFromInline let metadata: EnumMetadata
  /// The case's tag.
  @usableFromInline let tag: UInt32
  /// Whether the payload is boxed (an `indirect` case).
  @usableFromInline let isIndirect: Bool
  /// Whether the case carries a payload; a case without one has `Payload == Void`.
  @usableFromInline let hasPayload: Bool
  /// Where each value of the payload starts in its storage, in order, as the runtime laid out
  /// the case's declared payload (`Payload`'s elements, whose types were checked to be those).
  @usableFromInline let fieldOffsets: [Int]
  /// The payload's alignment, which places it in an indirect case's box.
  @usableFromInline let payloadAlignment: Int

  /// The case the constructor makes, or the reason it cannot be read this way.
  ///
  /// - Parameters:
  ///   - embed: The case's constructor.
  ///   - sample: A payload to make a value of the case with.
  ///   - fieldTypes: `Payload`'s element types, in order: none for `Void`.
  /// - Throws: ``EnumCaseError`` when `Enum` is not an enum, its metadata does not describe the
  ///   case, or the case's payload is not exactly `fieldTypes`.
  init(constructor embed: (Payload) -> Enum, sample: Payload, fieldTypes: [Any.Type]) throws(EnumCaseError) {
    let metadata = try EnumMetadata(Enum.self)
    let value = embed(sample)
    let tag = metadata.tag(of: value)
    guard let payloadCase = metadata.caseRecord(tag) else { throw .unreadableCase }
    self.metadata = metadata
    self.tag = tag
    isIndirect = payloadCase.isIndirect
    hasPayload = tag < metadata.payloadCaseCount
    // The case's values must be exactly the fields' types as the enum declares them: then
    // the payload's storage has `Payload`'s layout (labels aside).
    guard let layout = hasPayload ? metadata.payloadLayout(ofCase: tag) : [] else { throw .unreadableCase }
    let declared = layout.map(\.type)
    fieldOffsets = layout.map(\.offset)
    payloadAlignment = MemoryLayout<Payload>.alignment
    guard declared.count == fieldTypes.count else {
      throw .valueCount(case: payloadCase.name, declared: declared.count, fields: fieldTypes.count)
    }
    if let index = declared.indices.first(where: { declared[$0] != fieldTypes[$0] }) {
      throw .fieldType(
        index: index, case: payloadCase.name, declared: String(reflecting: declared[index]),
        field: String(reflecting: fieldTypes[index]))
    }
    guard !hasPayload || Self.samePayload(extract(value), sample) else { throw .payloadMismatch }
  }

  /// The payload of a value of this case; `nil` for any other case.
  @inlinable
  func extract(_ value: Enum) -> Payload? {
    guard metadata.tag(of: value) == tag else { return nil }
    guard hasPayload else { return unsafeBitCast((), to: Payload.self) }
    return metadata.copyPayload(of: value, tag: tag, isIndirect: isIndirect, as: Payload.self)
  }

  /// Lends `body` the storage of the payload of a value of this case, its values at
  /// ``fieldOffsets`` (none for a case without values); `nil` for any other case.
  ///
  /// The value is copied once, to uncover its payload in place (see
  /// ``EnumMetadata/withPayload(of:tag:isIndirect:alignment:_:)``); no payload tuple is made:
  /// `body` copies out the values it reads, one by one.
  @inlinable
  func withPayload<Result>(of value: Enum, _ body: (UnsafeRawPointer) -> Result) -> Result? {
    guard metadata.tag(of: value) == tag else { return nil }
    guard hasPayload else {
      // No values to read: any pointer serves, and the value is left untouched.
      var none: UInt8 = 0
      return withUnsafePointer(to: &none) { body(UnsafeRawPointer($0)) }
    }
    return metadata.withPayload(of: value, tag: tag, isIndirect: isIndirect, alignment: payloadAlignment, body)
  }

  /// Lends `body` the storage of the payload of `value`, in place, as
  /// ``withPayload(of:_:)`` does without copying the value; `nil` for any other case.
  @inlinable
  func withPayload<Result>(in value: inout Enum, _ body: (UnsafeRawPointer) -> Result) -> Result? {
    guard metadata.tag(in: &value) == tag else { return nil }
    return withPayload(inCase: &value, body)
  }

  /// Lends `body` the storage of the payload of `value`, in place, as
  /// ``withPayload(in:_:)`` does, for a value its caller has found to be this case (its tag
  /// read through the same metadata): the tag is not read again.
  @inlinable
  func withPayload<Result>(inCase value: inout Enum, _ body: (UnsafeRawPointer) -> Result) -> Result {
    guard hasPayload else {
      var none: UInt8 = 0
      return withUnsafePointer(to: &none) { body(UnsafeRawPointer($0)) }
    }
    return metadata.withPayload(in: &value, tag: tag, isIndirect: isIndirect, alignment: payloadAlignment, body)
  }

  /// Whether a value of this case can be made in place, by ``EnumMetadata/make(tag:_:)``.
  ///
  /// It can when the case's values, if any, are held inline (an indirect case's are in a box
  /// of their own). A case without values is made from its tag alone, which costs less than
  /// copying a stored value of it.
  @inlinable
  var makesInPlace: Bool { !isIndirect }

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
  /// The case declares another number of values than the route has fields.
  case valueCount(case: String, declared: Int, fields: Int)
  /// A field's type is not the type the case declares for its value at that place.
  case fieldType(index: Int, case: String, declared: String, field: String)
  /// A payload copied out of the case is not the one put in.
  case payloadMismatch
  /// The runtime lays the case's values out otherwise than their types' sizes and
  /// alignments say, so they cannot be read where they lie.
  case layoutMismatch
  /// The enum was built without reflection metadata (`-disable-reflection-metadata`), which
  /// names its cases and their types.
  case noFieldRecords
  /// The platform signs the runtime's metadata pointers (arm64e), which are not read there.
  case signedMetadata

  /// A sentence for a grammar error, naming fields by `fieldNames`, in order.
  func reason(fieldNames: [String]) -> String {
    switch self {
    case .notAnEnum: "its target is not an enum, so its case cannot be told from its constructor"
    case .unreadableCase: "the enum's metadata does not describe the case its constructor makes"
    case .valueCount(let name, let declared, let fields):
      "its constructor makes the case \(name), which has \(declared) values, but the route has \(fields) fields"
    case .fieldType(let index, let name, let declared, let field):
      "the field \"\(index < fieldNames.count ? fieldNames[index] : String(index))\" is \(field), but the case \(name) "
        + "declares \(declared) there"
    case .payloadMismatch: "a value copied out of the case its constructor makes is not the one put in"
    case .layoutMismatch: "the runtime lays out the case's values otherwise than their types say"
    case .noFieldRecords: "the enum was built without reflection metadata, which names its cases and their types"
    case .signedMetadata: "this platform (arm64e) signs the enum metadata typed routes read"
    }
  }
}
