extension LinkRoute {
  /// A route declared from an enum case: its constructor makes the app's value from the
  /// link's, and the way back is derived from the same constructor.
  ///
  /// ```swift
  /// enum ReaderRoute { case chapter(book: UUID, number: Int, startDate: Date?) }
  ///
  /// LinkRoute(ReaderRoute.chapter, summary: "a chapter") {
  ///   "books"; LinkCapture<UUID>("book"); "chapters"; LinkCapture<Int>("number")
  ///   LinkQuery<Date?>("from")
  /// }
  /// // /books/{book:uuid}/chapters/{number:int}?from={date}
  /// ```
  ///
  /// The pattern's captures and query fields, in the order written, are the case's values: a
  /// declaration whose types differ from the case's does not compile.
  /// `embed` must be the case's constructor itself, not a function that changes the values
  /// on their way in: reading may make the case without calling it (writing the values
  /// where the case keeps them), and printing reads the case's values back as they are.
  /// Reading and printing go through the types' ``LinkFieldValue`` conformances, with no
  /// `Codable` or JSON; a keyword type's conformance may be asked once, when the route is
  /// declared, for every word, so it must depend on the word alone.
  ///
  /// When its grammar is built, the route is checked: the constructor must make one case of
  /// an enum whose values are exactly the fields, and a sample value (each field's
  /// ``LinkFieldValue/linkSample``, varied where two fields share a type, so a constructor
  /// that swaps them is found) must print through this route and read back as itself.
  ///
  /// - Parameters:
  ///   - embed: The case's constructor, such as `ReaderRoute.chapter`.
  ///   - summary: What the route opens, in a few words, for the route table.
  ///   - pattern: The path's words and captures, and the query parameters.
  @inlinable
  public init<each Value: LinkQueryValue>(
    _ embed: @escaping @Sendable (repeat each Value) -> Target, summary: String = "",
    @LinkPatternBuilder _ pattern: () -> LinkPattern<repeat each Value>
  ) {
    let pattern = pattern()
    let places = pattern.places
    let (enumCase, problem) = TypedRouteCase<Target, repeat each Value>.make(embed, fieldNames: places.map(\.name))
    let fields = TypedRouteCase<Target, repeat each Value>.storedFields(places, enumCase?.fieldOffsets)
    let reading = TypedRouteCase<Target, repeat each Value>.reading(
      enumCase, fields: fields, positions: places.map(\.position))
    self.init(
      pattern.segments, aliases: [], query: pattern.query, summary: summary,
      refusingRead: TypedRouteCase<Target, repeat each Value>.read(
        embed, reading: reading, positions: places.map(\.position)),
      write: { target, values in
        // Each value is read from the case's storage where it lies, with no copy of the
        // whole payload.
        enumCase?.withPayload(of: target) { StoredField.write($0, fields, into: &values) } ?? false
      })
    // Written straight into the link from the case's storage, with no slot filled.
    printInPlace = { [printed = StoredField.printOrder(fields)] target, values, matcher, isCase in
      guard let enumCase else { return nil }
      func render(_ payload: UnsafeRawPointer) -> String? {
        printed.withUnsafeBufferPointer { matcher.render(values, payload: payload, fields: $0) }
      }
      if isCase { return enumCase.withPayload(inCase: &target, render) }
      return enumCase.withPayload(in: &target, render) ?? nil
    }
    self.problem = problem
    typedReading = reading
    printedCase = enumCase?.tag
    sample = {
      guard let payload = TypedRouteCase<Target, repeat each Value>.samplePayload() else { return nil }
      return embed(repeat each payload)
    }
  }

  /// A route declared from an enum case without values.
  ///
  /// ```swift
  /// LinkRoute(SettingsRoute.account) { "account" }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The case, such as `SettingsRoute.account`.
  ///   - summary: What the route opens, in a few words, for the route table.
  ///   - pattern: The path's words.
  @inlinable
  public init(_ value: Target, summary: String = "", @LinkPatternBuilder _ pattern: () -> LinkPattern<>) {
    self.init({ value }, summary: summary, pattern)
  }
}

