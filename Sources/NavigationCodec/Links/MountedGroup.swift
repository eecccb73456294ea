/// Routes mounted together under one prefix, for printing: a value's inner value is extracted
/// once for all of them, and each route is then asked in turn.
///
/// A grammar uses the group only when its routes stand in it together and in their order;
/// otherwise each route prints on its own, with the same result, because a group's extraction
/// is the one each of its routes makes.
@usableFromInline
final class MountedGroup<Outer: Sendable>: Sendable {
  /// The number of routes in the group.
  @usableFromInline let count: Int
  /// The segments every route of the group starts with.
  let prefix: [LinkSegment]
  /// Prints `outer` with the group's routes, the first at index `first` of the grammar's
  /// routes, rendering each route's filled values with the grammar's `matcher` (passed as the
  /// matcher itself, not as a closure over it, which would retain it for every group tried);
  /// `nil` when none prints it.
  @usableFromInline let print: Printer

  /// The function that prints with a group's routes.
  @usableFromInline typealias Printer =
    @Sendable (
      _ outer: Outer, _ first: Int, _ values: inout LinkValues, _ matcher: LinkMatcher
    ) -> String?

  @usableFromInline
  init(count: Int, prefix: [LinkSegment], print: @escaping Printer) {
    self.count = count
    self.prefix = prefix
    self.print = print
  }
}
