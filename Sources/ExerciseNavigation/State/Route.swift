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

extension [Route] {
  /// The type of the history screen on top of this stack, or `nil` when the top is the root
  /// list or a detail.
  public var historyType: Exercise.Mode? {
    if case .history(let mode) = last { return mode }
    return nil
  }
}
