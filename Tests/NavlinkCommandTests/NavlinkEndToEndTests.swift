import Foundation
import TestSupport
import Testing

/// Runs the built `navlink` binary and checks stdout, stderr and the exit status.
@Suite(.serialized) struct NavlinkEndToEndTests {
  typealias Run = BuiltProduct.Run

  static let binary = BuiltProduct.executable("navlink")

  static func navlink(_ arguments: [String], stdin: String = "") throws -> Run {
    try BuiltProduct.run(binary, arguments, stdin: stdin)
  }

  static let run = "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"

  @Test func binaryIsBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build navlink first: swift build")
  }

  @Test func parsePrintsTheCanonicalSnapshot() throws {
    let result = try Self.navlink(["parse", "doexercise://history/running/\(Self.run)"])
    #expect(result.status == 0)
    #expect(result.err == "")
    #expect(
      result.out == """
        {
          "exercises": {
            "path": [
              {
                "history": {
                  "type": "running"
                }
              },
              {
                "detail": {
                  "exercise": "\(Self.run)"
                }
              }
            ]
          },
          "format": "doexercise.navigation",
          "tab": "exercises",
          "version": 1
        }

        """)
  }

  @Test func optionsGoBeforeOrAfterTheLink() throws {
    let before = try Self.navlink([
      "parse", "--now", "2025-05-01T08:00:00Z", "--ids", "sequential", "doexercise://exercises/new",
    ])
    let after = try Self.navlink([
      "parse", "doexercise://exercises/new", "--ids=sequential", "--now=2025-05-01T08:00:00Z",
    ])
    #expect(before.status == 0 && after.status == 0)
    #expect(before.out == after.out)
    #expect(before.out.contains("\"id\": \"00000000-0000-0000-0000-000000000001\""))
    #expect(before.out.contains("\"starts\": \"2025-05-01T08:00:00Z\""))
  }

  @Test func refusalIsOneLineOnStderrWithItsStatus() throws {
    let resolver = try Self.navlink(["parse", "doexercise://history/cycling/\(Self.run)"])
    #expect(resolver.status == 1)
    #expect(resolver.out == "")
    #expect(
      resolver.err
        == "error[type-mismatch] at /exercises/path/1/detail/exercise: the exercise \(Self.run) is running, not cycling as its history screen\n"
    )
    let syntax = try Self.navlink(["parse", "--", "-doexercise://exercises"])
    #expect(syntax.status == 2)
    #expect(syntax.err == "error[malformed-url] at scheme: the scheme is not a valid URL scheme\n")
  }

  @Test func usageErrorsExit64() throws {
    for arguments in [
      ["parse"], ["parse", "--bogus", "x"], ["frobnicate"], ["parse", "--ids", "uuid7", "x"], ["print", "a", "b"], [],
    ] {
      let result = try Self.navlink(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.out == "" || arguments.isEmpty, "\(arguments)")
    }
    let unknown = try Self.navlink(["parse", "--bogus", "x"])
    #expect(unknown.err == "error[usage] at --bogus: unknown option --bogus; see 'navlink --help'\n")
  }

  @Test func helpForTheToolAndEachCommand() throws {
    for arguments in [
      ["--help"], ["help"], ["parse", "--help"], ["print", "-h"], ["check", "--help"], ["golden", "--help"],
    ] {
      let result = try Self.navlink(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.out.hasPrefix("OVERVIEW:"), "\(arguments)")
    }
  }

  @Test func printAndCheckReadFilesAndStdin() throws {
    let file = "Fixtures/snapshots/valid/edit-unsaved-with-discard-alert.json"
    let check = try Self.navlink(["check", file])
    #expect(check.status == 0)
    #expect(
      check.out
        == String(
          decoding: try FixturePaths.read("snapshots/valid/edit-unsaved-with-discard-alert.json"), as: UTF8.self))
    let notLinkable = try Self.navlink(["print", file])
    #expect(notLinkable.status == 1)
    #expect(notLinkable.err.hasPrefix("error[not-linkable] at /exercises/destination/edit/destination: "))
    let snapshot = String(decoding: try FixturePaths.read("snapshots/valid/alert-under-history.json"), as: UTF8.self)
    let printed = try Self.navlink(["print", "-"], stdin: snapshot)
    #expect(printed.status == 0)
    #expect(printed.out == "doexercise://history/cycling/5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a/delete\n")
    let malformed = try Self.navlink(["check"], stdin: "{")
    #expect(malformed.status == 2)
    #expect(malformed.err == "error[malformed-json] at line 1, column 2: expected a string key\n")
    let missing = try Self.navlink(["check", "no/such/file.json"])
    #expect(missing.status == 66)
    #expect(missing.err == "error[unreadable] at no/such/file.json: No such file or directory\n")
  }

  @Test func lenientReportsDroppedPartsOnStderr() throws {
    let file = "Fixtures/snapshots/lenient/discard-dropped-draft-kept.json"
    let result = try Self.navlink(["check", "--lenient", file])
    #expect(result.status == 0)
    #expect(
      result.err
        == "warning[nothing-to-discard] at /exercises/destination/edit/destination: a discard alert needs unsaved changes, but the draft equals the stored exercise (dropped /exercises/destination/edit/destination)\n"
    )
    #expect(!result.out.contains("discard"))
  }

  @Test func customCatalog() throws {
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("navlink-catalog-\(UUID()).json")
    try Data(#"{"exercises": []}"#.utf8).write(to: catalog)
    defer { try? FileManager.default.removeItem(at: catalog) }
    let result = try Self.navlink(["parse", "--catalog", catalog.path, "doexercise://exercises/\(Self.run)"])
    #expect(result.status == 1)
    #expect(result.err.hasPrefix("error[unknown-exercise]"))
    let bad = try Self.navlink(["parse", "--catalog", "Fixtures/links/valid/list.json", "doexercise://exercises"])
    #expect(bad.status == 2)
    #expect(bad.err.hasPrefix("error[missing-field] at /exercises: "))
    #expect(bad.err.hasSuffix(" (in the catalog Fixtures/links/valid/list.json)\n"))
  }

  @Test func batchWritesOneCompactLinePerLink() throws {
    let input = "doexercise://settings\nnot a link\r\n\ndoexercise://exercises/\(Self.run)/delete"
    let result = try Self.navlink(["parse", "--batch"], stdin: input)
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 5)
    #expect(lines[0] == #"{"exercises":{"path":[]},"format":"doexercise.navigation","tab":"settings","version":1}"#)
    #expect(
      lines[1]
        == #"{"error":{"code":"malformed-url","location":"scheme","message":"expected a scheme such as \"doexercise:\""}}"#
    )
    #expect(lines[2].hasPrefix(#"{"error":{"code":"malformed-url","location":"scheme""#))
    #expect(lines[3].contains(#""alert":{"exercise":"6f1c2a9e"#))
    #expect(lines[4] == "")
  }

  @Test func goldenPassesOnTheFixtures() throws {
    let result = try Self.navlink(["golden"])
    #expect(result.status == 0)
    #expect(result.out.hasSuffix(" passed, 0 failed\n"))
  }
}

extension NavlinkEndToEndTests {
  @Test func hundredMegabyteFileIsRefusedAfterReadingOnlyTheLimit() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).json").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("[".utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // A sparse 100 MB file: nothing is written, so the test costs nothing.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100_000_000)
    try handle.close()
    let result = try Self.navlink(["check", path])
    #expect(result.status == 2)
    #expect(result.err == "error[limit-exceeded] at input: the document is larger than the limit of 1048576 bytes\n")
  }
}
