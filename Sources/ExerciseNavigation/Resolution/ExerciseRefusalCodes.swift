public import NavigationCodec

// The exercise app's resolution codes: declared here, not in the engine, and
// classed resolution by their layer.
extension NavigationError.Code {
  /// A detail, alert, dialog or edit names an id the catalog lacks.
  public static let unknownExercise = Self("unknown-exercise", layer: .resolution)
  /// An add draft's id already exists in the catalog.
  public static let duplicateExercise = Self("duplicate-exercise", layer: .resolution)
  /// A draft with a bad title, distance or dates.
  public static let invalidDraft = Self("invalid-draft", layer: .resolution)
  /// A stack shape the app cannot show.
  public static let impossiblePath = Self("impossible-path", layer: .resolution)
  /// An exercise shown under the history of another type.
  public static let typeMismatch = Self("type-mismatch", layer: .resolution)
  /// A destination presented over a screen that cannot present it.
  public static let impossibleDestination = Self("impossible-destination", layer: .resolution)
  /// A discard alert over a form that has nothing to discard.
  public static let nothingToDiscard = Self("nothing-to-discard", layer: .resolution)
  /// A held link in a state where nothing makes it wait: no form shows its discard alert.
  public static let nothingToWaitFor = Self("nothing-to-wait-for", layer: .resolution)
}
