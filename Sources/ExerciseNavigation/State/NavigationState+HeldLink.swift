import NavigationCodec

extension NavigationState {
  /// The one requirement of the exercise app's links: the open form, if any, without unsaved
  /// changes.
  ///
  /// A link never throws away the user's work.
  /// Until the user decides, the form shows its discard alert. This is the one place that
  /// says what shows while a link is held: the models show this state, setting only what
  /// differs, so the form the user is editing stays.
  static let noUnsavedChanges = LinkRequirement<ResolutionReport<NavigationState>>(
    "no-unsaved-changes", appliesTo: { _ in true },
    showing: { current in
      var waiting = current.value
      switch waiting.exercises.destination {
      case .add(var form)?:
        form.destination = .discard
        waiting.exercises.destination = .add(form)
      case .edit(var form)?:
        form.destination = .discard
        waiting.exercises.destination = .edit(form)
      case .alert?, .dialog?, nil: break
      }
      return ResolutionReport(value: waiting)
    })

  /// Checks the link a snapshot saved as held: its requirement must be one the app has, and
  /// the link must still open against the app as it is now.
  ///
  /// - Parameters:
  ///   - policy: Strict refuses a held link that fails; lenient drops it (``held`` becomes
  ///     `nil`) and reports it.
  ///   - open: Reads and resolves a link.
  /// - Returns: Under the lenient policy, the held link if it was dropped.
  /// - Throws: Under the strict policy, `unknown-requirement` at `/held/requirement`, or the
  ///   link's refusal located at `/held/link`.
  mutating func resolveHeldLink(
    policy: ResolutionPolicy, open: (String) throws(NavigationError) -> NavigationState
  ) throws(NavigationError) -> [DroppedPart] {
    var hold = LinkHold(requirements: [Self.noUnsavedChanges])
    let dropped = try hold.restore(held, at: "/held", policy: policy) { (link) throws(NavigationError) in
      ResolutionReport(value: try open(link))
    }
    held = hold.held
    return dropped
  }
}