/// The case a typed route's constructor makes, found when the route is declared.
@usableFromInline
struct TypedRouteCase<Target, each Value: LinkQueryValue> {
  /// The case, or why the constructor does not make one the route can print.
  @usableFromInline
  static func make(
    _ embed: @escaping @Sendable (repeat each Value) -> Target, fieldNames: [String]
  ) -> (EnumCase<Target, (repeat each Value)>?, String?) {
    guard let sample = samplePayload() else {
      return (nil, "a field's type has no sample value, so the route cannot be checked")
    }
    var types: [Any.Type] = []
    repeat types.append((each Value).self)
    var end = 0
    var offsets: [Int] = []
    repeat offsets.append(TypedField<each Value>.offset(after: &end))
    do throws(EnumCaseError) {
      let found = try EnumCase<Target, (repeat each Value)>(
        constructor: { payload in embed(repeat each payload) }, sample: sample, fieldTypes: types)
      // Printing reads each value at the offset the runtime gives: it must be where the
      // layout of the fields' types puts it, or no value is read at all.
      guard !found.hasPayload || found.fieldOffsets == offsets else { throw EnumCaseError.layoutMismatch }
      return (found, nil)
    } catch {
      return (nil, error.reason(fieldNames: fieldNames))
    }
  }

  /// How the route reads its value straight into the case's storage, when the case keeps
  /// its values inline (or has none) and every field has a reader of its own; `nil` when it
  /// reads through the fields' conformances.
  @inlinable
  static func reading(
    _ enumCase: EnumCase<Target, (repeat each Value)>?, fields: [StoredField], positions: [LinkFieldPlace.Position]
  ) -> TypedReading<Target>? {
    guard let enumCase, enumCase.makesInPlace, fields.count == positions.count, StoredField.readInPlace(fields) else {
      return nil
    }
    return TypedReading(enumCase, fields: fields)
  }

  /// How the route reads its value from a link's values: by `reading`, when there is one;
  /// else through the fields' conformances, and the constructor.
  ///
  /// Both read the fields in the order declared, and refuse the same values alike.
  @inlinable
  static func read(
    _ embed: @escaping @Sendable (repeat each Value) -> Target, reading: TypedReading<Target>?,
    positions: [LinkFieldPlace.Position]
  ) -> @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Target? {
    if let reading { return { values throws(LinkFieldRefusal) in try reading.read(values) } }
    return { values throws(LinkFieldRefusal) in
      var index = 0
      return embed(repeat try TypedField<each Value>.read(positions, &index, values))
    }
  }

  /// How each field prints from the case's storage at `offsets`; none when there is no case.
  @usableFromInline
  static func storedFields(_ places: [LinkFieldPlace], _ offsets: [Int]?) -> [StoredField] {
    guard let offsets, offsets.count == places.count else { return [] }
    var fields: [StoredField] = []
    repeat fields.append(StoredField((each Value).self, place: places[fields.count], offset: offsets[fields.count]))
    return fields
  }

  /// Each field's sample, given (an optional one present); `nil` when a type has none.
  @usableFromInline
  static func samplePayload() -> (repeat each Value)? {
    do throws(MissingLinkSample) {
      var kinds: [LinkFieldKind] = []
      return (repeat try TypedField<each Value>.sample(after: &kinds))
    } catch {
      return nil
    }
  }
}

/// A field type with no sample value.
@usableFromInline
struct MissingLinkSample: Error {
  @usableFromInline init() {}
}

/// Reading, printing and sampling one field of a typed route.
@usableFromInline
enum TypedField<Value: LinkQueryValue> {
  /// The field's sample value, present, after fields of `kinds`, to which its kind is added.
  ///
  /// The type's sample, varied by the number of earlier fields of the same kind (when the
  /// type takes the varied value): two fields of one type then hold different values, so a
  /// constructor that swaps them does not give back the sample it was given. A kind with few
  /// values repeats them: `Bool` fields alternate, and a keyword cycles through its words, so
  /// only fields that differ in their sample are told apart.
  @usableFromInline
  static func sample(after kinds: inout [LinkFieldKind]) throws(MissingLinkSample) -> Value {
    let kind = Value.LinkField.linkFieldKind
    let earlier = kinds.count { $0 == kind }
    kinds.append(kind)
    guard let sample = Value.LinkField.linkSample?.linkValue else { throw MissingLinkSample() }
    for candidate in [sample.varied(by: earlier, as: kind), sample] {
      if let value = try? Value.linkQueryValue(reading: candidate) { return value }
    }
    throw MissingLinkSample()
  }

