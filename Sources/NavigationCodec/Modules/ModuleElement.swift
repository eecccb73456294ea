/// A value a feature module pushes on the app's one navigation path: one of its routes (its own
/// screens) or its exits (ways out of the module, which the app maps to other modules' screens).
///
/// ```swift
/// enum DashboardRoute: ModuleElement {
///   static let moduleName = "dashboard"
///   case details(id: UUID)
/// }
/// ```
///
/// The type's `Codable` conformance is its schema. A snapshot stores an element under
/// ``moduleName`` and its case name (`{"dashboard": {"details": {"id": "…"}}}`), never under
/// the Swift type's name: renaming the type, or moving it to another Swift module, leaves saved
/// sessions and links as they were. The types a module registers must not share a case name,
/// since a snapshot names only the module and the case: ``NavigationModules/init(_:)`` refuses
/// a module two of whose types do, learning each type's case names from ``caseSamples``.
public protocol ModuleElement: Codable, Hashable, Sendable {
  /// The module's stable name in snapshots, such as `dashboard`; it never changes once
  /// sessions have been saved with it.
  static var moduleName: String { get }

  /// One value of each of the type's cases, from whose coding the composition learns the
  /// names the cases are stored under.
  ///
  /// `nil` by default, and `allCases` for a `CaseIterable` type. A module may register one
  /// type without samples, whose cases the composition then probes with the other types'
  /// names, but not two: it could not tell whether they share a case name.
  ///
  /// ```swift
  /// static let caseSamples: [DashboardRoute]? = [.details(id: UUID(), period: nil)]
  /// ```
  static var caseSamples: [Self]? { get }
}

extension ModuleElement {
  /// No samples: the composition learns nothing of the type's case names on its own.
  public static var caseSamples: [Self]? { nil }
}

extension ModuleElement where Self: CaseIterable {
  /// Every case.
  public static var caseSamples: [Self]? { Array(allCases) }
}
