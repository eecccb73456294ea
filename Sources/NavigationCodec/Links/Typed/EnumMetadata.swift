/// An enum type's runtime metadata, read through the layout the Swift ABI fixes: the kind
/// word, the value witness table before it, and the nominal type descriptor with its field
/// records.
///
/// Only ``EnumCase`` uses it, and only after checking what it reads against public
/// reflection.
struct EnumMetadata {
  private typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  private let metadata: UnsafeRawPointer
  private let getTag: GetTag
  private let project: Project
  private let inject: Inject
  /// The enum's cases in tag order (cases with a payload first), from its field descriptor.
  private let records: UnsafeRawPointer
  private let recordCount: Int
  private let recordSize: Int
  /// How many of the cases carry a payload.
  let payloadCaseCount: UInt32

  /// The metadata of an enum type, or `nil` for any other type or an enum whose descriptor
  /// lists no cases.
  init?(_ type: Any.Type) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // The metadata kind of an enum; `Optional` has its own kind and is not read here.
    guard metadata.load(as: UInt.self) == 0x201 else { return nil }
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    // Eight functions, `size`, `stride`, then two 32-bit fields, then the enum witnesses.
    let enumWitnesses = 10 * word + 8
    getTag = witnesses.load(fromByteOffset: enumWitnesses, as: GetTag.self)
    project = witnesses.load(fromByteOffset: enumWitnesses + word, as: Project.self)
    inject = witnesses.load(fromByteOffset: enumWitnesses + 2 * word, as: Inject.self)
    let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
    // The descriptor's kind (its flags' low five bits) is 18 for an enum.
    guard descriptor.load(as: UInt32.self) & 0x1F == 18,
      let fields = Self.relative(descriptor, at: 16)
    else { return nil }
    payloadCaseCount = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF
    recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    records = fields + 16
    guard recordSize >= 12, recordCount > 0 else { return nil }
    self.metadata = metadata
  }

  /// The target of a 32-bit relative pointer at `offset`, or `nil` when it is null.
  private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
    let distance = base.load(fromByteOffset: offset, as: Int32.self)
    return distance == 0 ? nil : base + offset + Int(distance)
  }

  /// The tag of a value: its case's index, cases with a payload first.
  func tag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// The field record of the case with a tag, or `nil` when there is none.
  func caseRecord(_ tag: UInt32) -> (isIndirect: Bool, name: String)? {
    guard Int(tag) < recordCount else { return nil }
    let record = records + Int(tag) * recordSize
    let flags = record.load(as: UInt32.self)
    guard let name = Self.relative(record, at: 8) else { return nil }
    return (flags & 1 != 0, String(cString: name.assumingMemoryBound(to: CChar.self)))
  }

  /// The names of the enum's cases, in tag order.
  var caseNames: [String] {
    (0..<recordCount).compactMap { caseRecord(UInt32($0))?.name }
  }

  /// A copy of the payload of a value whose tag is `tag`, whose payload has `Payload`'s
  /// layout (which ``EnumCase`` checked).
  ///
  /// The value is copied, its payload uncovered in place (`destructiveProjectEnumData` clears
  /// the tag bits it shares with the payload), copied out, and the tag put back so that the
  /// copy is destroyed as the case it is.
  func copyPayload<Enum, Payload>(of value: Enum, tag: UInt32, isIndirect: Bool, as _: Payload.Type) -> Payload {
    var copy = value
    return withUnsafeMutablePointer(to: &copy) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      project(raw, metadata)
      defer { inject(raw, tag, metadata) }
      guard isIndirect else { return raw.load(as: Payload.self) }
      // An indirect case holds a box: a heap object's header, then the payload.
      let box = raw.load(as: UnsafeRawPointer.self)
      let header = 2 * MemoryLayout<UnsafeRawPointer>.size
      let alignment = MemoryLayout<Payload>.alignment
      return box.load(fromByteOffset: (header + alignment - 1) / alignment * alignment, as: Payload.self)
    }
  }
}
