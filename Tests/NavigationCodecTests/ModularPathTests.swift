import Foundation
import NavigationCodec
import Testing

/// The engine's modular path on its own: two tiny modules, read through the canonical decoder
/// and through Foundation's, strictly and leniently.
@Suite struct ModularPathTests {
  enum Inbox: ModuleElement {
    static let moduleName = "inbox"
    case thread(id: Int)
    case compose
  }

  enum Profile: ModuleElement {
    static let moduleName = "profile"
    case edit(field: String)
  }

  struct Session: Codable, Hashable {
    var path: ModularPath
  }

  static let modules: NavigationModules? = try? NavigationModules([
    NavigationModule("inbox", elements: [.element(Inbox.self)]),
    NavigationModule("profile", elements: [.element(Profile.self)]),
  ])

  func decoder() throws -> CanonicalJSONDecoder {
    CanonicalJSONDecoder(userInfo: try #require(Self.modules).userInfo)
  }

  @Test func aPathReadsThroughTheCanonicalDecoderAndWritesTheSameBytes() throws {
    let text = #"{"path":[{"inbox":{"thread":{"id":7}}},{"profile":{"edit":{"field":"name"}}}]}"#
    let session = try decoder().decode(Session.self, from: Array(text.utf8))
    #expect(session.path == [PathElement(Inbox.thread(id: 7)), PathElement(Profile.edit(field: "name"))])
    #expect(try CanonicalJSONEncoder(compact: true).encode(session) == Array((text + "\n").utf8))
  }

  @Test func lenientReadingKeepsThePrefixAndReportsTheRest() throws {
    let text = #"{"path":[{"inbox":{"compose":{}}},{"calendar":{"day":{}}},{"inbox":{"thread":{"id":1}}}]}"#
    let read = try decoder().decode(Session.self, from: Array(text.utf8), policy: .lenient)
    #expect(read.value.path == [PathElement(Inbox.compose)])
    #expect(read.dropped.count == 1)
    let dropped = try #require(read.dropped.first)
    #expect(dropped.pointer == "/path/1")
    #expect(dropped.refusal.code == .unknownModule && dropped.refusal.location == "/path/1/calendar")
    if case .array(let parts) = dropped.part { #expect(parts.count == 2) } else { Issue.record("not an array") }
    let strict = #expect(throws: NavigationError.self) {
      try decoder().decode(Session.self, from: Array(text.utf8), policy: .strict)
    }
    #expect(strict == dropped.refusal)
  }

  @Test func lenientReadingDropsNoSyntaxError() throws {
    let text = #"{"path":[{"inbox":{"thread":{"id":"seven"}}}]}"#
    let refusal = #expect(throws: NavigationError.self) {
      try decoder().decode(Session.self, from: Array(text.utf8), policy: .lenient)
    }
    #expect(refusal?.code == .invalidValue && refusal?.location == "/path/0/inbox/thread/id")
  }

  /// Syntax before resolution: a document malformed after a refused element is refused as
  /// malformed, by both policies, as a hand-written reader that decodes before it resolves.
  @Test func aSyntaxErrorAfterARefusedElementIsWhatBothPoliciesReport() throws {
    let text = #"{"path":[{"calendar":{"day":{}}}],"zzz":1}"#
    for policy in [ResolutionPolicy.strict, .lenient] {
      let refusal = #expect(throws: NavigationError.self) {
        try decoder().decode(Session.self, from: Array(text.utf8), policy: policy)
      }
      #expect(refusal?.code == .unexpectedField && refusal?.location == "/zzz", "\(policy)")
    }
    let plain = #expect(throws: NavigationError.self) { try decoder().decode(Session.self, from: Array(text.utf8)) }
    #expect(plain?.code == .unexpectedField)
  }

  @Test func anUnknownCaseIsNamedAtItsKey() throws {
    let text = #"{"path":[{"profile":{"avatar":{}}}]}"#
    let refusal = #expect(throws: NavigationError.self) { try decoder().decode(Session.self, from: Array(text.utf8)) }
    #expect(refusal?.code == .unknownElement && refusal?.location == "/path/0/profile/avatar")
    #expect(refusal?.layer == .resolution)
  }

  @Test func foundationsDecoderReadsTheSamePathAndTheSameRefusals() throws {
    let modules = try #require(Self.modules)
    let json = JSONDecoder()
    json.userInfo = modules.userInfo
    let text = #"{"path":[{"inbox":{"thread":{"id":7}}}]}"#
    #expect(try json.decode(Session.self, from: Data(text.utf8)).path == [PathElement(Inbox.thread(id: 7))])
    let unknown = #"{"path":[{"inbox":{"archive":{}}}]}"#
    #expect(
      throws: NavigationError(
        .unknownElement, at: "/path/0/inbox/archive", "the module \"inbox\" has no element \"archive\"")
    ) {
      try json.decode(Session.self, from: Data(unknown.utf8))
    }
    // Foundation's decoder reads strictly: a Codable type cannot drop a part through it.
    #expect(throws: NavigationError.self) { try json.decode(Session.self, from: Data(#"{"path":[{"x":{}}]}"#.utf8)) }
  }

  @Test func aJSONValueFromFoundationsDecoderIsBoundedInDepth() throws {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let refusal = #expect(throws: NavigationError.self) {
      try JSONDecoder().decode(JSONValue.self, from: Data(deep.utf8))
    }
    #expect(refusal?.code == .limitExceeded)
    let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"a":[1,true,null,"x"]}"#.utf8))
    #expect(value == .object([JSONMember("a", .array([.number(1), .bool(true), .null, .string("x")]))]))
  }

  @Test func aDecoderIsStrictUnlessAskedOtherwise() throws {
    struct Probe: Decodable {
      var policy: ResolutionPolicy
      init(from decoder: any Decoder) throws {
        policy = decoder.resolutionPolicy
        _ = try JSONValue(from: decoder)
      }
    }
    #expect(try JSONDecoder().decode(Probe.self, from: Data("{}".utf8)).policy == .strict)
    #expect(try CanonicalJSONDecoder().decode(Probe.self, from: Array("{}".utf8)).policy == .strict)
    #expect(
      try CanonicalJSONDecoder().decode(Probe.self, from: Array("{}".utf8), policy: .lenient).value.policy == .lenient)
  }
}
