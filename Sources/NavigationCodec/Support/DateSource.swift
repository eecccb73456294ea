#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Tells the time for new drafts.
///
/// Injected, so that goldens never depend on the time of day.
///
/// Times are rounded to the millisecond, the precision snapshots keep, so a draft started now
/// survives a snapshot round trip unchanged.
public struct DateSource: Sendable {
  private let read: @Sendable () -> Date

  /// Creates a source from a function.
  public init(_ read: @escaping @Sendable () -> Date) {
    self.read = read
  }

  /// The current time, rounded to the millisecond.
  public func now() -> Date { read().roundedToMilliseconds }

  /// The system clock.
  public static let system = DateSource { Date() }

  /// A clock stopped at `date`.
  public static func fixed(_ date: Date) -> DateSource { DateSource { date } }
}
