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
/// since a snapshot names only the module and the case.
public protocol ModuleElement: Codable, Hashable, Sendable {
  /// The module's stable name in snapshots, such as `dashboard`; it never changes once
  /// sessions have been saved with it.
  static var moduleName: String { get }
}
