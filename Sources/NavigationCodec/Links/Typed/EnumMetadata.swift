#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An enum type's runtime metadata, read through the layout the Swift ABI fixes: the kind
/// word, the value witness table before it, and the nominal type descriptor with its field
/// records.
///
/// ``EnumCase`` reads a case's tag and payload through it, after checking the case's declared
/// types; a module composition reads its cases' names.
@usableFromInline
struct EnumMetadata {
  @usableFromInline typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let getTag: GetTag
  @usableFromInline let project: Project
  @usableFromInline let inject: Inject
  /// The enum's cases in tag order (cases with a payload first), from its field descriptor.
  private let records: UnsafeRawPointer
  private let recordCount: Int
  private let recordSize: Int
  /// How many of the cases carry a payload.
  let payloadCaseCount: UInt32

  /// The metadata of an enum type.
  ///
  /// - Throws: ``EnumCaseError/notAnEnum`` for another type, ``EnumCaseError/noFieldRecords``
  ///   for an enum built without reflection metadata, and
  ///   ``EnumCaseError/signedMetadata`` where the runtime signs its pointers (arm64e).
  init(_ type: Any.Type) throws(EnumCaseError) {
    #if _ptrauth(_arm64e)
      // The witness and descriptor pointers are signed there; reading them raw would crash.
      throw .signedMetadata
    #else
      try self.init(reading: type)
    #endif
  }

  private init(reading type: Any.Type) throws(EnumCaseError) {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // The metadata kind of an enum; `Optional` has its own kind and is not read here.
    guard metadata.load(as: UInt.self) == 0x201 else { throw .notAnEnum }
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    // Eight functions, `size`, `stride`, then two 32-bit fields, then the enum witnesses.
    let enumWitnesses = 10 * word + 8
    getTag = witnesses.load(fromByteOffset: enumWitnesses, as: GetTag.self)
    project = witnesses.load(fromByteOffset: enumWitnesses + word, as: Project.self)
    inject = witnesses.load(fromByteOffset: enumWitnesses + 2 * word, as: Inject.self)
    let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
    // The descriptor's kind (its flags' low five bits) is 18 for an enum.
    guard descriptor.load(as: UInt32.self) & 0x1F == 18 else { throw .notAnEnum }
    guard let fields = Self.relative(descriptor, at: 16) else { throw .noFieldRecords }
    payloadCaseCount = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0xFF_FFFF
    recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    recordCount = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    records = fields + 16
    guard recordSize >= 12, recordCount > 0 else { throw .noFieldRecords }
    self.metadata = metadata
  }

  /// The target of a 32-bit relative pointer at `offset`, or `nil` when it is null.
  private static func relative(_ base: UnsafeRawPointer, at offset: Int) -> UnsafeRawPointer? {
    let distance = base.load(fromByteOffset: offset, as: Int32.self)
    return distance == 0 ? nil : base + offset + Int(distance)
  }

