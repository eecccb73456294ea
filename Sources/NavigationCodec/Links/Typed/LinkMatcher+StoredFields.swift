#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LinkMatcher {
  /// The link of the route `values` are prepared for, written straight from a typed route's
  /// payload: the captures before `values.captureBase` (a mount's prefix) from their slots,
  /// the route's own fields from `payload`'s storage, with no slot filled for them.
  ///
  /// `fields` are the route's fields in the order they print: its captures by position, then
  /// its query fields by index. The link is the one the slots print; `nil` when a value does
  /// not print, which the caller then prints through the slots to learn why.
  @usableFromInline
  func render(
    _ values: borrowing LinkValues, payload: UnsafeRawPointer, fields: UnsafeBufferPointer<StoredField>
  ) -> String? {
    guard !values.hasStrayValue else { return nil }
    let route = routes[values.route]
    var capacity = route.printBound
    // Only the slots of text print text; a route's own are its fields, in the same order,
    // from `values.captureBase` on. A field of another type read as text has no known
    // length: the buffer then grows.
    for slot in textSlots[route.textSlots] {
      let field = slot - values.captureBase
      if field < 0 {
        if case .text(let text)? = values[slot: slot] { capacity += 3 * text.utf8.count }
      } else if let first = fields.baseAddress, field < fields.count {
        capacity += 3 * StoredField.textCount(of: first + field, in: payload)
      }
    }
    return rendered(capacity: capacity) { output in write(values, payload: payload, fields: fields, to: &output) }
  }

  private func write(
    _ values: borrowing LinkValues, payload: UnsafeRawPointer, fields: UnsafeBufferPointer<StoredField>,
    to output: inout ByteSink
  ) -> Bool {
    // `nil` only for a route with no fields, which then reads none.
    let first = fields.baseAddress
    let route = routes[values.route]
    // The literals are in the runs between the captures; the captures fill the slots in order.
    var run = printedPaths.firstRun(of: values.route)
    printedPaths.append(run: run, to: &output)
    var slot = 0
    var field = 0
    for index in printedPaths.routeCaptures[values.route] {
      let capture = printedPaths.capture(index)
      let component = capture.component
      switch capture.kind {
      case let kind? where slot < values.captureBase:
        guard write(slot: slot, of: values, as: kind, in: component, to: &output) else { return false }
      case let kind?:
        guard field < fields.count, let first,
          write(first + field, at: payload + first[field].offset, kind, in: component, to: &output) == .written
        else { return false }
        field += 1
      case nil:
        guard field < fields.count, let first,
          writePath(first + field, at: payload + first[field].offset, first: component, to: &output)
        else {
          return false
        }
        field += 1
      }
      slot += 1
      run += 1
      printedPaths.append(run: run, to: &output)
    }
    var separator = UInt8(ascii: "?")
    for index in route.fields {
      guard field < fields.count, let first else { return false }
      // A parameter known to be left out writes nothing, not even its name.
      if StoredField.isLeftOut(first + field, in: payload) {
        field += 1
        continue
      }
      let start = output.count
      output.append(separator)
      append(word: self.fields[index].printedName, in: nil, to: &output)
      switch write(first + field, at: payload + first[field].offset, self.fields[index].kind, in: .query, to: &output) {
      case .written: separator = UInt8(ascii: "&")
      case .leftOut: output.truncate(to: start)
      case .failed: return false
      }
      field += 1
    }
    return field == fields.count
  }

  /// Writes a mount's prefix value from its slot: a keyword's word (a history's type) with no
  /// copy of the value and no call that tells every kind apart.
  private func write(
    slot: Int, of values: borrowing LinkValues, as kind: KindCode, in component: PercentEncoding.Component,
    to output: inout ByteSink
  ) -> Bool {
    if kind.kind == .keyword, let index = values.keyword(inSlot: slot), index < kind.keywords.count {
      append(word: kind.keywords.lowerBound + index, in: component, to: &output)
      return true
    }
    guard let value = values[slot: slot] else { return false }
    return write(value, of: kind, in: component, to: &output)
  }

  /// What writing one stored field did.
  private enum FieldWritten { case written, leftOut, failed }

  /// Writes the value of the field at `field`, whose storage is `storage`, as `kind` in
  /// `component`: the same bytes its link value would print from its slot.
  ///
  /// A capture's value is written only when it fits one segment, as its slot takes only such
  /// a value; a capture left out fails. Always inlined into the one loop that calls it: as a
  /// call of its own, saving and restoring registers costs as much as most fields' writing.
  @inline(__always)
  private func write(
    _ field: UnsafePointer<StoredField>, at storage: UnsafeRawPointer, _ kind: KindCode,
    in component: PercentEncoding.Component, to output: inout ByteSink
  ) -> FieldWritten {
    let isQuery = component == .query
    // The reader is the field's type; the kind, the grammar's for that place. They agree for
    // every route the grammar checked; a pair that does not is not printed this way.
    switch field.pointee.reader {
    case .uuid:
      guard kind.kind == .uuid else { return .failed }
      UUIDText.write(storage.load(as: UUID.self), to: &output)
    case .text, .optionalText:
      // An `Optional` of a reference-holding value is laid out as the value itself.
      let text = storage.assumingMemoryBound(to: String.self)
      if field.pointee.reader == .optionalText, storage.assumingMemoryBound(to: String?.self).pointee == nil {
        return isQuery ? .leftOut : .failed
      }
      return kind.kind == .text ? write(text: text, in: component, to: &output) : .failed
    case .number:
      return kind.kind == .number ? write(number: storage.load(as: Double.self), in: component, to: &output) : .failed
    case .optionalNumber:
      guard let number = storage.load(as: Double?.self) else { return isQuery ? .leftOut : .failed }
      return kind.kind == .number ? write(number: number, in: component, to: &output) : .failed
    case .date:
      return kind.kind == .date ? write(date: storage.load(as: Date.self), in: component, to: &output) : .failed
    case .optionalDate:
      guard let date = storage.load(as: Date?.self) else { return isQuery ? .leftOut : .failed }
      return kind.kind == .date ? write(date: date, in: component, to: &output) : .failed
    case .int:
      return write(integer: storage.load(as: Int.self), kind, to: &output)
    case .optionalInt:
      guard let integer = storage.load(as: Int?.self) else { return isQuery ? .leftOut : .failed }
      return write(integer: integer, kind, to: &output)
    case .bool:
      return write(.bool(storage.load(as: Bool.self)), kind, in: component, to: &output)
    case .optionalBool:
      guard let bool = storage.load(as: Bool?.self) else { return isQuery ? .leftOut : .failed }
      return write(.bool(bool), kind, in: component, to: &output)
    case .byte:
      let index = field.pointee.bytes[Int(storage.load(as: UInt8.self))]
      if index == StoredField.byteUnknown || kind.kind != .keyword {
        return writeConverted(field, at: storage, kind, in: component, to: &output)
      }
      guard index >= 0 else { return isQuery ? .leftOut : .failed }
      guard index < kind.keywords.count else { return .failed }
      append(word: kind.keywords.lowerBound + index, in: component, to: &output)
    case .other:
      return writeConverted(field, at: storage, kind, in: component, to: &output)
    }
    return .written
  }

  /// Writes a field's value through its conversion, as its slot would hold it.
  private func writeConverted(
    _ field: UnsafePointer<StoredField>, at storage: UnsafeRawPointer, _ kind: KindCode,
    in component: PercentEncoding.Component, to output: inout ByteSink
  ) -> FieldWritten {
    let converted: LinkValue?
    do throws(LinkFieldProblem) {
      converted = try field.pointee.conversion?(storage)
    } catch {
      return .failed
    }
    guard let converted else { return component == .query ? .leftOut : .failed }
    guard component == .query || converted.fitsOneSegment else { return .failed }
    return write(converted, kind, in: component, to: &output)
  }

  private func write(
    _ value: LinkValue, _ kind: KindCode, in component: PercentEncoding.Component, to output: inout ByteSink
  ) -> FieldWritten {
    write(value, of: kind, in: component, to: &output) ? .written : .failed
  }

  /// Writes the text at `text`, read where it lies: a native string's bytes are lent in
  /// place, with no copy to retain and release.
  private func write(
    text: UnsafePointer<String>, in component: PercentEncoding.Component, to output: inout ByteSink
  ) -> FieldWritten {
    func write(_ text: UnsafeBufferPointer<UInt8>) -> FieldWritten {
      if component != .query, !LinkValue.fitsOneSegment(text) { return .failed }
      output.append(text, in: component)
      return .written
    }
    if let written = text.pointee.utf8.withContiguousStorageIfAvailable(write) { return written }
    var copy = text.pointee
    return copy.withUTF8(write)
  }

  private func write(number: Double, in component: PercentEncoding.Component, to output: inout ByteSink)
    -> FieldWritten
  {
    guard number.isFinite else { return .failed }
    output.append(number: number, in: component)
    return .written
  }

  private func write(date: Date, in component: PercentEncoding.Component, to output: inout ByteSink)
    -> FieldWritten
  {
    guard Timestamp.canRepresent(date) else { return .failed }
    Timestamp.write(date, in: component, to: &output)
    return .written
  }

  private func write(integer: Int, _ kind: KindCode, to output: inout ByteSink) -> FieldWritten {
    guard kind.kind == .integer, integerRanges[kind.keywords.lowerBound].contains(Int128(integer)) else {
      return .failed
    }
    var digits = String(integer)
    digits.withUTF8 { output.append($0, in: nil) }  // digits and "-" need no encoding
    return .written
  }

  /// Writes a capture of the rest of the path from a field's storage.
  private func writePath(
    _ field: UnsafePointer<StoredField>, at storage: UnsafeRawPointer, first component: PercentEncoding.Component,
    to output: inout ByteSink
  ) -> Bool {
    var text: String
    if field.pointee.reader == .text {
      text = storage.load(as: String.self)
    } else {
      guard case .text(let converted)? = try? field.pointee.conversion?(storage) else { return false }
      text = converted
    }
    return text.withUTF8 { write(path: $0, first: component, to: &output) }
  }
}
