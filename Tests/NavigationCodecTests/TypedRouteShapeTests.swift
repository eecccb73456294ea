import Foundation
import NavigationCodec
import Testing

/// Typed routes over enums of every shape the engine reads from metadata, and constructors
/// whose values the case declares as other types than the route's fields.
@Suite struct TypedRouteShapeTests {
  static let origins = LinkOrigins(customSchemes: ["s"], webHosts: [], printed: .customScheme("s"))

  enum OnlyCase: Hashable, Sendable { case only(Int) }
  enum OnePayload: Hashable, Sendable {
    case empty
    case some(String)
    case other
  }
  enum Generic<Value: Hashable & Sendable>: Hashable, Sendable {
    case value(Value, count: Int)
    case none
  }
  indirect enum Tree: Hashable, Sendable {
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

  enum Boxed: Sendable {
    case any(any Sendable)
    case object(Base)
    case pair(String, Int)
  }
  class Base: @unchecked Sendable {}

  /// A constructor that puts a field into a case declared with an existential or a class, or
  /// into another case's values: its payload's storage is not the field's, so the route is
  /// refused when its grammar is built, never read.
  @Test func aCaseThatDeclaresOtherTypesIsRefused() {
    let existential: @Sendable (String) -> Boxed = { .any($0) }
    let pairFirst: @Sendable (String) -> Boxed = { .pair($0, 0) }
    let cases: [(LinkRoute<Boxed>, String)] = [
      (
        LinkRoute(existential) {
          "x"
          LinkCapture<String>("s")
        },
        "the field \"s\" is Swift.String, but the case any declares Any there"
      ),
      (
        LinkRoute(pairFirst) {
          "x"
          LinkCapture<String>("s")
        },
        "its constructor makes the case pair, which has 2 values, but the route has 1 fields"
      ),
    ]
    for (route, reason) in cases {
      let error = #expect(throws: LinkGrammarError.self) { _ = try LinkGrammar(origins: Self.origins, routes: [route]) }
      #expect(error?.problem == .notACase && error?.patterns == ["/x/{s:text}"])
      #expect(error?.message == "the route /x/{s:text} cannot be typed: " + reason)
    }
  }
}
