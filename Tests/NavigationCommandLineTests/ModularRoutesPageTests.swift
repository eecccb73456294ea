import TestSupport
import Testing

/// The page of every link for a second app, the sample modular app: well formed, and every
/// link on it opens with that app's own `parse`.
@Suite struct ModularRoutesPageTests {
  @Test func everyLinkOnTheModularAppsPageOpens() throws {
    let run = try ModularCommandTests.modularlink(["routes", "--html"])
    #expect(run.status == .ok)
    let structure = HTMLStructure(run.out)
    #expect(structure.problems == [])
    #expect(structure.duplicateIDs == [])
    let links = run.out.split(separator: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(links.count >= 10)
    #expect(links.contains("modular://") && links.contains("https://modular.example/"))
    for link in links {
      let parse = try ModularCommandTests.modularlink(["parse", link])
      #expect(parse.status == .ok, "\(link): \(parse.err)")
    }
  }
}
