#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A parsed deep link: what the link asks to open, before it is checked against the catalog.
///
/// Each case is what one route of ``ExerciseLinkGrammar`` reads and prints: the grammar's
/// routes are declared from these cases.
///
/// Unlike ``NavigationState``, an edit names only the exercise and the fields the link
/// overrides, and an add holds only the fields the link gives; ``NavigationResolver`` fills in
/// the rest from the stored exercise, the id generator and the clock.
public enum ExerciseLink: Sendable, Hashable, Encodable {
  /// `/settings`: the settings tab.
  case settings
  /// `/exercises/…`: a screen over the root list.
  case exercises(Screen)
  /// `/history/{type}/…`: a screen over one type's history.
  case history(Exercise.Mode, Screen)

  /// What a link opens over a list screen (the root list, or one type's history).
  public enum Screen: Sendable, Hashable, Encodable {
    /// The list itself.
    case list
    /// The add sheet, with the fields the link gives (`nil`: not given).
    case add(title: String?, type: Exercise.Mode?, distance: Double?, starts: Date?, finished: Date?)
    /// An exercise's detail, pushed on the list.
    case detail(UUID)
    /// The editor of a stored exercise, with the fields the link overrides (`nil`: kept).
    case edit(UUID, title: String?, type: Exercise.Mode?, distance: Double?, starts: Date?, finished: Date?)
    /// The delete confirmation (a link never deletes).
    case delete(UUID)
    /// The change-type dialog.
    case changeType(UUID)
  }
}
