/// Reading, printing and sampling one field of a typed route, by its Swift type.
@usableFromInline enum TypedField<Value: LinkQueryValue> {
  /// The field's sample value, present, after fields of `kinds`, to which its kind is added.
  ///
  /// The type's sample, varied by the number of earlier fields of the same kind (when the
  /// type takes the varied value): two fields of one type then hold different values, so a
  /// constructor or a conformance that swaps them is found. A kind with few values repeats
  /// them: `Bool` fields alternate, and a keyword cycles through its words.
  @inlinable static func sample(after kinds: inout [LinkFieldKind]) throws(MissingLinkSample) -> Value {
    let kind = Value.LinkField.linkFieldKind
    let earlier = kinds.count { $0 == kind }
    kinds.append(kind)
    guard let sample = Value.LinkField.linkSample?.linkValue else { throw MissingLinkSample() }
    for candidate in [sample.varied(by: earlier, as: kind), sample] {
      if let value = try? Value.linkQueryValue(reading: candidate) { return value }
    }
    throw MissingLinkSample()
  }

  /// The field's value in a link's values; the next field's place is after it.
  @inlinable static func read(
    _ places: [LinkFieldPlace], _ index: inout Int, _ values: RouteValues
  ) throws(LinkFieldRefusal) -> Value {
    let place = places[index]
    index += 1
    do {
      return try Value.linkQueryValue(reading: values.value(at: place))
    } catch {
      let isMissing = error as? LinkFieldProblem == .missing
      throw LinkFieldRefusal(place: place, isMissing: isMissing, expected: Value.LinkField.linkExpectation)
    }
  }

  /// Puts the field's value, found in an encoded case, in `values`; the next field's place is
  /// after it.
  ///
  /// - Throws: ``NotLinkable`` for a value with no link form, or one that does not fit its
  ///   place, naming the field; and when the case's encoding does not hold the field's
  ///   value (which the grammar's check finds first).
  @inlinable static func print(
    _ encoded: (any Encodable)?, _ places: [LinkFieldPlace], _ index: inout Int, into values: inout RouteValues
  ) throws(NotLinkable) {
    let place = places[index]
    if let encoded {
      guard let value = encoded as? Value ?? Self.value(ofText: encoded) else {
        throw NotLinkable(reason: mismatch(place))
      }
      try print(value, places, &index, into: &values)
      return
    }
    index += 1
    // A value left out is an optional's `nil`, which prints nothing; a required one is a
    // conformance that does not write it.
    guard (try? Value.linkQueryValue(reading: nil)) != nil else { throw NotLinkable(reason: mismatch(place)) }
  }

  /// Puts the field's value in `values`; the next field's place is after it.
  @inlinable static func print(
    _ value: Value, _ places: [LinkFieldPlace], _ index: inout Int, into values: inout RouteValues
  ) throws(NotLinkable) {
    let place = places[index]
    index += 1
    let printed: LinkValue?
    do {
      printed = try value.linkQueryValue()
    } catch {
      throw NotLinkable(reason: notLinkable(place))
    }
    switch (place.part, printed) {
    case (.capture, .text(let text)?) where !LinkPrinter.fitsOneSegment(text):
      throw NotLinkable(reason: notOneSegment(place))
    case (.restOfPath, .text(let text)?) where !LinkPrinter.isPath(text):
      throw NotLinkable(reason: notLinkable(place))
    default:
      values.put(printed, at: place)
    }
  }

  /// The field's value from its text, for a conformance that encodes it as such (a keyword
  /// as its raw value, a UUID as its text); `nil` for anything else.
  @usableFromInline static func value(ofText encoded: any Encodable) -> Value? {
    guard let text = encoded as? String,
      let value = LinkValueText.read(text, as: Value.LinkField.linkFieldKind)
    else { return nil }
    return try? Value.linkQueryValue(reading: value)
  }

  @usableFromInline static func mismatch(_ place: LinkFieldPlace) -> String {
    "the value's encoding does not hold the field \"\(place.name)\" as a \(Value.self)"
  }

  @usableFromInline static func notLinkable(_ place: LinkFieldPlace) -> String {
    if place.part == .restOfPath {
      return "the field \"\(place.name)\" holds a value that is not \(LinkFieldKind.path.expected)"
        + " (pieces between \"/\" not empty, \".\" or \"..\")"
    }
    return "the field \"\(place.name)\" holds a value that is not \(Value.LinkField.linkExpectation)"
  }

  /// Why text does not print as a capture's one path segment.
  @usableFromInline static func notOneSegment(_ place: LinkFieldPlace) -> String {
    "the field \"\(place.name)\" holds text that is not one path segment (it is empty, \".\" or \"..\", or holds"
      + " \"/\" or \"\\\")"
  }
}

/// A field type with no sample value.
@usableFromInline struct MissingLinkSample: Error {
  @inlinable init() {}
}
