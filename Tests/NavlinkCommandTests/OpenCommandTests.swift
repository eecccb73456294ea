import Foundation
import TestSupport
import Testing

/// `navlink open`: a link resolved as `parse` resolves it, then handed to stand-ins for
/// `xcrun` and `adb` on `PATH` that record their arguments, one a line.
@Suite struct OpenCommandTests {
  /// A directory for `PATH` holding stand-in programs, and what they recorded.
  struct StandIns {
    let directory: URL

    /// Stand-ins that record their arguments, print a line, and exit with `status`.
    init(_ programs: [String] = ["xcrun", "adb"], status: Int = 0) throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlink-open-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for program in programs {
        // NUL after each argument, so that an argument holding a newline records as it is.
        let script = """
          #!/bin/sh
          for argument in "$@"; do printf '%s\\0' "$argument"; done > "${0%/*}/\(program).arguments"
          echo "\(program) stand-in ran"
          exit \(status)

          """
        let file = directory.appendingPathComponent(program)
        try Data(script.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
      }
    }

    /// The arguments a stand-in was run with, or `nil` when it was not run.
    func arguments(of program: String) -> [String]? {
      guard
        let data = FileManager.default.contents(atPath: directory.appendingPathComponent("\(program).arguments").path)
      else { return nil }
      return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false)
        .dropLast().map(String.init)
    }

    func navlink(_ arguments: [String]) throws -> BuiltProduct.Run {
      try BuiltProduct.run(NavlinkEndToEndTests.binary, arguments, environment: ["PATH": directory.path])
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
  }

  static let link = "doexercise://history/running/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f"
  static let webLink = "https://doexercise.app/exercises/new?title=it's%20a%20run&type=running"

  @Test func theSimulatorOpensTheLinkOnTheBootedDevice() throws {
    let standIns = try StandIns()
    defer { standIns.remove() }
    let run = try standIns.navlink(["open", "--simulator", Self.link])
    #expect(run.status == 0)
    #expect(run.err == "")
    #expect(run.out == "xcrun stand-in ran\n")
    #expect(standIns.arguments(of: "xcrun") == ["simctl", "openurl", "booted", Self.link])
    #expect(standIns.arguments(of: "adb") == nil)
  }

  @Test func aDeviceCanBeNamed() throws {
    let standIns = try StandIns()
    defer { standIns.remove() }
    let run = try standIns.navlink(["open", "--simulator", "--device", "8A1F-UDID", Self.webLink])
    #expect(run.status == 0)
    #expect(standIns.arguments(of: "xcrun") == ["simctl", "openurl", "8A1F-UDID", Self.webLink])
  }

