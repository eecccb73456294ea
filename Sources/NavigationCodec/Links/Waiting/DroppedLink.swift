/// A held link that will not open, and why: reported to the app, never dropped silently.
public struct DroppedLink: Sendable, Hashable {
  /// The link that was held.
  public var link: HeldLink
  /// Why it was dropped.
  public var reason: Reason

  /// Creates a report of a dropped link.
  public init(link: HeldLink, reason: Reason) {
    self.link = link
    self.reason = reason
  }

  /// Why a held link was dropped.
  public enum Reason: Sendable, Hashable {
    /// The user cancelled the wait (left the sign-in screen, kept the draft).
    case cancelled
    /// A newer link arrived and took its place.
    case replaced
    /// When it resumed, it was refused: it no longer resolves (the screens or data it names
    /// changed while it waited), or a requirement's evaluation failed (`requirement-failed`).
    ///
    /// Boxed: the refusal is rare and large, and every ``LinkOpening`` has room for a dropped
    /// link, so keeping it inline would make each opening's value several times larger.
    indirect case refused(NavigationError)
  }
}
