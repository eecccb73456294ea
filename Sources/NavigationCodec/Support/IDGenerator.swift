import Synchronization

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Makes ids for new drafts.
///
/// Injected, so that tests and golden files never depend on a random
/// UUID.
///
/// ```swift
/// let ids = IDGenerator.sequential()
/// ids()  // 00000000-0000-0000-0000-000000000001
/// ids()  // 00000000-0000-0000-0000-000000000002
/// ```
public struct IDGenerator: Sendable {
  private let make: @Sendable () -> UUID

  /// Creates a generator from a function.
  public init(_ make: @escaping @Sendable () -> UUID) {
    self.make = make
  }

  /// Returns the next id.
  public func callAsFunction() -> UUID { make() }

  /// Random version 4 UUIDs.
  public static let random = IDGenerator { UUID() }

  /// A new generator counting up from `…0001`; each call of this function starts a new count.
  public static func sequential(startingAt first: UInt64 = 1) -> IDGenerator {
    let counter = Mutex(first)
    return IDGenerator {
      let value = counter.withLock { value in
        defer { value &+= 1 }
        return value
      }
      return UUID(sequential: value)
    }
  }

  /// Always the same id.
  public static func constant(_ id: UUID) -> IDGenerator { IDGenerator { id } }
}

extension UUID {
  /// The UUID whose last 64 bits are `value` and whose other bits are zero, such as
  /// `00000000-0000-0000-0000-000000000001`; handy in tests.
  public init(sequential value: UInt64) {
    func byte(_ index: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: value >> (8 * (7 - index))) }
    self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, byte(0), byte(1), byte(2), byte(3), byte(4), byte(5), byte(6), byte(7)))
  }
}