  /// `adb shell` hands its words to the device's shell, so the link arrives quoted for it.
  @Test func theEmulatorGetsTheLinkQuotedForTheDevicesShell() throws {
    let standIns = try StandIns()
    defer { standIns.remove() }
    let run = try standIns.navlink([
      "open", "--emulator", "--serial", "emulator-5554", "--package", "app.doexercise", Self.webLink,
    ])
    #expect(run.status == 0)
    #expect(run.out == "adb stand-in ran\n")
    #expect(
      standIns.arguments(of: "adb") == [
        "-s", "emulator-5554", "shell", "am", "start", "-W", "-a", "android.intent.action.VIEW", "-d",
        "'https://doexercise.app/exercises/new?title=it'\\''s%20a%20run&type=running'", "app.doexercise",
      ])
    let bare = try standIns.navlink(["open", "--emulator", Self.link])
    #expect(bare.status == 0)
    #expect(
      standIns.arguments(of: "adb") == [
        "shell", "am", "start", "-W", "-a", "android.intent.action.VIEW", "-d", "'\(Self.link)'",
      ])
  }

  @Test func aDryRunPrintsTheCommandAndRunsNothing() throws {
    let standIns = try StandIns()
    defer { standIns.remove() }
    let simulator = try standIns.navlink(["open", "--simulator", "--dry-run", Self.link])
    #expect(simulator.status == 0)
    #expect(simulator.out == "xcrun simctl openurl booted '\(Self.link)'\n")
    let emulator = try standIns.navlink(["open", "--emulator", "--serial", "emulator-5554", "--dry-run", Self.webLink])
    #expect(emulator.status == 0)
    #expect(
      emulator.out
        == #"adb -s emulator-5554 shell am start -W -a android.intent.action.VIEW -d \''https://doexercise.app/exercises/new?title=it'\''\'\'\''s%20a%20run&type=running'\'"#
        + "\n")
    #expect(standIns.arguments(of: "xcrun") == nil && standIns.arguments(of: "adb") == nil)
  }

  /// A refused link gets `parse`'s error line and status, and never reaches a device.
  @Test(arguments: [
    "doexercise://history/cycling/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f", "doexercise://nowhere",
    "https://evil.example/settings",
  ])
  func aRefusedLinkNeverReachesADevice(_ link: String) throws {
    let standIns = try StandIns()
    defer { standIns.remove() }
    let parse = try NavlinkEndToEndTests.navlink(["parse", link])
    #expect(parse.status != 0)
    for device in ["--simulator", "--emulator"] {
      let run = try standIns.navlink(["open", device, link])
      #expect(run.status == parse.status)
      #expect(run.err == parse.err)
      #expect(run.out == "")
    }
    #expect(standIns.arguments(of: "xcrun") == nil && standIns.arguments(of: "adb") == nil)
  }

  @Test func aMissingProgramIsItsOwnError() throws {
    let standIns = try StandIns([])
    defer { standIns.remove() }
    let simulator = try standIns.navlink(["open", "--simulator", Self.link])
    #expect(simulator.status == 69)
    #expect(
      simulator.err
        == "error[tool-unavailable] at xcrun: xcrun is not on PATH; it comes with Xcode (macOS), which runs the iOS simulators\n"
    )
    let emulator = try standIns.navlink(["open", "--emulator", Self.link])
    #expect(emulator.status == 69)
    #expect(
      emulator.err
        == "error[tool-unavailable] at adb: adb is not on PATH; it comes with the Android SDK's platform tools\n")
  }

  @Test func aFailingProgramIsItsOwnError() throws {
    let standIns = try StandIns(status: 3)
    defer { standIns.remove() }
    let run = try standIns.navlink(["open", "--simulator", Self.link])
    #expect(run.status == 75)
    #expect(run.out == "")
    #expect(
      run.err
        == "xcrun stand-in ran\nerror[tool-failed] at xcrun: xcrun simctl openurl booted '\(Self.link)' exited with status 3\n"
    )
    #expect(standIns.arguments(of: "xcrun") == ["simctl", "openurl", "booted", Self.link])
  }

  struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var err: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: [link], err: "error[usage] at open: expected --simulator (iOS) or --emulator (Android)"),
    UsageCase(
      arguments: ["--simulator", "--emulator", link],
      err: "error[usage] at --emulator: --simulator and --emulator open on two kinds of device; give one"),
    UsageCase(arguments: ["--simulator"], err: "error[usage] at open: expected a link"),
    UsageCase(
      arguments: ["--emulator", "--device", "x", link],
      err: "error[usage] at --device: --device is an option of open --simulator"),
    UsageCase(
      arguments: ["--simulator", "--serial", "x", link],
      err: "error[usage] at --serial: --serial is an option of open --emulator"),
    UsageCase(
      arguments: ["--simulator", "--device", "a", "--device", "b", link],
      err: "error[usage] at --device: --device is given more than once"),
    UsageCase(
      arguments: ["--emulator", "--serial", "a", "--serial", "b", link],
      err: "error[usage] at --serial: --serial is given more than once"),
    UsageCase(
      arguments: ["--emulator", "--package", "app", link],
      err: #"error[usage] at --package: expected a package name such as com.example.app, found "app""#),
    UsageCase(
      arguments: ["--simulator", "--device", "", link],
      err: #"error[usage] at --device: expected a device UDID, or booted, found """#),
    UsageCase(
      arguments: ["--simulator", link, "extra"], err: #"error[usage] at extra: unexpected argument "extra""#),
    UsageCase(
      arguments: ["--simulator", "--json", link],
      err:
        "error[usage] at --json: --json is not an option of navlink open; it is an option of navlink explain, navlink routes"
    ),
  ]

  @Test(arguments: usageCases)
  func aMistakeIsAUsageError(_ usage: UsageCase) throws {
    let standIns = try StandIns()
    defer { standIns.remove() }
    let run = try standIns.navlink(["open"] + usage.arguments)
    #expect(run.status == 64)
    #expect(run.err == usage.err + "; see 'navlink --help'\n")
    #expect(standIns.arguments(of: "xcrun") == nil && standIns.arguments(of: "adb") == nil)
  }
}
