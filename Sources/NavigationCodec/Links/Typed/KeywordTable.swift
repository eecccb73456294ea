/// The cases of a `String`-backed `CaseIterable` type and their words, in the order of
/// `allCases`, made once per type and kept for the life of the process.
///
/// A keyword field reads and prints a case by its index in `allCases`; asking `allCases` for
/// every link builds an array each time. The table is found by the type alone, without a
/// lock: see ``KeywordTables``.
@usableFromInline
final class KeywordTable<Value: RawRepresentable & CaseIterable & Sendable>: @unchecked Sendable
where Value.RawValue == String {
  // Unchecked: every property is immutable once made; the metadata's pointers are the enum's,
  // immutable for the life of the process.
  /// The cases, in the order of `allCases`.
  @usableFromInline let cases: [Value]
  /// Each case's raw value, at its index.
  @usableFromInline let words: [String]
  /// The enum's metadata, when `Value` is an enum whose cases carry no values: a value's tag
  /// then tells its case, with no text compared.
  @usableFromInline let metadata: EnumMetadata?
  /// The index in ``cases`` of the first case of each tag; -1 for a case `allCases` leaves out.
  @usableFromInline let indexByTag: [Int]

  private init() {
    cases = Array(Value.allCases)
    words = cases.map(\.rawValue)
    var indexByTag: [Int] = []
    var metadata = try? EnumMetadata(Value.self)
    if let found = metadata, found.payloadCaseCount == 0 {
      for (index, value) in cases.enumerated() {
        // Tags count the enum's cases, so they are few; a larger one is not a case's.
        let tag = Int(found.tag(of: value))
        guard tag < 1 << 16 else {
          metadata = nil
          break
        }
        if tag >= indexByTag.count { indexByTag += repeatElement(-1, count: tag + 1 - indexByTag.count) }
        if indexByTag[tag] < 0 { indexByTag[tag] = index }
      }
    } else {
      metadata = nil
    }
    self.metadata = metadata
    self.indexByTag = metadata == nil ? [] : indexByTag
  }

  /// Lends `body` the table of `Value`, made on first use.
  @inlinable
  static func with<Result>(_ body: (KeywordTable<Value>) -> Result) -> Result {
    let key = UInt(bitPattern: ObjectIdentifier(Value.self))
    if let found = KeywordTables.find(key) {
      // The table under the type's key is one of this type, kept for the life of the process.
      return Unmanaged<KeywordTable<Value>>.fromOpaque(found)._withUnsafeGuaranteedRef(body)
    }
    return body(made(key))
  }

  /// A new table for `Value`, stored under `key` when a place is free.
  @usableFromInline
  static func made(_ key: UInt) -> KeywordTable<Value> {
    let table = KeywordTable()
    KeywordTables.store(key, table)
    return table
  }

  /// The index of `value` in ``cases``, or `nil` when `allCases` leaves it out.
  @inlinable
  func index(of value: Value) -> Int? {
    if let metadata {
      // A one-byte enum whose cases carry no values holds its tag as its byte: read so, not
      // through the runtime's call for the tag.
      let tag = MemoryLayout<Value>.size == 1 ? Int(withUnsafeBytes(of: value) { $0[0] }) : Int(metadata.tag(of: value))
      if tag < indexByTag.count && indexByTag[tag] >= 0 { return indexByTag[tag] }
      // A case `allCases` leaves out may still spell a listed word (a hand-written `rawValue`
      // can give two cases one): found by its word, as any other type's value is.
    }
    let word = value.rawValue
    return words.withUnsafeBufferPointer { words in
      // By length first: unequal short strings otherwise take the standard library's slow
      // comparison path.
      for index in words.indices where words[index].utf8.count == word.utf8.count && words[index] == word {
        return index
      }
      return nil
    }
  }
}
