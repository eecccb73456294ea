import Foundation
import TestSupport
import Testing

/// Each library's public API, as the compiler exports it, is the listing checked in under
/// `Tests/APIListings`: a change to the API shows in review as a change to that file.
///
/// Record a deliberate change with `NAVIGATIONCODEC_RECORD_API=1 swift test --filter
/// APIListingTests`, then review the listing's diff.
@Suite(.serialized) struct APIListingTests {
  static let libraries = ["NavigationCodec", "NavigationTesting", "NavigationCommandLine", "ExerciseNavigation"]

  @Test(arguments: libraries)
  func theExportedAPIIsTheCheckedInListing(_ module: String) throws {
    let listing = try APIListing.extract(module)
    let file = FixturePaths.root.appendingPathComponent("Tests/APIListings/\(module).txt")
    let environment = ProcessInfo.processInfo.environment
    if environment["NAVIGATIONCODEC_RECORD_API"] == "1" {
      // CI compares; recording there would pass without checking anything.
      try #require(environment["CI"] == nil, "NAVIGATIONCODEC_RECORD_API is for a developer's machine, not CI")
      try Data(listing.utf8).write(to: file)
      return
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    let (added, removed) = APIListing.difference(recorded: recorded, exported: listing)
    #expect(
      added.isEmpty && removed.isEmpty,
      """
      The public API of \(module) differs from Tests/APIListings/\(module).txt.
      Exported but not listed:
      \(added.joined(separator: "\n"))
      Listed but not exported:
      \(removed.joined(separator: "\n"))
      Record a deliberate change with NAVIGATIONCODEC_RECORD_API=1.
      """)
  }
}

/// A module's public declarations, one per line, sorted: each symbol's path and declaration,
/// and each conformance of a type it declares.
enum APIListing {
  struct Graph: Decodable {
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  struct Symbol: Decodable {
    struct Identifier: Decodable { var precise: String }
    struct Fragment: Decodable { var spelling: String }
    var identifier: Identifier
    var pathComponents: [String]
    var declarationFragments: [Fragment]?
  }

  struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
    var targetFallback: String?
  }

  /// The listing of `module`, from the symbol graphs the compiler extracts from its built
  /// module (the module itself and its extensions of other modules).
  static func extract(_ module: String) throws -> String {
    let modules = BuiltProduct.executable("navlink").deletingLastPathComponent().appendingPathComponent("Modules")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("api-\(module)-\(UUID())")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try BuiltProduct.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      symbolGraphTool + [
        "-module-name", module, "-I", modules.path, "-target", try targetTriple(),
        "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output.path,
      ])
    guard run.status == 0 else { throw ExtractionFailure(message: run.err) }
    var lines: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() {
      let graph = try JSONDecoder().decode(Graph.self, from: Data(contentsOf: output.appendingPathComponent(file)))
      lines.formUnion(self.lines(of: graph, extending: extendedModule(of: file, module: module)))
    }
    return lines.sorted().joined(separator: "\n") + "\n"
  }

  /// The module a symbol graph file extends (`NavigationCodec@Swift.symbols.json`), named
  /// alike on every platform; `nil` for the module's own file.
  static func extendedModule(of file: String, module: String) -> String? {
    let name = file.replacingOccurrences(of: ".symbols.json", with: "")
    guard let at = name.firstIndex(of: "@") else { return nil }
    let extended = String(name[name.index(after: at)...])
    return extended == "FoundationEssentials" ? "Foundation" : extended
  }

  static func lines(of graph: Graph, extending extended: String?) -> [String] {
    let prefix = extended.map { "[\($0)] " } ?? ""
    var paths: [String: String] = [:]
    var lines: [String] = []
    for symbol in graph.symbols {
      let path = symbol.pathComponents.joined(separator: ".")
      paths[symbol.identifier.precise] = path
      let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
        .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      lines.append(prefix + path + " | " + declaration.replacingOccurrences(of: "FoundationEssentials.", with: ""))
    }
    for relationship in graph.relationships where relationship.kind == "conformsTo" {
      guard let source = paths[relationship.source] else { continue }
      lines.append(prefix + source + " : " + (relationship.targetFallback ?? relationship.target))
    }
    return lines
  }

  /// The lines only the export has, and those only the recording has.
  static func difference(recorded: String, exported: String) -> (added: [String], removed: [String]) {
    let old = Set(recorded.split(separator: "\n").map(String.init))
    let new = Set(exported.split(separator: "\n").map(String.init))
    return (new.subtracting(old).sorted(), old.subtracting(new).sorted())
  }

  /// The command that runs `swift-symbolgraph-extract`: on Apple platforms through `xcrun`,
  /// which finds it in the selected toolchain; elsewhere from `PATH`, beside `swift`.
  static var symbolGraphTool: [String] {
    #if canImport(Darwin)
      ["xcrun", "swift-symbolgraph-extract"]
    #else
      ["swift-symbolgraph-extract"]
    #endif
  }

  /// The triple the package is built for, as the compiler reports it.
  static func targetTriple() throws -> String {
    let run = try BuiltProduct.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-print-target-info"])
    struct Info: Decodable {
      struct Target: Decodable { var triple: String }
      var target: Target
    }
    return try JSONDecoder().decode(Info.self, from: Data(run.out.utf8)).target.triple
  }

  struct ExtractionFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { "swift-symbolgraph-extract failed: \(message)" }
  }
}
