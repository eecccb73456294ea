import ExerciseNavigation

/// The exercise modes' link words: their raw values, read and written as bytes.
enum ModeWords {
  /// The mode a segment or query value names, or `nil`.
  static func mode(_ bytes: UnsafeBufferPointer<UInt8>) -> Exercise.Mode? {
    for mode in Exercise.Mode.allCases where bytes.spells(word(mode)) { return mode }
    return nil
  }

  /// The word of `mode`.
  static func word(_ mode: Exercise.Mode) -> StaticString {
    switch mode {
    case .running: "running"
    case .walking: "walking"
    case .cycling: "cycling"
    case .swimming: "swimming"
    }
  }
}
