#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A screen pushed on the exercises stack.
public enum Route: Sendable, Hashable {
  /// The list of exercises of one type.
  case history(Exercise.Mode)
  /// The read-only summary of one exercise.
  case detail(UUID)
}
