import ExerciseNavigation
import Foundation
import ModularSample
import NavigationCodec
import TestSupport
import Testing

/// The laws of the sample modular app's path codec over generated paths, and its refusals.
@Suite struct ModularAppTests {
  let app: ModularSampleApp

  init() throws { app = try ModularSampleApp() }

  static let widgetIDs = ModularSampleApp.widgets.sorted { $0.uuidString < $1.uuidString }
  static let exerciseIDs = ExerciseCatalog.sample.exercises.map(\.id)

  /// A valid element of any module.
  static func element(_ random: inout SplitMix64) -> PathElement {
    switch random.next() % 5 {
    case 0:
      PathElement(
        DashboardRoute.details(
          id: widgetIDs[Int(random.next() % 2)], period: [nil, .day, .week, .month][Int(random.next() % 4)]))
    case 1: PathElement([DashboardExit.logout, .settings][Int(random.next() % 2)])
    case 2:
      PathElement(
        [SettingsRoute.general, .account, .notifications(channel: .email), .notifications(channel: .push), .signOut][
          Int(random.next() % 5)])
    case 3: PathElement(Route.history(Exercise.Mode.allCases[Int(random.next() % 4)]))
    default: PathElement(Route.detail(exerciseIDs[Int(random.next() % UInt64(exerciseIDs.count))]))
    }
  }

  @Test func aSessionRoundTripsByValueAndBytes() throws {
    var random = SplitMix64(seed: 16)
    for _ in 0..<300 {
      let session = ModularSession(path: ModularPath((0..<Int(random.next() % 6)).map { _ in Self.element(&random) }))
      let bytes = try app.format.encode(session)
      let read = try app.format.decode(bytes)
      #expect(read == session)
      #expect(try app.format.encode(read) == bytes)
      #expect(try app.modules.resolve(read.path, at: "/path").isComplete)
    }
  }

  @Test func aLinkablePathRoundTripsThroughItsLink() throws {
    var random = SplitMix64(seed: 61)
    var printed = 0
    for _ in 0..<300 {
      let element = Self.element(&random)
      // Every route, setting, widget and exercise screen has a link; exits do not.
      let path = [element]
      guard element.value(as: DashboardExit.self) == nil else {
        #expect(throws: NavigationError.self) { try app.links.link(for: path) }
        continue
      }
      let link = try app.links.link(for: path)
      #expect(try app.links.match(link: link) == path)
      printed += 1
    }
    #expect(printed > 200)
  }

