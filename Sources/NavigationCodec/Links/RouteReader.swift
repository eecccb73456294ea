/// A route's reading function kept in the grammar's table, called through a borrowed
/// reference to this box, as ``BorrowedFunction`` is.
///
/// Its own type rather than a ``BorrowedFunction``: a function kept in a generic box is kept
/// in the box's most general form, which takes the link's values indirectly, and every call
/// would go through a conversion that copies them once more. Here the function is kept in
/// the form its route declares it.
@usableFromInline
final class RouteReader<Target: Sendable>: Sendable {
  @usableFromInline let read: @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Target?

  @usableFromInline
  init(_ read: @escaping @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Target?) {
    self.read = read
  }
}
