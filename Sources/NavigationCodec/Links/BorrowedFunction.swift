/// A function kept in a table that reading or printing calls for every link, called through a
/// borrowed reference to this box (`Unmanaged.passUnretained(box)._withUnsafeGuaranteedRef`):
/// a function taken out of an array is retained and released on each call, a box borrowed
/// from a table that outlives the call is not.
@usableFromInline
final class BorrowedFunction<Function: Sendable>: Sendable {
  @usableFromInline let function: Function

  @usableFromInline
  init(_ function: Function) {
    self.function = function
  }
}
