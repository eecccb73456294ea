package import ExerciseNavigation
package import NavigationCodec

#if canImport(FoundationEssentials)
  package import FoundationEssentials
#else
  package import Foundation
#endif

/// The sample modular app: the Dashboard, Settings and exercise-screens modules composed into
/// one path, the dashboard's exits mapped to settings screens.
package struct ModularSampleApp: Sendable {
  package let modules: NavigationModules
  package let links: LinkGrammar<[PathElement]>
  package let format: SnapshotFormat<ModularSession>

  /// The widgets the sample dashboard has.
  package static let widgets = Set(
    ["0d5a7c1e-2f3b-4a6c-8d9e-1f2a3b4c5d6e", "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e"].compactMap(UUID.init(uuidString:)))

  package static let origins = LinkOrigins(
    customSchemes: ["modular"], webHosts: ["modular.example"], printed: .customScheme("modular"))

  package init(catalog: ExerciseCatalog = ExerciseCatalog.sample) throws {
    modules = try NavigationModules([
      DashboardModule.module(widgets: Self.widgets),
      SettingsModule.module,
      ExerciseScreens.module(catalog: catalog),
    ])
    // The app's own route: the empty path is the dashboard's root.
    let root = LinkRoute<[PathElement]>([], read: { _ in [] }, write: { path, _ in path.isEmpty })
    links = try modules.linkGrammar(origins: Self.origins, routes: [root])
    format = SnapshotFormat(name: "com.example.modular", version: 1, userInfo: modules.userInfo)
  }

  /// Where a dashboard exit leads: the app knows both modules, the dashboard neither.
  package static func destination(of exit: DashboardExit) -> SettingsRoute {
    switch exit {
    case .logout: .signOut
    case .settings: .general
    }
  }

  /// Follows an exit the way the app's router does: the mapped screen is pushed.
  package static func follow(_ exit: DashboardExit, on path: inout ModularPath) {
    path.append(destination(of: exit))
  }
}

/// The sample app's saved session: its one path.
package struct ModularSession: Codable, Hashable, Sendable {
  package var path: ModularPath

  package init(path: ModularPath) {
    self.path = path
  }
}
