/// Which routes of a group may print a value, told by the value's enum case: a route declared
/// from one case prints nothing for a value of another, so it need not be asked.
///
/// Made from each route's ``LinkRoute/printedCase``; the value's tag is read once for the
/// group, through the same enum metadata each route's ``EnumCase`` reads it with.
@usableFromInline
struct CaseDispatch<Target>: @unchecked Sendable {
  // Unchecked: the metadata's pointers are the enum's, immutable for the life of the process.
  /// The enum's metadata, when some route prints one case (then `Target` is an enum: its
  /// ``EnumCase`` was made from this same metadata).
  @usableFromInline let metadata: EnumMetadata?
  /// Each route's case, or `nil` for a route that may print any value.
  @usableFromInline let cases: [UInt32?]

  @usableFromInline
  init(_ cases: [UInt32?]) {
    self.cases = cases
    metadata = cases.contains { $0 != nil } ? try? EnumMetadata(Target.self) : nil
  }

  /// The value's tag, read where it lies, or `nil` when no route is declared from a case.
  @inlinable
  func tag(in value: inout Target) -> UInt32? {
    metadata?.tag(in: &value)
  }

  /// Whether the route at `index` may print a value whose tag is `tag`.
  @inlinable
  func mayPrint(_ index: Int, _ tag: UInt32?) -> Bool {
    guard let tag, let own = cases[index] else { return true }
    return own == tag
  }
}