  @Test func foundationsCodersAgreeWithTheCanonicalOnes() throws {
    var random = SplitMix64(seed: 7)
    let session = ModularSession(path: ModularPath((0..<5).map { _ in Self.element(&random) }))
    let canonical = try app.format.encode(session)
    let decoder = JSONDecoder()
    decoder.userInfo = app.modules.userInfo
    struct Body: Decodable { var path: ModularPath }
    #expect(try decoder.decode(Body.self, from: Data(canonical)).path == session.path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let foundation = try encoder.encode(session)
    #expect(
      try CanonicalJSONDecoder(userInfo: app.modules.userInfo).decode(ModularSession.self, from: foundation) == session)
  }

  /// Renaming a route type (here, a second type with the same cases under another name) leaves
  /// the bytes as they were, and the renamed type reads them.
  @Test func renamingATypeChangesNoByte() throws {
    let id = try #require(Self.widgetIDs.first)
    let before = try app.format.encode(
      ModularSession(path: [PathElement(DashboardRoute.details(id: id, period: .week))]))
    let after = try app.format.encode(
      ModularSession(path: [PathElement(RenamedDashboardRoute.details(id: id, period: .week))]))
    #expect(after == before)
    let renamed = try NavigationModules([
      NavigationModule("dashboard", elements: [.element(RenamedDashboardRoute.self), .element(DashboardExit.self)])
    ])
    let format = SnapshotFormat<ModularSession>(name: "com.example.modular", version: 2, userInfo: renamed.userInfo)
    #expect(
      try format.decode(before).path.first?.value(as: RenamedDashboardRoute.self) == .details(id: id, period: .week))
  }

  @Test func anExitLeadsToTheScreenTheAppMapsItTo() {
    var path = ModularPath()
    ModularSampleApp.follow(.logout, on: &path)
    ModularSampleApp.follow(.settings, on: &path)
    #expect(path.map { $0.value(as: SettingsRoute.self) } == [.signOut, .general])
  }

  @Test func eachModuleReadsOnlyItsOwnValues() throws {
    let element = PathElement(SettingsRoute.account)
    #expect(element.value(as: SettingsRoute.self) == .account)
    #expect(element.value(as: DashboardRoute.self) == nil)
    #expect(element.moduleName == "settings")
    #expect(PathElement(DashboardExit.settings) != PathElement(SettingsRoute.general))
  }

  @Test func anElementOfAModuleTheAppDoesNotComposeIsRefusedWhereItIs() throws {
    let settingsOnly = try NavigationModules([SettingsModule.module])
    let path = [
      PathElement(SettingsRoute.general), PathElement(DashboardExit.logout), PathElement(SettingsRoute.account),
    ]
    let refusal = try #require(throws: NavigationError.self) { try settingsOnly.resolve(path, at: "/path") }
    #expect(refusal.code == .unknownModule && refusal.location == "/path/1/dashboard")
    let lenient = try settingsOnly.resolve(path, at: "/path", policy: .lenient)
    #expect(lenient.value == [PathElement(SettingsRoute.general)])
    #expect(lenient.dropped.map(\.pointer) == ["/path/1"])
    #expect(
      lenient.dropped.first?.part
        == .array([
          .object([JSONMember("dashboard", .object([JSONMember("logout", .object([]))]))]),
          .object([JSONMember("settings", .object([JSONMember("account", .object([]))]))]),
        ]))
  }

  /// Found when the modules are composed, not when a saved session fails to read: a type
  /// that lists its cases against one probed with them, or against another list.
  @Test(arguments: [
    (
      [ModuleElementType.element(DashboardExit.self), .element(ClashingDashboardRoute.self)],
      ["DashboardExit", "ClashingDashboardRoute"]
    ),
    ([.element(ClashingPayloadRoute.self), .element(DashboardExit.self)], ["ClashingPayloadRoute", "DashboardExit"]),
    (
      [.element(DashboardExit.self), .element(ClashingIterableRoute.self)], ["DashboardExit", "ClashingIterableRoute"]
    ),
  ])
  func twoTypesOfAModuleSharingACaseNameAreRefusedWhenComposed(_ types: [ModuleElementType], _ names: [String]) {
    let refusal = #expect(throws: NavigationError.self) {
      try NavigationModules([SettingsModule.module, NavigationModule("dashboard", elements: types)])
    }
    #expect(refusal?.code == .invalidValue && refusal?.location == .input)
    #expect(
      refusal?.message
        == "\(names[0]) and \(names[1]) of the module \"dashboard\" both store a case as \"settings\"; the types of a module must not share a case name"
    )
  }

  /// A case stored under another type's case name through a custom coding key is found too;
  /// types whose stored names differ compose.
  @Test func aCaseStoredUnderAnotherTypesNameIsFoundAndDistinctTypesCompose() throws {
    let refusal = #expect(throws: NavigationError.self) {
      try NavigationModules([
        NavigationModule("dashboard", elements: [.element(KeyedDashboardRoute.self), .element(DashboardExit.self)])
      ])
    }
    #expect(
      refusal?.message
        == "KeyedDashboardRoute and DashboardExit of the module \"dashboard\" both store a case as \"settings\"; the types of a module must not share a case name"
    )
    #expect(throws: Never.self) {
      try NavigationModules([
        NavigationModule("dashboard", elements: [.element(DashboardRoute.self), .element(ClashingPayloadRoute.self)])
      ])
    }
    #expect(throws: Never.self) { try ModularSampleApp() }
  }

  @Test func aCompositionThatCouldNotReadItsOwnSnapshotsIsRefused() {
    let twice = #expect(throws: NavigationError.self) {
      try NavigationModules([SettingsModule.module, SettingsModule.module])
    }
    #expect(twice?.message == "two modules are named \"settings\"")
    let misplaced = #expect(throws: NavigationError.self) {
      try NavigationModules([NavigationModule("settings", elements: [.element(DashboardExit.self)])])
    }
    #expect(misplaced?.message == "DashboardExit belongs to the module \"dashboard\", not \"settings\"")
  }

  @Test func aPathIsReadOnlyThroughTheAppsModules() {
    let refusal = #expect(throws: NavigationError.self) {
      try CanonicalJSONDecoder().decode(ModularPath.self, from: Array(#"[{"settings": {"general": {}}}]"#.utf8))
    }
    #expect(refusal?.code == .invalidValue && refusal?.location == .input)
  }
}

/// `DashboardRoute` under another Swift name, as after a rename.
enum RenamedDashboardRoute: ModuleElement {
  static let moduleName = "dashboard"
  case details(id: UUID, period: DashboardRoute.Period? = nil)
}

/// A dashboard route that shares a case name with `DashboardExit`: a declaration bug.
enum ClashingDashboardRoute: ModuleElement {
  static let moduleName = "dashboard"
  case settings
}

/// A dashboard route whose case of the exit's name has a payload: still the same stored name.
enum ClashingPayloadRoute: ModuleElement {
  static let moduleName = "dashboard"
  case settings(section: String)
}

/// A dashboard route whose case is stored under the exit's name through its coding key.
enum KeyedDashboardRoute: ModuleElement {
  static let moduleName = "dashboard"
  case preferences(tab: String)

  enum CodingKeys: String, CodingKey {
    case preferences = "settings"
  }
}

/// A dashboard route that lists its cases, one of them the exit's.
enum ClashingIterableRoute: ModuleElement, CaseIterable {
  static let moduleName = "dashboard"
  case overview
  case settings
}
