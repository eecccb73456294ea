/// How a typed route reads its value straight into its case's storage: each field written
/// where the case keeps it, and the case's tag put in.
///
/// The route keeps it beside its reading function, so that a mount reads the inner value
/// inline, with no call through that function and no optional between the two.
@usableFromInline
struct TypedReading<Target>: @unchecked Sendable {
  // Unchecked: the metadata's pointers are the enum's metadata and value witnesses,
  // immutable for the life of the process.
  @usableFromInline let metadata: EnumMetadata
  /// The case's tag.
  @usableFromInline let tag: UInt32
  /// The case's values, at their offsets in its storage; none for a case without values.
  @usableFromInline let fields: [StoredField]

  /// The reading of `enumCase`'s values from `fields`, for a case that
  /// ``EnumCase/makesInPlace`` and fields that ``StoredField/readInPlace(_:)``.
  @inlinable
  init<Payload>(_ enumCase: EnumCase<Target, Payload>, fields: [StoredField]) {
    metadata = enumCase.metadata
    tag = enumCase.tag
    self.fields = fields
  }

  /// The value a link's values make, read in the order the fields are declared.
  ///
  /// - Throws: ``LinkFieldRefusal`` for the first field whose type refuses its value.
  @inlinable
  func read(_ values: borrowing LinkValues) throws(LinkFieldRefusal) -> Target {
    // A case without values is made from its tag, with no field to read.
    guard !fields.isEmpty else { return metadata.make(tag: tag) { _ in } }
    return try metadata.make(tag: tag) { payload throws(LinkFieldRefusal) in
      try fields.withUnsafeBufferPointer { fields throws(LinkFieldRefusal) in
        try StoredField.read(fields, from: values, into: payload)
      }
    }
  }
}
