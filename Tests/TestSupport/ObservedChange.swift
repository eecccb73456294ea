import Synchronization

/// Whether an observation's `onChange` ran: what SwiftUI would be told of a change.
///
/// ```swift
/// let change = ObservedChange()
/// withObservationTracking { _ = model.pendingLink } onChange: { change.record() }
/// model.apply(model.navigationState, catalog: catalog)
/// #expect(!change.happened)
/// ```
public final class ObservedChange: Sendable {
  private let flag = Mutex(false)

  /// Creates a record of no change.
  public init() {}

  /// Whether ``record()`` ran.
  public var happened: Bool { flag.withLock { $0 } }

  /// Records that observers were told of a change.
  public func record() { flag.withLock { $0 = true } }
}
