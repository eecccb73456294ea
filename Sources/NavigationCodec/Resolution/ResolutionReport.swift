/// The result of resolving a value: the state that was kept and every part that was dropped.
///
/// Under ``ResolutionPolicy/strict`` the list of dropped parts is always empty (the first
/// refusal is thrown instead); under ``ResolutionPolicy/lenient`` nothing is dropped silently.
public struct ResolutionReport<Value: Sendable>: Sendable {
  /// The valid state that was kept.
  public var value: Value
  /// Every dropped part, in document order.
  public var dropped: [DroppedPart]

  /// Creates a report.
  public init(value: Value, dropped: [DroppedPart] = []) {
    self.value = value
    self.dropped = dropped
  }

  /// Whether the whole input was kept.
  public var isComplete: Bool { dropped.isEmpty }
}

extension ResolutionReport: Equatable where Value: Equatable {}
extension ResolutionReport: Hashable where Value: Hashable {}

/// A part of the input that lenient resolution dropped, and why.
public struct DroppedPart: Sendable, Hashable {
  /// The refusal that caused the drop; its location names the refused node.
  public var refusal: NavigationError
  /// Where the dropped part was in the snapshot form of the input.
  public var pointer: JSONPointer
  /// The dropped part in its snapshot form, so it can be shown, logged or recovered.
  public var part: JSONValue
  /// The name of the ``SnapshotMigration`` that dropped the part, whose ``pointer`` is then
  /// into the document that migration read; `nil` when a resolver dropped it.
  public var migration: String?

  /// Creates a dropped part.
  public init(refusal: NavigationError, pointer: JSONPointer, part: JSONValue) {
    self.refusal = refusal
    self.pointer = pointer
    self.part = part
  }
}