  /// The field's offset in a payload of the fields before it and this one, whose end is
  /// `end` and becomes this field's: the first multiple of the type's alignment from there.
  @usableFromInline
  static func offset(after end: inout Int) -> Int {
    let alignment = MemoryLayout<Value>.alignment
    let offset = (end + alignment - 1) / alignment * alignment
    end = offset + MemoryLayout<Value>.size
    return offset
  }

  /// The field's value in a link; the next field's place is after it.
  ///
  /// Always inlined, so that it is specialised with the route: a call from a pack expansion
  /// would otherwise run as generic code.
  @inlinable @inline(__always)
  static func read(
    _ positions: [LinkFieldPlace.Position], _ index: inout Int, _ values: borrowing LinkValues
  ) throws(LinkFieldRefusal) -> Value {
    let place = positions[index]
    index += 1
    let given = place.isCapture ? values[capture: place.index] : values[queryField: place.index]
    do throws(LinkFieldProblem) {
      return try Value.linkQueryValue(reading: given)
    } catch {
      throw refusal(place, values, isMissing: error == .missing)
    }
  }

  @usableFromInline
  static func refusal(_ place: LinkFieldPlace.Position, _ values: borrowing LinkValues, isMissing: Bool)
    -> LinkFieldRefusal
  {
    LinkFieldRefusal(
      slot: place.isCapture ? values.slot(ofCapture: place.index) : values.slot(ofQueryField: place.index),
      isMissing: isMissing, expected: Value.LinkField.linkExpectation)
  }

  /// Puts the field's value in its slot; a value with no link form clears `printable`.
  ///
  /// The reason is left in the values, naming the field. Always inlined, as
  /// ``read(_:_:_:)`` is.
  @inlinable @inline(__always)
  static func write(
    _ value: Value, _ places: [LinkFieldPlace], _ index: inout Int, _ values: inout LinkValues,
    _ printable: inout Bool
  ) {
    let place = places[index]
    index += 1
    guard printable else { return }
    let printed: LinkValue?
    do throws(LinkFieldProblem) {
      printed = try value.linkQueryValue()
    } catch {
      values.notLinkable = notLinkable(place)
      printable = false
      return
    }
    guard values.place(printed, part: place.part, index: place.index) else {
      values.notLinkable = notLinkable(place)
      printable = false
      return
    }
  }

  @usableFromInline
  static func notLinkable(_ place: LinkFieldPlace) -> String {
    if place.isRestOfPath {
      return "the field \"\(place.name)\" holds a value that is not \(LinkFieldKind.path.expected)"
        + " (pieces between \"/\" not empty, \".\" or \"..\")"
    }
    let kind = Value.LinkField.linkFieldKind
    let segment = place.isCapture && kind == .text ? " (one path segment: not empty, \".\" or \"..\", no \"/\")" : ""
    return "the field \"\(place.name)\" holds a value that is not \(Value.LinkField.linkExpectation)\(segment)"
  }
}

extension LinkValue {
  /// Whether the value prints as one path segment: text that is empty, `.`, `..`, or holds
  /// `/` or `\` would read back as another path, or not at all.
  @usableFromInline
  var fitsOneSegment: Bool {
    guard case .text(var text) = self else { return true }
    return text.withUTF8(Self.fitsOneSegment)
  }

  /// Whether text prints as one path segment: an empty segment, a dot segment or a slash
  /// inside a segment would not read back (they are refused, encoded or not).
  @usableFromInline
  static func fitsOneSegment(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    !text.isEmpty && (text.count > 2 || !text.allSatisfy { $0 == UInt8(ascii: ".") })
      && !text.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
  }

  /// Whether the value prints as the rest of a path: text whose pieces between `/` each fit
  /// one segment.
  @usableFromInline
  var isPath: Bool {
    guard case .text(var text) = self else { return false }
    return text.withUTF8(Self.isPath)
  }

  /// Whether text prints as the rest of a path: split on `/`, every piece fits one segment
  /// (so no piece is empty, `.` or `..`, and the value is not empty).
  @usableFromInline
  static func isPath(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = 0
    for end in text.indices where text[end] == UInt8(ascii: "/") {
      guard fitsOneSegment(UnsafeBufferPointer(rebasing: text[start..<end])) else { return false }
      start = end + 1
    }
    return fitsOneSegment(UnsafeBufferPointer(rebasing: text[start...]))
  }
}
