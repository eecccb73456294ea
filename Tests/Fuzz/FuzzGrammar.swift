// libFuzzer target: the engine alone, through a grammar with text, number, date and keyword
// fields, a legacy word and a mount (the exercise grammar captures only UUIDs and keywords).
// Whatever reads must print back to a link that reads the same; and the routes declared from
// their cases (printing through the cases' `Encodable` conformances) must agree, on every
// input, with the same routes written by hand: value, error code and location, printed link.
// Built by .ci/fuzz, not by SwiftPM.
import FoundationEssentials
import NavigationCodec

enum Side: String, CaseIterable, Sendable, LinkFieldValue {
  case a, b
}

enum Item: Hashable, Sendable, Encodable {
  case item(String, Side, t: String?, n: Double?, d: Date?)
  case other(t: String?)
}

enum Outer: Hashable, Sendable, Encodable {
  case inside(Side, Item)
}

/// A fixed grammar, built through the check: a declaration it refuses stops the target at
/// once, as a finding.
func checked<Target>(_ routes: [LinkRoute<Target>]) -> LinkGrammar<Target> {
  let origins = LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app"))
  do {
    return try LinkGrammar(origins: origins, routes: routes)
  } catch {
    preconditionFailure("the fuzz grammar does not pass its check: \(error)")
  }
}

let typedRoutes = [
  LinkRoute(Item.item) {
    LinkWord("item", legacy: "items")
    LinkCapture<String>("text")
    LinkCapture<Side>("side")
    LinkQuery<String?>("t")
    LinkQuery<Double?>("n")
    LinkQuery<Date?>("d")
  },
  LinkRoute(Item.other) {
    "other"
    LinkQuery<String?>("t")
  },
]

/// The same routes, both directions written by hand.
let handRoutes = [
  LinkRoute<Item> {
    LinkWord("item", legacy: "items")
    LinkCapture<String>("text")
    LinkCapture<Side>("side")
    LinkQuery<String?>("t")
    LinkQuery<Double?>("n")
    LinkQuery<Date?>("d")
  } read: { text, side, t, n, d in
    .item(text, side, t: t, n: n, d: d)
  } print: { item in
    guard case .item(let text, let side, let t, let n, let d) = item else { return nil }
    return (text, side, t, n, d)
  },
  LinkRoute<Item> {
    "other"
    LinkQuery<String?>("t")
  } read: { t in
    .other(t: t)
  } print: { item in
    guard case .other(let t) = item else { return nil }
    return .some(t)
  },
]

let typed = checked(typedRoutes)
let hand = checked(handRoutes)
let mounted = checked(
  typedRoutes.mounted(Outer.inside) {
    "in"
    LinkCapture<Side>("k")
  })

/// Reads a link as a value or the refusal's code and location.
func outcome<Target>(_ grammar: LinkGrammar<Target>, _ link: String) -> String {
  do throws(NavigationError) {
    return "\(try grammar.match(link: link))"
  } catch {
    return "\(error.code.rawValue) at \(error.location)"
  }
}

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let link = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard outcome(typed, link) == outcome(hand, link) else {
    preconditionFailure("the two declarations read differently: \(link)")
  }
  roundTrip(link, mounted)
  guard let value = try? typed.match(link: link) else { return 0 }
  guard printed(value, typed) == printed(value, hand) else {
    preconditionFailure("the two declarations print differently: \(link)")
  }
  roundTrip(link, typed)
  return 0
}

/// The link a grammar prints for a value, or its refusal.
func printed<Target>(_ value: Target, _ grammar: LinkGrammar<Target>) -> String {
  do throws(NavigationError) {
    return try grammar.link(for: value)
  } catch {
    return "\(error.code.rawValue): \(error.message)"
  }
}

/// Whatever `grammar` reads prints back to a link it reads as the same value, and printing
/// that again gives the same link.
func roundTrip<Target: Equatable>(_ link: String, _ grammar: LinkGrammar<Target>) {
  guard let value = try? grammar.match(link: link) else { return }
  let printed: String
  do throws(NavigationError) {
    printed = try grammar.link(for: value)
  } catch {
    // A link whose canonical spelling (escapes can triple it) exceeds the length limit is
    // refused rather than printed unreadable; nothing else that reads may fail to print.
    if error.code == .notLinkable, error.message.contains("longer than the limit") { return }
    preconditionFailure("a parsed link does not print: \(link): \(error)")
  }
  guard let reparsed = try? grammar.match(link: printed), reparsed == value else {
    preconditionFailure("round trip changed the value: \(link) → \(printed)")
  }
  guard (try? grammar.link(for: reparsed)) == printed else {
    preconditionFailure("printing is not canonical: \(printed)")
  }
}
