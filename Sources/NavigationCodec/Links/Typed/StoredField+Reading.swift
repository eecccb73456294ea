#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StoredField {
  /// Whether a route of these fields can read them straight into its case's storage: every
  /// field has a reader of its own (a type read through its conformance has no code here
  /// that knows its layout).
  @usableFromInline
  static func readInPlace(_ fields: [StoredField]) -> Bool {
    fields.allSatisfy { $0.reader != .other }
  }

  /// Reads a typed route's fields from their slots straight into its payload's storage, in
  /// the order declared, as the fields' conformances read them.
  ///
  /// `payload` is uninitialised storage of a payload whose values are `fields`' types at
  /// their offsets (as ``EnumCase`` checked when the route was declared), and every field
  /// passes ``readInPlace(_:)``. It is initialised when this returns; when a field refuses
  /// its value, the fields before it are destroyed again, leaving it uninitialised.
  ///
  /// - Throws: ``LinkFieldRefusal`` for the first field whose type refuses its value.
  @usableFromInline
  static func read(
    _ fields: UnsafeBufferPointer<StoredField>, from values: borrowing LinkValues,
    into payload: UnsafeMutableRawPointer
  ) throws(LinkFieldRefusal) {
    // The pointers stay within the buffer (`index` is one of its indices), which the caller
    // keeps alive for this call.
    guard let first = fields.baseAddress else { return }
    for index in fields.indices {
      let field = first + index
      let isQuery = field.pointee.part == .query
      let position = field.pointee.index
      do throws(LinkFieldProblem) {
        let given = isQuery ? values.readValue(ofQueryField: position) : values.readValue(ofCapture: position)
        try read(field, given, values, into: payload + field.pointee.offset)
      } catch {
        for earlier in 0..<index { destroy(first + earlier, at: payload + first[earlier].offset) }
        throw LinkFieldRefusal(
          slot: isQuery ? values.slot(ofQueryField: position) : values.slot(ofCapture: position),
          isMissing: error == .missing, expected: field.pointee.expectation)
      }
    }
  }

  /// Initialises `storage` with the value the field's type reads from `given`, as its
  /// conformance reads the ``LinkValue`` `given` stands for: a value left out is `nil` for
  /// an optional and missing otherwise, and a value of another kind is refused.
  @inline(__always)
  private static func read(
    _ field: UnsafePointer<StoredField>, _ given: ReadValue?, _ values: borrowing LinkValues,
    into storage: UnsafeMutableRawPointer
  ) throws(LinkFieldProblem) {
    switch field.pointee.reader {
    case .uuid: store(try required(value(given) { $0.uuid }), at: storage)
    case .text: storage.initializeMemory(as: String.self, to: try required(text(given, values)))
    case .optionalText: storage.initializeMemory(as: String?.self, to: try text(given, values))
    case .number: storage.initializeMemory(as: Double.self, to: try required(value(given) { $0.number }))
    case .optionalNumber: storage.initializeMemory(as: Double?.self, to: try value(given) { $0.number })
    case .date: storage.initializeMemory(as: Date.self, to: try required(value(given) { $0.date }))
    case .optionalDate: storage.initializeMemory(as: Date?.self, to: try value(given) { $0.date })
    case .int: storage.initializeMemory(as: Int.self, to: try required(value(given) { $0.int }))
    case .optionalInt: storage.initializeMemory(as: Int?.self, to: try value(given) { $0.int })
    case .bool: storage.initializeMemory(as: Bool.self, to: try required(value(given) { $0.bool }))
    case .optionalBool: storage.initializeMemory(as: Bool?.self, to: try value(given) { $0.bool })
    case .byte: storage.initializeMemory(as: UInt8.self, to: try byte(field, given))
    // Never reached: a route with such a field reads through the conformances.
    case .other: throw .refused
    }
  }

  /// Initialises `storage` with a UUID as two words when a UUID is stored as its 16 bytes
  /// (checked once, at run time): its bytes, aligned to one byte, would otherwise be stored
  /// one at a time.
  @inline(__always)
  private static func store(_ uuid: UUID, at storage: UnsafeMutableRawPointer) {
    guard UUIDText.storesItsBytes else {
      storage.initializeMemory(as: UUID.self, to: uuid)
      return
    }
    let words = unsafeBitCast(uuid.uuid, to: (UInt64, UInt64).self)
    storage.storeBytes(of: words.0, as: UInt64.self)
    storage.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
  }

  /// A value the field requires: one left out is missing.
  @inline(__always)
  private static func required<Value>(_ value: Value?) throws(LinkFieldProblem) -> Value {
    guard let value else { throw .missing }
    return value
  }

  /// The value `given` holds, as `extract` takes it out: `nil` when the link left it out, and
  /// refused when it is of another kind.
  @inline(__always)
  private static func value<Value>(
    _ given: ReadValue?, _ extract: (ReadValue) -> Value?
  ) throws(LinkFieldProblem) -> Value? {
    guard let given else { return nil }
    guard let value = extract(given) else { throw .refused }
    return value
  }

  /// The text, made now: a text value's string is made only for the field that keeps it.
  private static func text(_ given: ReadValue?, _ values: borrowing LinkValues) throws(LinkFieldProblem) -> String? {
    guard let given else { return nil }
    guard let text = values.text(of: given) else { throw .refused }
    return text
  }

  /// The byte of the value a one-byte keyword type reads from `given`.
  private static func byte(_ field: UnsafePointer<StoredField>, _ given: ReadValue?) throws(LinkFieldProblem) -> UInt8 {
    switch given {
    case nil: return try field.pointee.leftOutRead.get()
    case .keyword(let index)? where field.pointee.keywordReads.indices.contains(index):
      return try field.pointee.keywordReads[index].get()
    // The matcher gives a keyword field only its keywords; a keyword type refuses any other.
    default: throw .refused
    }
  }

  /// Destroys the value of a field read by ``read(_:from:into:)``; only text owns memory.
  ///
  /// Every reader is named, so a reader added later cannot compile without saying whether
  /// its values own memory.
  private static func destroy(_ field: UnsafePointer<StoredField>, at storage: UnsafeMutableRawPointer) {
    switch field.pointee.reader {
    case .text: storage.assumingMemoryBound(to: String.self).deinitialize(count: 1)
    case .optionalText: storage.assumingMemoryBound(to: String?.self).deinitialize(count: 1)
    case .uuid, .number, .optionalNumber, .date, .optionalDate, .int, .optionalInt, .bool, .optionalBool, .byte,
      .other:
      break
    }
  }
}
