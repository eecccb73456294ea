// libFuzzer target: the engine alone, through a grammar with text, number, date and keyword
// fields (the exercise grammar captures only UUIDs and keywords). Whatever reads must print
// back to a link that reads the same, and the same grammar declared with routes that read and
// write in place must agree on every input: value, error code and location, printed link; and
// so must routes mounted one by one and as a group.
// Built by .ci/fuzz, not by SwiftPM.
import FoundationEssentials

@testable import NavigationCodec

/// A fixed grammar, built through the check: a declaration it refuses crashes the target at
/// once, as a finding.
func checked(origins: LinkOrigins, routes: [LinkRoute<[LinkValue]>]) -> LinkGrammar<[LinkValue]> {
  do {
    return try LinkGrammar(origins: origins, routes: routes)
  } catch {
    fatalError("the fuzz grammar does not pass its check: \(error)")
  }
}

// Declared with `parse:` and `print:`, the bridge through `LinkMatch` the tests reach.
let grammar = checked(
  origins: LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app")),
  routes: [
    LinkRoute(
      [.literal("item", aliases: ["items"]), .capture(.text), .capture(.keyword(["a", "b"]))],
      query: [LinkQueryField("t", .text), LinkQueryField("n", .number), LinkQueryField("d", .date)],
      parse: { match in
        match.captures + ["t", "n", "d"].map { match.parameters[$0] ?? .text("\u{0}absent") }
      },
      print: { values in
        guard values.count == 5 else { return nil }
        var parameters: LinkParameters = [:]
        for (name, value) in zip(["t", "n", "d"], values[2...]) where value != .text("\u{0}absent") {
          parameters[name] = value
        }
        return LinkMatch(captures: Array(values[..<2]), parameters: parameters)
      })
  ])

/// The same route, reading and writing its values in place.
let inPlace = checked(
  origins: grammar.origins,
  routes: [
    LinkRoute(
      grammar.routes[0].pattern, query: grammar.routes[0].query,
      read: { values in
        guard let text = values[capture: 0], let keyword = values[capture: 1] else { return nil }
        return [text, keyword] + ["t", "n", "d"].map { values[parameter: $0] ?? .text("\u{0}absent") }
      },
      write: { items, values in
        guard items.count == 5 else { return false }
        values[capture: 0] = items[0]
        values[capture: 1] = items[1]
        for (name, value) in zip(["t", "n", "d"], items[2...]) where value != .text("\u{0}absent") {
          values[parameter: name] = value
        }
        return true
      })
  ])

/// The in-place route and a second one (its text capture optional in the value) mounted under
/// `/in/{x|y}`, one by one and as a group: a group prints for its routes at once, and must
/// print what its routes print alone.
let mountedRoutes = [
  inPlace.routes[0],
  LinkRoute<[LinkValue]>(
    [.literal("other")], query: [LinkQueryField("t", .text)],
    read: { values in [values[parameter: "t"] ?? .number(0)] },
    write: { items, values in
      guard items.count == 1 else { return false }
      values[parameter: "t"] = items[0]
      return true
    }),
]
let mountPrefix: [LinkSegment] = [.literal("in"), .capture("k", .keyword(["x", "y"]))]
let embedPrefix: @Sendable ([LinkValue], borrowing LinkValues) -> [LinkValue]? = { items, prefix in
  prefix[capture: "k"].map { [$0] + items }
}
let extractPrefix: @Sendable ([LinkValue], inout LinkValues) -> [LinkValue]? = { items, prefix in
  guard let first = items.first else { return nil }
  prefix[capture: 0] = first
  return Array(items.dropFirst())
}
let mountedAlone = checked(
  origins: grammar.origins,
  routes: mountedRoutes.map { $0.mounted(under: mountPrefix, read: embedPrefix, write: extractPrefix) })
let mountedGroup = checked(
  origins: grammar.origins, routes: mountedRoutes.mounted(under: mountPrefix, read: embedPrefix, write: extractPrefix))

/// Reads a link as a value or the refusal's code and location.
func outcome(_ grammar: LinkGrammar<[LinkValue]>, _ link: String) -> String {
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
  guard outcome(grammar, link) == outcome(inPlace, link) else {
    preconditionFailure("the two declarations read differently: \(link)")
  }
  guard outcome(mountedAlone, link) == outcome(mountedGroup, link) else {
    preconditionFailure("a group reads differently from its routes: \(link)")
  }
  if let value = try? mountedAlone.match(link: link) {
    for prefix in [value[0], .keyword(2), .text("x")] {
      let outer = [prefix] + value.dropFirst()
      guard (try? mountedAlone.link(for: outer)) == (try? mountedGroup.link(for: outer)) else {
        preconditionFailure("a group prints differently from its routes: \(link)")
      }
    }
  }
  guard let value = try? grammar.match(link: link) else { return 0 }
  guard (try? grammar.link(for: value)) == (try? inPlace.link(for: value)) else {
    preconditionFailure("the two declarations print differently: \(link)")
  }
  let printed: String
  do throws(NavigationError) {
    printed = try grammar.link(for: value)
  } catch {
    // Only values whose text capture is empty, a dot segment or holds a slash have no link
    // form; and a link whose canonical spelling (escapes can triple it) exceeds the length
    // limit is refused rather than printed unreadable.
    if case .text(let text) = value[0],
      text.isEmpty || text == "." || text == ".." || text.contains("/") || text.contains("\\")
    {
      return 0
    }
    if error.code == .notLinkable, error.message.contains("longer than the limit") { return 0 }
    preconditionFailure("a parsed link does not print: \(link)")
  }
  guard let reparsed = try? grammar.match(link: printed), reparsed == value else {
    preconditionFailure("round trip changed the value: \(link) → \(printed)")
  }
  guard (try? grammar.link(for: reparsed)) == printed else {
    preconditionFailure("printing is not canonical: \(printed)")
  }
  return 0
}
