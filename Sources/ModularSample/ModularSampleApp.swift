package import ExerciseNavigation
package import NavigationCodec

#if canImport(FoundationEssentials)
  package import FoundationEssentials
#else
  package import Foundation
#endif

/// The sample modular app: the Dashboard, Settings, Auth and exercise-screens modules composed
/// into one path, the dashboard's exits mapped to settings screens, and the dashboard's screens
/// waiting for sign-in.
package struct ModularSampleApp: Sendable {
  package let modules: NavigationModules
  package let links: LinkGrammar<[PathElement]>
  package let format: SnapshotFormat<ModularSession>

  /// The widgets the sample dashboard has.
  package static let widgets = Set(
    ["0d5a7c1e-2f3b-4a6c-8d9e-1f2a3b4c5d6e", "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e"].compactMap(UUID.init(uuidString:)))

  package static let origins = LinkOrigins(
    customSchemes: ["modular"], webHosts: ["modular.example"], printed: .customScheme("modular"))

  /// Composes the app.
  ///
  /// - Parameters:
  ///   - catalog: The exercises the exercise screens are checked against.
  ///   - widgets: The widgets the dashboard has.
  /// - Throws: When two modules' routes read the same link.
  package init(catalog: ExerciseCatalog = ExerciseCatalog.sample, widgets: Set<UUID> = Self.widgets) throws {
    modules = try NavigationModules([
      DashboardModule.module(widgets: widgets),
      SettingsModule.module,
      AuthModule.module,
      ExerciseScreens.module(catalog: catalog),
    ])
    // The app's own route: the empty path is the dashboard's root.
    let root = LinkRoute<[PathElement]>(summary: "the dashboard") {
    } read: {
      []
    } print: { path in
      path.isEmpty ? () : nil
    }
    links = try modules.linkGrammar(origins: Self.origins, routes: [root])
    format = SnapshotFormat(
      name: "com.example.modular", version: 2, migrations: [Self.heldLinkArrives], userInfo: modules.userInfo)
  }

  /// What a link may wait for: the dashboard's screens need the user signed in.
  package static let requirements = [AuthModule.signedIn]

  /// Version 2 saves the link waiting for sign-in (`held`), which version 1 had no field for.
  ///
  /// A version 1 session held no link, which version 2 writes by leaving the field out, so
  /// its path is carried over as it is; a `held` field in a version 1 document was never
  /// written by the app, and is refused as version 1 refused it.
  package static let heldLinkArrives = SnapshotMigration("held-link-arrives", from: 1) {
    (document) throws(NavigationError) in
    guard document.value(at: "/held") != nil else { return }
    try document.refuse(at: "/held", .unexpectedField, "version 1 has no field \"held\"")
  }

  /// Reads a link and checks its path with the modules the app has now.
  package func resolve(link: String, policy: ResolutionPolicy = .strict) throws(NavigationError)
    -> ResolutionReport<[PathElement]>
  {
    try modules.resolve(links.match(link: link), at: "/path", policy: policy)
  }

  /// Reads a saved session: its path checked by the modules, and its held link read again
  /// (see ``ModularSampleRouter/restoring(_:app:isSignedIn:policy:)``).
  ///
  /// - Throws: Under the strict policy, the first refusal.
  package func restore(_ bytes: [UInt8], policy: ResolutionPolicy) throws(NavigationError)
    -> ResolutionReport<ModularSession>
  {
    let restored = try ModularSampleRouter.restoring(bytes, app: self, isSignedIn: false, policy: policy)
    return ResolutionReport(value: restored.router.session, dropped: restored.dropped)
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

/// The sample app's saved session: its one path, and the link waiting for sign-in.
package struct ModularSession: Codable, Hashable, Sendable {
  package var path: ModularPath
  /// The link waiting for a requirement, left out of the snapshot when there is none.
  package var held: HeldLink?

  package init(path: ModularPath, held: HeldLink? = nil) {
    self.path = path
    self.held = held
  }
}
