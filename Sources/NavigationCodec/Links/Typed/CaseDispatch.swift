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
  /// The routes that may print a value, in order, for every tag a route is declared for (its
  /// own and those of no case), then for any other value (those of no case), then for a value
  /// whose tag is not read (all); concatenated, and each list's range.
  @usableFromInline let members: [Int]
  /// The range of ``members`` listing each tag's routes, at the tag; then the range for any
  /// other tag, then the range for a value whose tag is not read.
  @usableFromInline let membersByTag: [Range<Int>]

  @usableFromInline
  init(_ cases: [UInt32?]) {
    self.cases = cases
    metadata = cases.contains { $0 != nil } ? try? EnumMetadata(Target.self) : nil
    var members: [Int] = []
    var membersByTag: [Range<Int>] = []
    // Tags count the enum's cases, so the lists are few; `nil` stands for any tag no route is
    // declared for.
    let declared = cases.compactMap { $0 }.max().map { Int($0) + 1 } ?? 0
    let tags: [UInt32?] = (0..<declared).map { UInt32($0) } + [nil]
    for tag in tags {
      let start = members.count
      members += cases.indices.filter { cases[$0] == nil || cases[$0] == tag }
      membersByTag.append(start..<members.count)
    }
    members += cases.indices
    membersByTag.append((members.count - cases.count)..<members.count)
    self.members = members
    self.membersByTag = membersByTag
  }

  /// The range of ``members`` listing the routes that may print a value whose tag is `tag`
  /// (`nil` when it is not read).
  @inlinable
  func members(for tag: UInt32?) -> Range<Int> {
    guard let tag else { return membersByTag[membersByTag.count - 1] }
    return membersByTag[min(Int(tag), membersByTag.count - 2)]
  }

  /// The value's tag, read where it lies, or `nil` when no route is declared from a case.
  @inlinable
  func tag(in value: inout Target) -> UInt32? {
    metadata?.tag(in: &value)
  }
}
