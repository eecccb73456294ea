package import NavigationCodec

/// The sample modular app's router: the path on screen, whether the user is signed in, and a
/// dashboard link waiting for sign-in.
///
/// The dashboard's logout exit signs out and shows the sign-in screen; a dashboard link opened
/// while signed out waits there and opens after ``signIn()``. The waiting link is saved with
/// the session, so a session killed on the sign-in screen still opens it after sign-in.
package struct ModularSampleRouter: Sendable {
  /// The composed app, which may change while a link waits (a new release, new widgets).
  package var app: ModularSampleApp
  /// The path on screen.
  package private(set) var path: [PathElement]
  /// Whether the user is signed in.
  package private(set) var isSignedIn: Bool
  /// The link waiting for sign-in.
  package private(set) var hold = LinkHold(requirements: ModularSampleApp.requirements)
  /// How the app's session answers whether a requirement holds; the sample's never fails,
  /// a real app's may (a keychain that cannot be read).
  package var evaluate: @Sendable (LinkRequirement<[PathElement]>, Bool) throws -> Bool = { _, signedIn in signedIn }

  /// A router on the dashboard's root.
  package init(app: ModularSampleApp, path: [PathElement] = [], isSignedIn: Bool) {
    self.app = app
    self.path = path
    self.isSignedIn = isSignedIn
  }

  /// Restores a saved session: its path checked by the modules, and its waiting link read
  /// again, both against `app`.
  ///
  /// Under the lenient policy, what the format dropped is listed first, then what the
  /// modules dropped, then the waiting link if it no longer resolves. A waiting link opens at
  /// once when the user is signed in by the time the session is restored.
  ///
  /// - Returns: The router, and under the lenient policy what was dropped.
  /// - Throws: Under the strict policy, the first refusal: the format's, a module's, or the
  ///   waiting link's (`unknown-requirement` at `/held/requirement`, the link's own refusal
  ///   at `/held/link`).
  package static func restoring(
    _ bytes: [UInt8], app: ModularSampleApp, isSignedIn: Bool, policy: ResolutionPolicy
  ) throws(NavigationError) -> (router: ModularSampleRouter, dropped: [DroppedPart]) {
    let read = try app.format.decode(bytes, policy: policy)
    let path = try app.modules.resolve(read.value.path, at: "/path", policy: policy)
    var router = ModularSampleRouter(app: app, path: path.value, isSignedIn: isSignedIn)
    let held = try router.hold.restore(read.value.held, at: "/held", policy: policy) {
      (link) throws(NavigationError) in try app.resolve(link: link).value
    }
    // Signed in by now (a token kept across launches): the link waits no longer.
    if isSignedIn, router.hold.held != nil { _ = router.signIn() }
    return (router, read.dropped + path.dropped + held)
  }

  /// The session to save: the path and the waiting link.
  package var session: ModularSession {
    ModularSession(path: ModularPath(path), held: hold.held)
  }

  /// Opens a link: shown now when the user may see it, otherwise held on the sign-in screen.
  ///
  /// - Throws: The link's refusal, or `requirement-failed`; the screens are then unchanged.
  package mutating func open(_ link: String) throws(NavigationError) -> LinkOpening<[PathElement]> {
    let app = app
    let signedIn = isSignedIn
    let evaluate = evaluate
    let opening = try hold.open(
      link, over: path, resolve: { (link) throws(NavigationError) in try app.resolve(link: link).value },
      holds: { try evaluate($0, signedIn) })
    show(opening)
    return opening
  }

  /// Follows a dashboard exit: logout signs out and shows the sign-in screen; the others
  /// push the screen the app maps them to.
  package mutating func follow(_ exit: DashboardExit) {
    guard exit == .logout else {
      path.append(PathElement(ModularSampleApp.destination(of: exit)))
      return
    }
    isSignedIn = false
    path = [PathElement(AuthRoute.signIn)]
  }

  /// Signs in, and opens the link that waited for it.
  ///
  /// - Returns: What the waiting link gave; `nil` when no link waited (the dashboard then
  ///   shows).
  package mutating func signIn() -> LinkOpening<[PathElement]>? {
    isSignedIn = true
    let app = app
    let evaluate = evaluate
    guard
      let opening = hold.resume(
        over: path, resolve: { (link) throws(NavigationError) in try app.resolve(link: link).value },
        holds: { try evaluate($0, true) })
    else {
      path = []
      return nil
    }
    show(opening)
    if case .dropped = opening { path = [] }
    return opening
  }

  /// Leaves the sign-in screen without signing in: the waiting link is dropped.
  ///
  /// - Returns: The dropped link; `nil` when none waited.
  package mutating func cancelSignIn() -> DroppedLink? {
    hold.cancel()
  }

  private mutating func show(_ opening: LinkOpening<[PathElement]>) {
    switch opening {
    case .opened(let state, _): path = state
    case .held(let showNow, _, _): path = showNow
    case .dropped: break
    }
  }
}
