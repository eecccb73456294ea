import Foundation
import NavigationCodec
import Testing

/// Routes mounted with `read:`/`write:` functions that see the prefix's values in place, one by
/// one and as a group.
@Suite struct InPlaceMountingTests {
  typealias Item = LinkMountingTests.Item

  enum App: Hashable, Sendable {
    case item(user: String, Item)
    case home
  }

  static let origins = LinkMountingTests.origins
  static let id = LinkMountingTests.id
  static let user: [LinkSegment] = [.literal("users"), .capture("user", .text)]

  @Sendable static func embed(_ item: Item, _ prefix: borrowing LinkValues) -> App? {
    prefix[capture: "user"]?.text.map { App.item(user: $0, item) }
  }

  @Sendable static func extract(_ app: App, _ prefix: inout LinkValues) -> Item? {
    guard case .item(let user, let item) = app else { return nil }
    prefix[capture: "user"] = .text(user)
    return item
  }

  static let home = LinkRoute<App>(
    [.literal("home")], read: { _ in .home }, write: { app, _ in app == .home })

  /// The item routes mounted one by one, and as a group, then the home route.
  static let alone = LinkGrammar.checked(
    origins: origins,
    routes: LinkMountingTests.itemRoutes.map { $0.mounted(under: user, read: embed, write: extract) } + [home])
  static let grouped = LinkGrammar.checked(
    origins: origins, routes: LinkMountingTests.itemRoutes.mounted(under: user, read: embed, write: extract) + [home])

  static let values: [App] =
    [.home]
    + ["ada", "b ob", "zoë", ""].flatMap { user in
      [
        App.item(user: user, .show(id: id, tab: nil)), .item(user: user, .show(id: id, tab: .history)),
        .item(user: user, .tagged("a b")), .item(user: user, .note(id: id, text: "hi there")),
      ]
    }

  /// The link a grammar prints for a value, or the refusal's code and location.
  static func printed(_ value: App, by grammar: LinkGrammar<App>) -> String {
    do { return try grammar.link(for: value) } catch { return "\(error.code.rawValue) at \(error.location)" }
  }

  @Test func anInPlaceMountReadsAndPrintsAsAMatchMount() throws {
    var printedCount = 0
    for value in Self.values {
      guard case .item(let user, let item) = value else { continue }
      let link = (try? LinkMountingTests.mounted.link(for: .item(user: user, item))) ?? "not-linkable at input"
      #expect(Self.printed(value, by: Self.alone) == link)
      guard link.hasPrefix("app:") else { continue }
      #expect(try Self.alone.match(link: link) == value)
      printedCount += 1
    }
    // An empty user is not a segment: only those values print.
    #expect(printedCount == Self.values.count - 5)
  }

  @Test func aGroupPrintsWhatItsRoutesPrintAlone() throws {
    for value in Self.values {
      let link = Self.printed(value, by: Self.grouped)
      #expect(link == Self.printed(value, by: Self.alone))
      if link.hasPrefix("app:") { #expect(try Self.grouped.match(link: link) == value) }
    }
    #expect(try Self.grouped.link(for: .home) == "app://home")
  }

  @Test func aGroupAsksItsWriteOncePerValue() throws {
    let calls = Counter()
    let routes = LinkMountingTests.itemRoutes.mounted(
      under: Self.user, read: Self.embed,
      write: { app, prefix in
        calls.increment()
        return Self.extract(app, &prefix)
      })
    let grammar = try LinkGrammar(origins: Self.origins, routes: routes)
    // The note is the third route: alone, each route before it would ask again.
    #expect(
      try grammar.link(for: .item(user: "ada", .note(id: Self.id, text: "x")))
        == "app://users/ada/notes/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f?text=x")
    #expect(calls.value == 1)
    // Reordered, the routes no longer stand as their group: each asks for itself.
    let reordered = try LinkGrammar(origins: Self.origins, routes: Array(routes.reversed()))
    #expect(
      try reordered.link(for: .item(user: "ada", .show(id: Self.id, tab: nil)))
        == "app://users/ada/items/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
    #expect(calls.value == 4)
  }

  @Test func routesTakenOutOfTheirGroupPrintAlone() throws {
    let routes = LinkMountingTests.itemRoutes.mounted(under: Self.user, read: Self.embed, write: Self.extract)
    let reversed = try LinkGrammar(origins: Self.origins, routes: Array(routes.reversed()))
    let partial = try LinkGrammar(origins: Self.origins, routes: Array(routes.dropFirst()))
    for value in Self.values where value != .home {
      #expect(Self.printed(value, by: reversed) == Self.printed(value, by: Self.alone))
      guard case .item(_, .show) = value else {
        #expect(Self.printed(value, by: partial) == Self.printed(value, by: Self.alone))
        continue
      }
      #expect(Self.printed(value, by: partial) == "not-linkable at input")
    }
  }

  @Test func aMountsWriteSettingAValueOutsideItsPrefixPrintsNothing() throws {
    let stray: @Sendable (App, inout LinkValues) -> Item? = { app, prefix in
      let item = Self.extract(app, &prefix)
      prefix[parameter: "tab"] = .keyword(0)  // the inner route's field, not the prefix's
      return item
    }
    let value = App.item(user: "ada", .show(id: Self.id, tab: nil))
    for routes in [
      LinkMountingTests.itemRoutes.map { $0.mounted(under: Self.user, read: Self.embed, write: stray) },
      LinkMountingTests.itemRoutes.mounted(under: Self.user, read: Self.embed, write: stray),
    ] {
      let grammar = try LinkGrammar(origins: Self.origins, routes: routes)
      let refusal = #expect(throws: NavigationError.self) { try grammar.link(for: value) }
      #expect(refusal?.code == .notLinkable && refusal?.location == "input")
    }
  }

  @Test func mountsNestEachSeeingItsOwnPrefix() throws {
    enum Org: Hashable, Sendable { case org(Int, App) }
    let routes = LinkMountingTests.itemRoutes.mounted(under: Self.user, read: Self.embed, write: Self.extract)
      .mounted(
        under: [.literal("orgs"), .capture("org", .number)],
        read: { app, prefix in prefix[capture: 0]?.number.map { Org.org(Int($0), app) } },
        write: { org, prefix in
          guard case .org(let number, let app) = org else { return nil }
          prefix[capture: "org"] = .number(Double(number))
          return app
        })
    let grammar = try LinkGrammar(origins: Self.origins, routes: routes)
    let value = Org.org(7, .item(user: "ada", .note(id: Self.id, text: "hi")))
    let link = "app://orgs/7/users/ada/notes/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f?text=hi"
    #expect(try grammar.link(for: value) == link)
    #expect(try grammar.match(link: link) == value)
  }
}

/// A count shared with a route's functions, which must be `Sendable`.
private final class Counter: @unchecked Sendable {
  // Unchecked: every access holds the lock.
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}
