#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A value read from a link, as it lies in the link: the ``LinkValue`` it stands for, with
/// text left as a piece of the link's bytes.
///
/// Plain data, so that a route's slots are filled and emptied with plain stores, and copying
/// a value out retains nothing. A text value's string is made only when a route asks for it,
/// once, where the route keeps it; a value the link gives but no route reads makes none.
enum ReadValue {
  case uuid(UUID)
  case keyword(Int)
  /// Text: one segment, or a query value.
  case text(LinkText)
  /// Text spanning the link's segments from this position on, joined with `/`.
  case restOfPath(from: Int)
  case number(Double)
  case date(Date)
  case integer(Int128)
  case bool(Bool)

  /// The UUID, if this is one.
  var uuid: UUID? {
    if case .uuid(let uuid) = self { return uuid }
    return nil
  }

  /// The number, if this is one.
  var number: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The date, if this is one.
  var date: Date? {
    if case .date(let date) = self { return date }
    return nil
  }

  /// The integer, if this is one that `Int` holds exactly.
  var int: Int? {
    if case .integer(let integer) = self { return Int(exactly: integer) }
    return nil
  }

  /// The Boolean, if this is one.
  var bool: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }
}

extension RawLink {
  /// The ``LinkValue`` a value read from this link stands for.
  func linkValue(of value: ReadValue) -> LinkValue {
    switch value {
    case .uuid(let uuid): .uuid(uuid)
    case .keyword(let index): .keyword(index)
    case .text(let text): .text(text.string)
    case .restOfPath(let position): .text(path(from: position))
    case .number(let number): .number(number)
    case .date(let date): .date(date)
    case .integer(let integer): .integer(integer)
    case .bool(let bool): .bool(bool)
    }
  }

  /// The text a text value read from this link stands for; `nil` for any other value.
  func text(of value: ReadValue) -> String? {
    switch value {
    case .text(let text): text.string
    case .restOfPath(let position): path(from: position)
    default: nil
    }
  }
}
