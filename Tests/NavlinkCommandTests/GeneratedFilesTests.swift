import Foundation
import TestSupport
import Testing

/// `navlink routes` and `navlink associated-domains`: byte-stable output checked against
/// goldens in `Fixtures/generated/`, the README's link table, and usage errors.
@Suite(.serialized) struct GeneratedFilesTests {
  static func navlink(_ arguments: [String]) throws -> BuiltProduct.Run {
    try BuiltProduct.run(NavlinkEndToEndTests.binary, arguments)
  }

  static let appID = "ABCDE12345.app.doexercise"
  static let fingerprint = (0..<32).map { String(format: "%02x", $0 * 7 % 256) }.joined(separator: ":")

  /// A fresh empty directory for one run's output.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("navlink-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func theRouteTableMatchesItsGoldensInBothForms() throws {
    let markdown = try Self.navlink(["routes"])
    #expect(markdown.status == 0)
    #expect(markdown.err == "")
    try GoldenOutputs.compareFile(Array(markdown.out.utf8), at: "generated/routes.md")
    let json = try Self.navlink(["routes", "--json"])
    #expect(json.status == 0)
    try GoldenOutputs.compareFile(Array(json.out.utf8), at: "generated/routes.json")
  }

  /// The README's link table is `navlink routes`, between two markers.
  @Test func theReadmesLinkTableIsTheRouteTable() throws {
    let readme = try String(contentsOf: FixturePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "<!-- navlink routes -->\n"))
    let end = try #require(readme.range(of: "<!-- end navlink routes -->"))
    let table = String(readme[start.upperBound..<end.lowerBound])
    #expect(table == (try Self.navlink(["routes"])).out, "paste `swift run navlink routes` into the README")
  }

  @Test func associatedDomainsWritesTheGoldenFilesAndListsThem() throws {
    let directory = try Self.temporaryDirectory().appendingPathComponent("site")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let arguments = [
      "associated-domains", "--apple-app-id", Self.appID, "--apple-app-id", "ABCDE12345.app.doexercise.beta",
      "--android-package", "app.doexercise", "--android-cert", Self.fingerprint, "--android-cert",
      Self.fingerprint.uppercased().replacingOccurrences(of: "00", with: "FF"), "--output", directory.path,
    ]
    let names = ["apple-app-site-association", "assetlinks.json", "intent-filters.xml"]
    for _ in 0..<2 {
      let run = try Self.navlink(arguments)
      #expect(run.status == 0)
      #expect(run.err == "")
      #expect(run.out == names.map { directory.appendingPathComponent($0).path + "\n" }.joined())
      for name in names {
        let bytes = try Array(Data(contentsOf: directory.appendingPathComponent(name)))
        try GoldenOutputs.compareFile(bytes, at: "generated/associated-domains/\(name)")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == names)
  }

  @Test func withoutAPackageOnlyTheAppleFileIsWritten() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Self.navlink(["associated-domains", "--apple-app-id", Self.appID, "--output", directory.path])
    #expect(run.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["apple-app-site-association"])
  }

  struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var err: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(
      arguments: ["--apple-app-id", "com.example.app", "--output", "out"],
      err:
        #"error[usage] at --apple-app-id: expected an app ID such as ABCDE12345.com.example.app (a 10-character team ID, a dot and the bundle ID), found "com.example.app""#
    ),
    UsageCase(
      arguments: ["--apple-app-id", "abcde12345.app", "--output", "out"],
      err:
        #"error[usage] at --apple-app-id: expected an app ID such as ABCDE12345.com.example.app (a 10-character team ID, a dot and the bundle ID), found "abcde12345.app""#
    ),
    UsageCase(
      arguments: ["--apple-app-id", "ABCDE12345.app..x", "--output", "out"],
      err:
        #"error[usage] at --apple-app-id: expected an app ID such as ABCDE12345.com.example.app (a 10-character team ID, a dot and the bundle ID), found "ABCDE12345.app..x""#
    ),
    UsageCase(
      arguments: ["--apple-app-id", appID, "--android-package", "app", "--android-cert", fingerprint, "--output", "o"],
      err: #"error[usage] at --android-package: expected a package name such as com.example.app, found "app""#),
    UsageCase(
      arguments: [
        "--apple-app-id", appID, "--android-package", "a.b", "--android-cert", String(fingerprint.dropLast(3)),
        "--output", "o",
      ],
      err:
        "error[usage] at --android-cert: expected a SHA-256 fingerprint: 32 colon-separated pairs of hex digits, found \"\(fingerprint.dropLast(3))\""
    ),
    UsageCase(
      arguments: [
        "--apple-app-id", appID, "--android-package", "a.b", "--android-cert",
        "g" + String(fingerprint.dropFirst()), "--output", "o",
      ],
      err:
        "error[usage] at --android-cert: expected a SHA-256 fingerprint: 32 colon-separated pairs of hex digits, found \"g\(fingerprint.dropFirst())\""
    ),
    UsageCase(
      arguments: ["--apple-app-id", appID, "--android-package", "a.b", "--output", "o"],
      err: "error[usage] at --android-package: expected at least one --android-cert for the package"),
    UsageCase(
      arguments: ["--apple-app-id", appID, "--android-cert", fingerprint, "--output", "o"],
      err: "error[usage] at --android-cert: expected --android-package for the certificates"),
    UsageCase(
      arguments: ["--apple-app-id", appID, "--android-package", "a.b", "--android-package", "c.d"],
      err: "error[usage] at --android-package: --android-package is given more than once"),
    UsageCase(
      arguments: ["--output", "o"], err: "error[usage] at associated-domains: expected at least one --apple-app-id"),
    UsageCase(
      arguments: ["--apple-app-id", appID], err: "error[usage] at associated-domains: expected --output <dir>"),
    UsageCase(
      arguments: ["--apple-app-id", appID, "--output", "o", "extra"],
      err: #"error[usage] at extra: unexpected argument "extra""#),
    UsageCase(
      arguments: ["--apple-app-id", appID, "--output", "o", "--json"],
      err:
        "error[usage] at --json: --json is not an option of navlink associated-domains; it is an option of navlink explain, navlink routes"
    ),
  ]

  @Test(arguments: usageCases)
  func aMalformedOptionIsAUsageError(_ usage: UsageCase) throws {
    let run = try Self.navlink(["associated-domains"] + usage.arguments)
    #expect(run.status == 64)
    #expect(run.err == usage.err + "; see 'navlink --help'\n")
    #expect(run.out == "")
  }

  @Test func anOutputThatCannotBeWrittenExits74() throws {
    let run = try Self.navlink(["associated-domains", "--apple-app-id", Self.appID, "--output", "/dev/null/site"])
    #expect(run.status == 74)
    #expect(run.err == "error[unwritable] at /dev/null/site: Not a directory\n")
    #expect(run.out == "")
  }

  @Test func routesTakesNoArgument() throws {
    let run = try Self.navlink(["routes", "extra"])
    #expect(run.status == 64)
    #expect(run.err == "error[usage] at extra: unexpected argument \"extra\"; see 'navlink --help'\n")
  }
}
