public import NavigationCodec

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Where the app is: a tab, the exercises stack, what is presented over it, and a link
/// waiting for the user's decision on unsaved changes.
///
/// This is a plain value. A decoded or parsed value may still be impossible (an unknown id, a
/// stack shape the app cannot show); ``NavigationResolver`` checks it against the catalog and
/// returns only states the app could really be in.
public struct NavigationState: Sendable, Hashable {
  /// The selected tab.
  public var tab: AppTab
  /// The exercises tab's stack and presentation.
  public var exercises: Exercises
  /// The link that arrived while the form had unsaved changes, waiting for the discard
  /// decision (the form shows its discard alert meanwhile); `nil` when no link waits.
  ///
  /// Saved in the snapshot (`"held": {"link": …, "requirement": "no-unsaved-changes"}`), so a
  /// session killed on the discard alert still opens the link once the user discards. Links
  /// never carry it. ``NavigationResolver`` keeps it only while a form shows its discard alert
  /// (`nothing-to-wait-for` otherwise); ``ExerciseCodec`` and ``ContentModel`` read the link
  /// again when they restore a session, against the catalog they have then.
  public var held: HeldLink? {
    get { heldLink?.link }
    set { heldLink = newValue.map(HeldLinkReference.init) }
  }
  /// The held link behind one reference: every link opened builds and copies states, which
  /// then carry one pointer for it rather than its two strings.
  private var heldLink: HeldLinkReference?

  /// Creates a state; the default is the exercises list with nothing presented and no link
  /// held.
  public init(tab: AppTab = .exercises, exercises: Exercises = Exercises(), held: HeldLink? = nil) {
    self.tab = tab
    self.exercises = exercises
    self.heldLink = held.map(HeldLinkReference.init)
  }

  /// A held link, compared and hashed by value.
  private final class HeldLinkReference: Sendable, Hashable {
    let link: HeldLink

    init(_ link: HeldLink) { self.link = link }

    static func == (left: HeldLinkReference, right: HeldLinkReference) -> Bool { left.link == right.link }

    func hash(into hasher: inout Hasher) { hasher.combine(link) }
  }

  /// The exercises tab: its navigation stack and the destination presented over the top screen.
  public struct Exercises: Sendable, Hashable {
    /// The pushed screens, from the bottom; empty is the root list.
    public var path: [Route]
    /// What is presented over the top screen, if anything.
    public var destination: Destination?

    /// Creates the exercises state.
    public init(path: [Route] = [], destination: Destination? = nil) {
      self.path = path
      self.destination = destination
    }
  }

  /// What can be presented over a list screen.
  public indirect enum Destination: Sendable, Hashable {
    // Indirect: a case is one reference, so the values that hold it (states, reports, parsed
    // links) copy and destroy with one retain or release, not a walk through the runtime's
    // generic enum code over the draft's fields.

    /// The add sheet with its form.
    case add(Form)
    /// The edit screen with its form.
    case edit(Form)
    /// The delete confirmation for an exercise.
    case alert(UUID)
    /// The change-type dialog for an exercise.
    case dialog(UUID)
  }

  /// An add or edit form: the draft being edited and what the form itself presents.
  public struct Form: Sendable, Hashable {
    /// The draft, unsaved edits included.
    public var draft: Exercise
    /// The form's own destination: only the discard-changes alert.
    public var destination: FormDestination?

    /// Creates a form.
    public init(draft: Exercise, destination: FormDestination? = nil) {
      self.draft = draft
      self.destination = destination
    }
  }

  /// What a form can present.
  public enum FormDestination: String, Sendable, Hashable, CaseIterable {
    /// The "Discard unsaved changes?" alert.
    case discard
  }
}

extension NavigationState.Destination {
  /// The form of an add or edit destination.
  public var form: NavigationState.Form? {
    switch self {
    case .add(let form), .edit(let form): form
    case .alert, .dialog: nil
    }
  }

  /// The snapshot's name of this case.
  public var caseName: String {
    switch self {
    case .add: "add"
    case .edit: "edit"
    case .alert: "alert"
    case .dialog: "dialog"
    }
  }
}
