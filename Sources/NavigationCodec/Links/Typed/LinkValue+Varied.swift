#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LinkValue {
  /// A value of the same kind that differs from this one for each `step` (this one for 0),
  /// as far as the kind has other values: samples for several fields of one type.
  ///
  /// The result may be one a type refuses (an integer past its range, a word it lacks); the
  /// caller then keeps this value.
  @usableFromInline func varied(by step: Int, as kind: LinkFieldKind) -> LinkValue {
    guard step > 0 else { return self }
    switch self {
    case .uuid(let uuid):
      var bytes = uuid.uuid
      bytes.15 = UInt8(truncatingIfNeeded: Int(bytes.15) &+ step)
      return .uuid(UUID(uuid: bytes))
    case .keyword(let index):
      let count = kind.words.count
      return count > 0 ? .keyword((index &+ step) % count) : self
    case .text(let text): return .text("\(text)-\(step + 1)")
    case .number(let number): return .number(number + Double(step))
    case .date(let date): return .date(date.addingTimeInterval(86_400 * Double(step)))
    case .integer(let integer): return .integer(integer &+ Int128(step))
    case .bool(let bool): return .bool(step % 2 == 0 ? bool : !bool)
    }
  }
}
