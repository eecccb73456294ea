/// A link read in full: the value it opens, and what it carried beside its route.
///
/// ``LinkGrammar/read(link:)`` returns one; ``LinkGrammar/match(link:)`` returns only the
/// value, for callers that have no use for the extras.
public struct LinkReading<Target: Sendable>: Sendable {
  /// What the link opens.
  public var target: Target
  /// The link's ignored parameters and fragment.
  public var extras: LinkExtras

  /// Creates a reading.
  public init(target: Target, extras: LinkExtras = LinkExtras()) {
    self.target = target
    self.extras = extras
  }
}

extension LinkReading: Equatable where Target: Equatable {}
extension LinkReading: Hashable where Target: Hashable {}
