/// The app's tabs.
public enum Tab: String, CaseIterable, Codable, Sendable, Hashable {
  /// The exercises list and its stack.
  case exercises
  /// The settings screen.
  case settings
}
