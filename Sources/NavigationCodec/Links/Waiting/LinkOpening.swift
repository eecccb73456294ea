/// What opening a link, or resuming a held one, gives: the state to show, and the link it
/// replaced or dropped.
public enum LinkOpening<State: Sendable>: Sendable {
  /// Every requirement holds: show the link's state.
  ///
  /// `replaced` is the link that was held until this one arrived, now dropped.
  case opened(State, replaced: DroppedLink?)
  /// A requirement does not hold: show `showNow` (such as the sign-in screen) while `link`
  /// waits.
  ///
  /// `replaced` is the link that was held until this one arrived, now dropped.
  case held(showNow: State, link: HeldLink, replaced: DroppedLink?)
  /// A resumed link was refused, and dropped; the app's screens stay as they are.
  case dropped(DroppedLink)

  /// The link this opening dropped: the one it replaced, or the resumed one it refused.
  public var droppedLink: DroppedLink? {
    switch self {
    case .opened(_, let replaced), .held(_, _, let replaced): replaced
    case .dropped(let link): link
    }
  }
}

extension LinkOpening: Equatable where State: Equatable {}
extension LinkOpening: Hashable where State: Hashable {}
