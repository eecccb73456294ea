package import NavigationCodec

#if canImport(FoundationEssentials)
  package import FoundationEssentials
#else
  package import Foundation
#endif

// The sample modular app's Dashboard module, the one of the article on modular navigation:
// screens of its own (`DashboardRoute`) and ways out of it (`DashboardExit`) that the app maps
// to other modules' screens.

/// The dashboard's own screens.
package enum DashboardRoute: ModuleElement {
  package static let moduleName = "dashboard"

  /// One widget's details, over a period.
  case details(id: UUID, period: Period? = nil)

  package enum Period: String, Codable, CaseIterable, Sendable, LinkFieldValue {
    case day, week, month
  }
}

/// The ways out of the dashboard.
package enum DashboardExit: ModuleElement, CaseIterable {
  package static let moduleName = "dashboard"

  case logout
  case settings
}

extension NavigationError.Code {
  /// A dashboard details screen for a widget the dashboard does not have.
  package static let unknownWidget = Self("unknown-widget", layer: .resolution)
}

package enum DashboardModule {
  /// The module, its details checked against the widgets the dashboard has.
  package static func module(widgets: Set<UUID>) -> NavigationModule {
    NavigationModule(
      DashboardRoute.moduleName,
      elements: [
        .element(DashboardRoute.self) { route throws(NavigationError) in
          guard case .details(let id, _) = route, !widgets.contains(id) else { return }
          throw NavigationError(
            .unknownWidget, at: "/details/id", "the dashboard has no widget \(id.uuidString.lowercased())")
        },
        .element(DashboardExit.self),
      ],
      links: [
        LinkRoute(DashboardRoute.details) {
          "details"
          LinkCapture<UUID>("id")
          LinkQuery<DashboardRoute.Period?>("period")
        }.asPath()
      ])
  }
}
