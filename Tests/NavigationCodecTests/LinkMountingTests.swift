import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// Named captures, routes mounted under a prefix, and typed routes mounted with them.
@Suite struct LinkMountingTests {
  enum Item: Codable, Hashable, Sendable {
    case show(id: UUID, tab: Tab?)
    case tagged(String)
    case note(id: UUID, text: String)

    enum Tab: String, Codable, CaseIterable, Sendable, LinkFieldValue { case info, history }
  }

  enum App: Hashable, Sendable, Encodable {
    case item(user: String, Item)
  }

  static let id = UUID(
    uuid: (0x6f, 0x1c, 0x2a, 0x9e, 0x3b, 0x4d, 0x4c, 0x8e, 0x9f, 0x10, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f))
  static let origins = LinkOrigins(customSchemes: ["app"], webHosts: [], printed: .customScheme("app"))

  static let itemRoutes = [
    LinkRoute(Item.show) {
      "items"
      LinkCapture<UUID>("id")
      LinkQuery<Item.Tab?>("tab")
    },
    LinkRoute(Item.tagged) {
      "tags"
      LinkCapture<String>("tag")
    },
    // Written by hand, read and printed the same before and after mounting.
    LinkRoute<Item> {
      "notes"
      LinkCapture<UUID>("note")
      LinkQuery<String?>("text")
    } read: { id, text in
      .note(id: id, text: text ?? "")
    } print: { item in
      guard case .note(let id, let text) = item else { return nil }
      return (id, text)
    },
  ]

  static let mounted = LinkGrammar.checked(
    origins: origins,
    routes: itemRoutes.mounted(App.item) {
      "users"
      LinkCapture<String>("user")
    })

  @Test func aCaseRouteReadsAndPrintsTheCaseWithItsQuery() throws {
    let grammar = try LinkGrammar(origins: Self.origins, routes: Self.itemRoutes)
    let link = "app://items/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f?tab=history"
    #expect(try grammar.match(link: link) == .show(id: Self.id, tab: .history))
    #expect(try grammar.link(for: .show(id: Self.id, tab: .history)) == link)
    #expect(try grammar.link(for: .show(id: Self.id, tab: nil)) == "app://items/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
    #expect(try grammar.link(for: .tagged("a b")) == "app://tags/a%20b")
    #expect(try grammar.match(link: "app://tags/a%20b") == .tagged("a b"))
  }

  @Test func aMountedRouteKeepsItsOwnCapturesAndAddsThePrefixs() throws {
    let link = "app://users/ada/items/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f?tab=info"
    let value = App.item(user: "ada", .show(id: Self.id, tab: .info))
    #expect(try Self.mounted.match(link: link) == value)
    #expect(try Self.mounted.link(for: value) == link)
    let note = App.item(user: "bob", .note(id: Self.id, text: "hi"))
    let noteLink = "app://users/bob/notes/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f?text=hi"
    #expect(try Self.mounted.link(for: note) == noteLink)
    #expect(try Self.mounted.match(link: noteLink) == note)
  }

  @Test func aMountedRoutesErrorsNameTheWholePath() throws {
    let refusal = #expect(throws: NavigationError.self) { try Self.mounted.match(link: "app://users/ada/items/42") }
    #expect(refusal?.code == .invalidParameter && refusal?.location == "path/3")
  }
}

extension LinkMountingTests {
  /// A URL length limit bounds the links read, not the declaration: a typed route whose sample
  /// link is longer than the limit still builds, and its grammar refuses the long link.
  @Test func aTightURLLengthStillBuildsTheGrammarAndRefusesLongLinks() throws {
    let tight = Limits(urlLength: 30)
    let grammar = try LinkGrammar(origins: Self.origins, routes: Array(Self.itemRoutes.prefix(1)), limits: tight)
    let link = "app://items/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
    let error = refusal { () throws(NavigationError) in try grammar.match(link: link) }
    #expect(Refused(error) == Refused("limit-exceeded", "input"))
  }
}
