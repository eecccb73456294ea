/// What a resolver does with a refusal.
public enum ResolutionPolicy: Sendable, Hashable, CaseIterable {
  /// Refuse the whole input at the first refusal (the default).
  case strict
  /// Keep the longest valid part, dropping the offending stack suffix or destination subtree,
  /// and report every dropped part with its refusal.
  case lenient
}
