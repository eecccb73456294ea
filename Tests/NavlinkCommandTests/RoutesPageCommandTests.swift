import ExerciseNavigation
import Foundation
import NavlinkCommand
import TestSupport
import Testing

/// `navlink routes --html`: the exercise app's page, its golden, and writing it to a file.
@Suite struct RoutesPageCommandTests {
  static func navlink(_ arguments: [String]) throws -> BuiltProduct.Run {
    try BuiltProduct.run(NavlinkEndToEndTests.binary, arguments)
  }

  /// The page is the golden `navlink golden` checks, byte for byte.
  @Test func thePageIsItsGolden() throws {
    let run = try Self.navlink(["routes", "--html"])
    #expect(run.status == 0)
    #expect(run.err == "")
    #expect(Array(run.out.utf8) == (try FixturePaths.read("pages/routes.html")))
  }

  @Test func thePageIsWellFormedAndEveryLinkOpens() throws {
    let html = try Self.navlink(["routes", "--html"]).out
    let structure = HTMLStructure(html)
    #expect(structure.problems == [])
    #expect(structure.duplicateIDs == [])
    #expect(structure.danglingReferences == [])
    let links = html.split(separator: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(links.count == 26)
    #expect(structure.elements.filter { $0 == "svg" }.count == links.count)
    let codec = ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(FixturePaths.now))
    for link in links {
      #expect(throws: Never.self, "\(link)") { try codec.open(link: link) }
    }
  }

  @Test func anOutputFileIsWrittenWholeAndItsPathListed() throws {
    let directory = try GeneratedFilesTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("links.html")
    try Data("old".utf8).write(to: file)
    let run = try Self.navlink(["routes", "--html", "--output", file.path])
    #expect(run.status == 0)
    #expect(run.out == file.path + "\n")
    #expect(try Array(Data(contentsOf: file)) == (try FixturePaths.read("pages/routes.html")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["links.html"])
  }

  @Test func anOutputThatCannotBeWrittenExits74() throws {
    let run = try Self.navlink(["routes", "--html", "--output", "/dev/null/links.html"])
    #expect(run.status == 74)
    #expect(run.err.hasPrefix("error[unwritable] at /dev/null/links.html: "))
    #expect(run.out == "")
  }

  @Test(arguments: [
    (["routes", "--html", "--json"], "error[usage] at --html: --html and --json are two forms of the table; give one"),
    (["routes", "--output", "x.html"], "error[usage] at --output: --output writes the page of --html"),
    (
      ["routes", "--html", "--output", "a", "--output", "b"],
      "error[usage] at --output: --output is given more than once"
    ),
  ])
  func aMistakeIsAUsageError(arguments: [String], err: String) throws {
    let run = try Self.navlink(arguments)
    #expect(run.status == 64)
    #expect(run.err == err + "; see 'navlink --help'\n")
  }
}
