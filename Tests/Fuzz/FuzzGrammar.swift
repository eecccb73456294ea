// libFuzzer target: the engine alone, through a grammar with text, number, date and keyword
// fields (the exercise grammar captures only UUIDs and keywords). Whatever reads must print
// back to a link that reads the same. Built by .ci/fuzz, not by SwiftPM.
import FoundationEssentials
import NavigationCodec

// Fixed, and unambiguous (one route); built without the check, which has its own tests.
let grammar = LinkGrammar<[LinkValue]>.prechecked(
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

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let link = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let value = try? grammar.match(link: link) else { return 0 }
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
