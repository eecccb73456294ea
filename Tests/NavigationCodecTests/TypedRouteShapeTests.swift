import Foundation
import NavigationCodec
import Testing

/// Typed routes over enums of every shape the engine reads from metadata, and constructors
/// whose values the case declares as other types than the route's fields.
@Suite struct TypedRouteShapeTests {
  static let origins = LinkOrigins(customSchemes: ["s"], webHosts: [], printed: .customScheme("s"))

  enum OnlyCase: Hashable, Sendable, Encodable { case only(Int) }
  enum OnePayload: Hashable, Sendable, Encodable {
    case empty
    case some(String)
    case other
  }
  enum Generic<Value: Hashable & Sendable & Encodable>: Hashable, Sendable, Encodable {
    case value(Value, count: Int)
    case none
  }
  indirect enum Tree: Hashable, Sendable, Encodable {
    case leaf(Int)
    case node(String, Int16)
  }

  @Test func everyShapeReadsAndPrints() throws {
    func check<Target: Hashable & Sendable>(_ route: LinkRoute<Target>, _ value: Target, _ link: String) throws {
      let grammar = try LinkGrammar(origins: Self.origins, routes: [route])
      #expect(try grammar.link(for: value) == link)
      #expect(try grammar.match(link: link) == value)
    }
    try check(LinkRoute(OnlyCase.only) { LinkCapture<Int>("n") }, .only(7), "s://7")
    try check(LinkRoute(OnePayload.some) { LinkCapture<String>("t") }, .some("x"), "s://x")
    try check(LinkRoute(OnePayload.other) { "other" }, .other, "s://other")
    try check(
      LinkRoute(Generic<UUID>.value) {
        LinkCapture<UUID>("id")
        LinkCapture<Int>("count")
      },
      .value(UUID(uuid: (1, 2, 3, 4, 5, 6, 0x47, 8, 0x89, 10, 11, 12, 13, 14, 15, 16)), count: 2),
      "s://01020304-0506-4708-890a-0b0c0d0e0f10/2")
    try check(
      LinkRoute(Tree.node) {
        "n"
        LinkCapture<String>("a")
        LinkCapture<Int16>("b")
      }, .node("k", -3), "s://n/k/-3")
  }

  /// Cases whose hand-written encoding does not give back the values they were made from.
  enum Boxed: Sendable, Encodable {
    case any(any Sendable)
    case pair(String, Int)
    case swapped(String, String)

    private enum Cases: CodingKey { case any, pair, swapped }
    private enum Fields: CodingKey { case first, second }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Cases.self)
      switch self {
      case .any:
        _ = container.nestedContainer(keyedBy: Fields.self, forKey: .any)
      case .pair(let text, let number):
        var fields = container.nestedContainer(keyedBy: Fields.self, forKey: .pair)
        try fields.encode(text, forKey: .first)
        try fields.encode(number, forKey: .second)
      case .swapped(let first, let second):
        var fields = container.nestedContainer(keyedBy: Fields.self, forKey: .swapped)
        try fields.encode(second, forKey: .first)
        try fields.encode(first, forKey: .second)
      }
    }
  }

  static let mustGiveBack =
    "a typed route's case must encode exactly the values it was made from (the synthesised Encodable conformance does)"

  /// A constructor whose case's encoding does not give back the values it was made from (an
  /// existential it keeps as text, other values, or its own in another order) is refused
  /// when its grammar is built, naming the route, never printed.
  @Test func aCaseWhoseEncodingDoesNotGiveItsValuesBackIsRefused() {
    let existential: @Sendable (String) -> Boxed = { .any($0) }
    let pairFirst: @Sendable (String) -> Boxed = { .pair($0, 0) }
    let cases: [(LinkRoute<Boxed>, String, String)] = [
      (
        LinkRoute(existential) {
          "x"
          LinkCapture<String>("s")
        },
        "/x/{s:text}", "its case encodes 0 values, and the route has 1 field: " + Self.mustGiveBack
      ),
      (
        LinkRoute(pairFirst) {
          "x"
          LinkCapture<String>("s")
        },
        "/x/{s:text}", "its case encodes 2 values, and the route has 1 field: " + Self.mustGiveBack
      ),
      (
        LinkRoute(Boxed.swapped) {
          "x"
          LinkCapture<String>("a")
          LinkCapture<String>("b")
        },
        "/x/{a:text}/{b:text}",
        "its case's encoding does not give back the values it was made from, in order: " + Self.mustGiveBack
      ),
    ]
    for (route, pattern, reason) in cases {
      let error = #expect(throws: LinkGrammarError.self) { _ = try LinkGrammar(origins: Self.origins, routes: [route]) }
      #expect(error?.problem == .notACase && error?.patterns == [pattern])
      #expect(error?.message == "the route \(pattern) cannot be typed: " + reason)
    }
  }
}

extension TypedRouteShapeTests {
  enum Edit: Hashable, Sendable, Encodable {
    case edit(UUID, title: String?)
  }

  /// A route whose constructor fixes one of the case's values to `nil` prints no value that
  /// holds it, rather than a link that reads back without it.
  @Test func aValueTheRouteHasNoFieldForIsNotLinkable() throws {
    let fixed: @Sendable (UUID) -> Edit = { .edit($0, title: nil) }
    let grammar = try LinkGrammar(origins: Self.origins, routes: [LinkRoute(fixed) { LinkCapture<UUID>("id") }])
    let id = UUID(sequential: 7)
    #expect(try grammar.link(for: .edit(id, title: nil)) == "s://00000000-0000-0000-0000-000000000007")
    let refused = #expect(throws: NavigationError.self) { try grammar.link(for: .edit(id, title: "x")) }
    #expect(refused?.code == .notLinkable && refused?.location == .input)
    #expect(refused?.message == #"the value holds "title", which no field of the route prints"#)
  }
}
