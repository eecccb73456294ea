import Foundation
import NavigationCodec
import NavigationCommandLine

/// An app of 500 routes, each with two captures and two query fields, read from a custom
/// scheme and a web host: the cost of its page of every link, `routes --html`, written
/// through the tool as a user runs it (1,000 example links, each with its QR code).
struct LargeGrammarApp: NavigationCommandApp {
  struct State: Codable, Equatable, Sendable {
    var route: Int
  }

  struct Codec: NavigationCommandCodec {
    let grammar: LinkGrammar<Int>
    static let format = SnapshotFormat<State>(name: "bench.large", version: 1)

    var limits: Limits { Self.format.limits }

    func open(link: String, policy: ResolutionPolicy) throws(NavigationError) -> ResolutionReport<State> {
      ResolutionReport(value: State(route: try grammar.match(link: link)))
    }

    func link(for state: State) throws(NavigationError) -> String { try grammar.link(for: state.route) }

    func restore(snapshot bytes: [UInt8], policy: ResolutionPolicy) throws(NavigationError)
      -> ResolutionReport<State>
    {
      ResolutionReport(value: try Self.format.decode(bytes))
    }

    func snapshot(of state: State) throws(NavigationError) -> [UInt8] { try Self.format.encode(state) }
  }

  let grammar: LinkGrammar<Int>

  /// The kinds of item every route's second capture names.
  enum Kind: String, CaseIterable, Sendable, LinkFieldValue { case a, b }

  init() throws {
    let routes = (0..<500).map { index in
      LinkRoute<Int>(summary: "section \(index)'s item, by kind") {
        "section\(index)"
        LinkCapture<UUID>("id")
        "items"
        LinkCapture<Kind>("kind")
        LinkQuery<Int?>("page")
        LinkQuery<String?>("q")
      } read: { _, _, _, _ in
        index
      } print: { route in
        route == index ? (UUID(sequential: 0), Kind.a, nil, nil) : nil
      }
    }
    grammar = try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["bench"], webHosts: ["bench.example"], printed: .customScheme("bench")),
      routes: routes)
  }

  var help: NavigationCommandHelp { NavigationCommandHelp(toolName: "benchlink", overview: "500 routes.") }
  var sampleCatalog: Int { 0 }
  func readCatalog(_ bytes: [UInt8]) throws(NavigationError) -> Int { 0 }
  func codec(catalog: Int, ids: IDGenerator, clock: DateSource) -> Codec { Codec(grammar: grammar) }
}

/// Adds the row of `routes --html` for the 500-route app: milliseconds per page written.
func routesPageRow() {
  guard let app = try? LargeGrammarApp() else {
    print("error: routes_page_500: the 500-route grammar does not build")
    exit(1)
  }
  let command = NavigationCommand(app)
  let written = Console(readInput: { _ in [] }, readInputChunk: { [] }, out: { blackHole($0) }, err: { _ in })
  guard command.run(["routes", "--html"], console: written) == .ok else {
    print("error: routes_page_500: routes --html fails")
    exit(1)
  }
  let nanoseconds = measureTogether(budget, [(1, { blackHole(command.run(["routes", "--html"], console: written)) })])
  rows.append(
    Row(
      key: "routes_page_500", name: "routes --html, 500 routes × 2 origins", package: nanoseconds[0] / 1e6,
      baseline: nil, baselineName: "—", unit: "ms/page"))
}
