/// The app's tabs.
///
/// Named `AppTab` rather than `Tab`, which is SwiftUI's since iOS 18: a file that imports both
/// SwiftUI and this module can name either without qualifying it.
public enum AppTab: String, CaseIterable, Codable, Sendable, Hashable {
  /// The exercises list and its stack.
  case exercises
  /// The settings screen.
  case settings

  /// Reads a tab from its raw value, refusing any other text as `invalid-value`.
  public init(from decoder: any Decoder) throws {
    try self.init(snapshotWordFrom: decoder)
  }
}
