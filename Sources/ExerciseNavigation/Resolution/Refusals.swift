import NavigationCodec

/// The refusals of one resolution: thrown at once under the strict policy, each recorded with
/// the part it drops under the lenient one.
struct Refusals {
  /// The policy being applied.
  let policy: ResolutionPolicy
  /// The parts dropped so far, in the order they were refused.
  private(set) var dropped: [DroppedPart] = []

  init(policy: ResolutionPolicy) { self.policy = policy }

  /// Refuses the part at `pointer`.
  ///
  /// Under the strict policy the refusal is thrown; under the lenient one the part is recorded
  /// as dropped, and built only then.
  mutating func refuse(
    _ refusal: NavigationError, dropping part: @autoclosure () -> JSONValue, at pointer: JSONPointer
  ) throws(NavigationError) {
    guard policy == .lenient else { throw refusal }
    dropped.append(DroppedPart(refusal: refusal, pointer: pointer, part: part()))
  }
}
