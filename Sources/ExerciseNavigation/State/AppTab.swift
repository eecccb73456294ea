/// The app's tabs.
///
/// Named `AppTab` rather than `Tab`, which is SwiftUI's since iOS 18: a file that imports both
/// SwiftUI and this module can name either without qualifying it.
public enum AppTab: String, CaseIterable, Codable, Sendable, Hashable {
  /// The exercises list and its stack.
  case exercises
  /// The settings screen.
  case settings
}
