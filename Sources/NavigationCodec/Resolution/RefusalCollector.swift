/// Collects refusals during one resolution: throws at once under the strict policy, records
/// the dropped part under the lenient one.
struct RefusalCollector: Sendable {
  /// The policy being applied.
  let policy: ResolutionPolicy
  /// The parts dropped so far.
  private(set) var dropped: [DroppedPart] = []

  /// Creates a collector for one resolution.
  init(policy: ResolutionPolicy) { self.policy = policy }

  /// Reports a refusal of the part at `pointer`; throws it under the strict policy.
  mutating func refuse(
    _ refusal: NavigationError, dropping part: @autoclosure () -> JSONValue, at pointer: JSONPointer
  ) throws(NavigationError) {
    guard policy == .lenient else { throw refusal }
    dropped.append(DroppedPart(refusal: refusal, pointer: pointer, part: part()))
  }
}