  /// The tag of a value: its case's index, cases with a payload first.
  @inlinable
  func tag<Enum>(of value: Enum) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// The tag of a value, read where it lies: a large value is not copied to be read.
  @inlinable
  func tag<Enum>(in value: inout Enum) -> UInt32 {
    withUnsafeMutablePointer(to: &value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// The field record of the case with a tag, or `nil` when there is none.
  func caseRecord(_ tag: UInt32) -> (isIndirect: Bool, name: String)? {
    guard Int(tag) < recordCount else { return nil }
    let record = records + Int(tag) * recordSize
    let flags = record.load(as: UInt32.self)
    guard let name = Self.relative(record, at: 8) else { return nil }
    return (flags & 1 != 0, String(cString: name.assumingMemoryBound(to: CChar.self)))
  }

  /// The types of a case's values as the enum declares them (not as a value holds them: an
  /// existential or a class payload is its declared type), resolved from the case's field
  /// record in the enum's own context, each with its offset in the payload's storage (the
  /// runtime's own layout of the payload's tuple); `nil` when the record names none.
  func payloadLayout(ofCase tag: UInt32) -> [(type: Any.Type, offset: Int)]? {
    guard Int(tag) < recordCount, let name = Self.relative(records + Int(tag) * recordSize, at: 4) else {
      return nil
    }
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
    // A generic enum's arguments follow its kind and descriptor in its metadata.
    let isGeneric = descriptor.load(as: UInt32.self) & 0x80 != 0
    let arguments = isGeneric ? metadata + 2 * MemoryLayout<UnsafeRawPointer>.size : nil
    let bytes = name.assumingMemoryBound(to: UInt8.self)
    guard let resolveMangledType,
      let type = resolveMangledType(bytes, UInt(Self.mangledNameLength(bytes)), descriptor, arguments)
    else { return nil }
    return Self.elements(of: unsafeBitCast(type, to: Any.Type.self))
  }

  /// The length of a mangled name, whose symbolic references (a byte from 1 to 0x17 and a
  /// 32-bit offset, or from 0x18 to 0x1F and a pointer) may hold zero bytes.
  private static func mangledNameLength(_ name: UnsafePointer<UInt8>) -> Int {
    var length = 0
    while name[length] != 0 {
      switch name[length] {
      case 0x01...0x17: length += 5
      case 0x18...0x1F: length += 1 + MemoryLayout<UnsafeRawPointer>.size
      default: length += 1
      }
    }
    return length
  }

  /// A tuple type's element types (its labels aside) with their offsets, or any other type
  /// alone at offset 0.
  private static func elements(of type: Any.Type) -> [(type: Any.Type, offset: Int)] {
    let word = MemoryLayout<UnsafeRawPointer>.size
    let tuple = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // The metadata kind of a tuple: its element count, its labels, then each element's type
    // and offset, two words apart. The offset is a word on Apple platforms and 32 bits
    // elsewhere (the rest is padding): its low 32 bits, read on these little-endian
    // platforms, are the offset on both.
    guard tuple.load(as: UInt.self) == 0x301 else { return [(type, 0)] }
    let count = tuple.load(fromByteOffset: word, as: Int.self)
    return (0..<count).map { index in
      let element = 3 * word + 2 * word * index
      return (
        unsafeBitCast(tuple.load(fromByteOffset: element, as: UnsafeRawPointer.self), to: Any.Type.self),
        Int(tuple.load(fromByteOffset: element + word, as: UInt32.self))
      )
    }
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
  @inlinable
  func copyPayload<Enum, Payload>(of value: Enum, tag: UInt32, isIndirect: Bool, as _: Payload.Type) -> Payload {
    withPayload(of: value, tag: tag, isIndirect: isIndirect, alignment: MemoryLayout<Payload>.alignment) {
      $0.load(as: Payload.self)
    }
  }

  /// Lends `body` the storage of the payload of a value whose tag is `tag`, aligned to
  /// `alignment` (the payload's); `body` may copy values out of it, and must not keep it.
  ///
  /// The value is copied, and the copy's payload lent as by
  /// ``withPayload(in:tag:isIndirect:alignment:_:)``. The copy owns what the payload
  /// references while `body` runs, whatever happens to `value`.
  @inlinable
  func withPayload<Enum, Result>(
    of value: Enum, tag: UInt32, isIndirect: Bool, alignment: Int, _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    var copy = value
    return withPayload(in: &copy, tag: tag, isIndirect: isIndirect, alignment: alignment, body)
  }

  /// A value of the case whose tag is `tag`, its payload (held inline, or none) initialised
  /// in place by `body`, which is lent the case's uninitialised storage.
  ///
  /// The payload is written where the enum keeps it, at the start of its storage, and the
  /// tag then put in (`destructiveInjectEnumTag`), as the runtime makes a case. When `body`
  /// throws, it leaves the storage uninitialised, and no value is made.
  @inlinable
  func make<Enum, Failure: Error>(
    tag: UInt32, _ body: (UnsafeMutableRawPointer) throws(Failure) -> Void
  ) throws(Failure) -> Enum {
    try withUnsafeTemporaryAllocation(of: Enum.self, capacity: 1) { storage throws(Failure) -> Enum in
      let value = storage.baseAddress.unsafelyUnwrapped  // one element: never `nil`
      let raw = UnsafeMutableRawPointer(value)
      try body(raw)
      inject(raw, tag, metadata)
      return value.move()
    }
  }

  /// Lends `body` the storage of the payload of `value`, whose tag is `tag`, in place: no
  /// copy of the value is made or destroyed.
  ///
  /// The payload is uncovered where it lies (`destructiveProjectEnumData` clears the tag bits
  /// it shares with the payload), lent, and the tag put back, so that `value` is the case it
  /// was when this returns; while `body` runs, `value` is reached only through the storage.
  @inlinable
  func withPayload<Enum, Result>(
    in value: inout Enum, tag: UInt32, isIndirect: Bool, alignment: Int, _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &value) { pointer in
      let raw = UnsafeMutableRawPointer(pointer)
      project(raw, metadata)
      defer { inject(raw, tag, metadata) }
      guard isIndirect else { return body(UnsafeRawPointer(raw)) }
      // An indirect case holds a box: a heap object's header, then the payload.
      let box = raw.load(as: UnsafeRawPointer.self)
      let header = 2 * MemoryLayout<UnsafeRawPointer>.size
      return body(box + (header + alignment - 1) / alignment * alignment)
    }
  }
}

/// The runtime's resolution of a mangled type name in a context (what `Mirror` uses to find a
/// field's type), looked up once by its symbol; `nil` where the runtime does not export it.
private let resolveMangledType: ResolveMangledType? = {
  guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_getTypeByMangledNameInContext") else {
    return nil
  }
  return unsafeBitCast(symbol, to: ResolveMangledType.self)
}()

private typealias ResolveMangledType =
  @convention(c) (
    UnsafePointer<UInt8>, UInt, UnsafeRawPointer?, UnsafeRawPointer?
  ) -> UnsafeRawPointer?
