#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a typed route prints and reads one of its fields: where the value lies in the case's
/// storage, how it is read from there or written there, and where its link value is.
///
/// Made when the route is declared, so that printing and reading run one loop of plain code
/// over the fields, not a loop over a parameter pack, whose every step calls the field type's
/// conformance through the runtime. A value of one of the engine's own field types is read by
/// code written for its type; any other through its conformance.
@usableFromInline
struct StoredField: Sendable {
  /// The value's offset in the payload's storage.
  @usableFromInline let offset: Int
  @usableFromInline let part: LinkFieldPlace.Part
  /// The capture's position, or the query field's index.
  @usableFromInline let index: Int
  /// How the value is read: plain data, so that printing reads it where the field lies.
  @usableFromInline let reader: Reader
  /// Reads a value of a type with no reader of its own (``Reader/other``) through its
  /// conformance; `nil` for the others.
  @usableFromInline let conversion: (@Sendable (UnsafeRawPointer) throws(LinkFieldProblem) -> LinkValue?)?
  /// Why the value does not print, naming the field: made only when it does not.
  @usableFromInline let notLinkable: @Sendable () -> String
  /// For ``Reader/byte``: what each byte value stands for, ``byteUnknown`` for a byte read
  /// through the conversion; empty for the other readers.
  @usableFromInline let bytes: [Int]
  /// For ``Reader/byte``, reading: the byte of the value each keyword (by index) reads as, or
  /// why the type refuses it; empty for the other readers.
  @usableFromInline let keywordReads: [Result<UInt8, LinkFieldProblem>]
  /// For ``Reader/byte``, reading: the byte of the value a parameter left out reads as, or
  /// why the type refuses it.
  @usableFromInline let leftOutRead: Result<UInt8, LinkFieldProblem>
  /// What the field's type expects, for a refusal.
  @usableFromInline let expectation: String

  /// In ``bytes``: a value that is left out of the link.
  @usableFromInline static let byteLeftOut = -1
  /// In ``bytes``: a value read through the field's conversion.
  @usableFromInline static let byteUnknown = -2

  /// How a value is read from storage and given its link form.
  @usableFromInline
  enum Reader: Sendable {
    case uuid, text, optionalText, number, optionalNumber, date, optionalDate
    case int, optionalInt, bool, optionalBool
    /// A one-byte plain keyword type (a `String`-backed enum, or its `Optional`), by its byte:
    /// a word's index, left out, or through the conversion (``bytes``).
    case byte
    /// Any other type, through its conformance (the field's ``conversion``).
    case other
  }

  /// The field of type `Value` at `place`, at `offset` in the payload's storage.
  @usableFromInline
  init<Value: LinkQueryValue>(_: Value.Type, place: LinkFieldPlace, offset: Int) {
    self.offset = offset
    part = place.part
    index = place.index
    let bytes = Self.bytes(Value.self)
    reader = bytes.isEmpty ? Self.reader(Value.self) : .byte
    self.bytes = bytes
    (keywordReads, leftOutRead) = Self.readBytes(Value.self)
    expectation = Value.LinkField.linkExpectation
    if reader == .other || reader == .byte {
      conversion = { storage throws(LinkFieldProblem) in try storage.load(as: Value.self).linkQueryValue() }
    } else {
      conversion = nil
    }
    notLinkable = { TypedField<Value>.notLinkable(place) }
  }

  /// What each byte value of a one-byte plain keyword type stands for, as its conformance
  /// prints the values read from the type's words and from no value; empty for other types.
  ///
  /// A plain one-byte value is its byte, so two values with one byte print alike: a byte
  /// left ``byteUnknown`` (none of those values has it) is read through the conversion.
  private static func bytes<Value: LinkQueryValue>(_: Value.Type) -> [Int] {
    guard MemoryLayout<Value>.size == 1, _isPOD(Value.self), case .keyword(let words) = Value.LinkField.linkFieldKind
    else { return [] }
    var values = words.indices.compactMap { try? Value.linkQueryValue(reading: .keyword($0)) }
    if let none = try? Value.linkQueryValue(reading: nil) { values.append(none) }
    var bytes = [Int](repeating: byteUnknown, count: 256)
    for value in values {
      let byte = Int(withUnsafeBytes(of: value) { $0[0] })
      switch Result(catching: { () throws(LinkFieldProblem) in try value.linkQueryValue() }) {
      case .success(.keyword(let index)?) where index >= 0: bytes[byte] = index
      case .success(nil): bytes[byte] = byteLeftOut
      default: bytes[byte] = byteUnknown
      }
    }
    return bytes
  }

  /// The bytes a one-byte plain keyword type reads as, as its conformance reads them: each
  /// keyword's, by index, and a parameter left out's; none for other types.
  ///
  /// A plain one-byte value is its byte, so storing the byte makes the value.
  private static func readBytes<Value: LinkQueryValue>(
    _: Value.Type
  ) -> (keywords: [Result<UInt8, LinkFieldProblem>], leftOut: Result<UInt8, LinkFieldProblem>) {
    func read(_ given: LinkValue?) -> Result<UInt8, LinkFieldProblem> {
      Result { () throws(LinkFieldProblem) in
        let value = try Value.linkQueryValue(reading: given)
        return withUnsafeBytes(of: value) { $0[0] }
      }
    }
    guard MemoryLayout<Value>.size == 1, _isPOD(Value.self), case .keyword(let words) = Value.LinkField.linkFieldKind
    else { return ([], .failure(.refused)) }
    return (words.indices.map { read(.keyword($0)) }, read(nil))
  }

  /// The reader written for `Value`, or ``Reader/other``.
  private static func reader<Value: LinkQueryValue>(_: Value.Type) -> Reader {
    let readers: [(Any.Type, Reader)] = [
      (UUID.self, .uuid), (String.self, .text), (String?.self, .optionalText), (Double.self, .number),
      (Double?.self, .optionalNumber), (Date.self, .date), (Date?.self, .optionalDate), (Int.self, .int),
      (Int?.self, .optionalInt), (Bool.self, .bool), (Bool?.self, .optionalBool),
    ]
    return readers.first { $0.0 == Value.self }?.1 ?? .other
  }

  /// The link form of the value of the field at `field` whose storage is `storage`.
  ///
  /// Reads the field's plain data where it lies (a field copied whole would retain and
  /// release its closures); only a field read through its conformance loads its conversion.
  private static func linkValue(
    of field: UnsafePointer<StoredField>, at storage: UnsafeRawPointer
  ) throws(LinkFieldProblem) -> LinkValue? {
    switch field.pointee.reader {
    case .uuid: try storage.load(as: UUID.self).linkQueryValue()
    case .text: try storage.load(as: String.self).linkQueryValue()
    case .optionalText: try storage.load(as: String?.self).linkQueryValue()
    case .number: try storage.load(as: Double.self).linkQueryValue()
    case .optionalNumber: try storage.load(as: Double?.self).linkQueryValue()
    case .date: try storage.load(as: Date.self).linkQueryValue()
    case .optionalDate: try storage.load(as: Date?.self).linkQueryValue()
    case .int: try storage.load(as: Int.self).linkQueryValue()
    case .optionalInt: try storage.load(as: Int?.self).linkQueryValue()
    case .bool: try storage.load(as: Bool.self).linkQueryValue()
    case .optionalBool: try storage.load(as: Bool?.self).linkQueryValue()
    case .byte:
      switch field.pointee.bytes[Int(storage.load(as: UInt8.self))] {
      case byteLeftOut: nil
      case byteUnknown: try field.pointee.conversion?(storage)
      case let index: .keyword(index)
      }
    case .other: try field.pointee.conversion?(storage)
    }
  }

  /// The number of UTF-8 bytes of the text of the field at `field` in the payload whose
  /// storage is `payload`: 0 for a field not read as text.
  @usableFromInline
  static func textCount(of field: UnsafePointer<StoredField>, in payload: UnsafeRawPointer) -> Int {
    let storage = payload + field.pointee.offset
    switch field.pointee.reader {
    // Read where they lie: a loaded copy would be retained and released.
    case .text: return storage.assumingMemoryBound(to: String.self).pointee.utf8.count
    case .optionalText: return storage.assumingMemoryBound(to: String?.self).pointee?.utf8.count ?? 0
    default: return 0
    }
  }

  /// Whether the field at `field` holds `nil` (or a keyword byte left out) in the payload
  /// whose storage is `payload`, told without converting it; `false` when only its conversion
  /// can tell.
  @usableFromInline
  static func isLeftOut(_ field: UnsafePointer<StoredField>, in payload: UnsafeRawPointer) -> Bool {
    let storage = payload + field.pointee.offset
    switch field.pointee.reader {
    case .optionalText: return storage.assumingMemoryBound(to: String?.self).pointee == nil
    case .optionalNumber: return storage.load(as: Double?.self) == nil
    case .optionalDate: return storage.load(as: Date?.self) == nil
    case .optionalInt: return storage.load(as: Int?.self) == nil
    case .optionalBool: return storage.load(as: Bool?.self) == nil
    case .byte: return field.pointee.bytes[Int(storage.load(as: UInt8.self))] == byteLeftOut
    default: return false
    }
  }

  /// The fields in the order a link prints them: the captures by position, then the query
  /// fields by index.
  @usableFromInline
  static func printOrder(_ fields: [StoredField]) -> [StoredField] {
    fields.sorted { ($0.part == .query ? 1 : 0, $0.index) < ($1.part == .query ? 1 : 0, $1.index) }
  }

  /// Puts the values of a payload in their slots; `false` when one has no link form, whose
  /// reason is left in the values.
  ///
  /// `payload` is the storage of a payload whose values are `fields`' types at their offsets
  /// (as ``EnumCase`` checked when the route was declared).
  @usableFromInline
  static func write(_ payload: UnsafeRawPointer, _ fields: [StoredField], into values: inout LinkValues) -> Bool {
    fields.withUnsafeBufferPointer { fields in
      // The pointers stay within the buffer (`field` is one of its indices), which the array
      // keeps alive for this call.
      guard let first = fields.baseAddress else { return true }
      for field in fields.indices {
        let stored = first + field
        let printed: LinkValue?
        do throws(LinkFieldProblem) {
          printed = try linkValue(of: stored, at: payload + stored.pointee.offset)
        } catch {
          values.notLinkable = stored.pointee.notLinkable()
          return false
        }
        guard values.place(printed, part: stored.pointee.part, index: stored.pointee.index) else {
          values.notLinkable = stored.pointee.notLinkable()
          return false
        }
      }
      return true
    }
  }
}
