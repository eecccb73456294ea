import Foundation
import Testing

@testable import NavigationCommandLine

/// The commands that open a link on a device, and their quoting for a POSIX shell, checked
/// by a real shell reading them back.
@Suite struct DeviceCommandTests {
  @Test func aSimulatorOpensTheLinkAsItIs() {
    let command = DeviceCommand.simulator(link: "app://items/1?a=1&b=2")
    #expect(command.program == "xcrun")
    #expect(command.arguments == ["simctl", "openurl", "booted", "app://items/1?a=1&b=2"])
    #expect(command.shellText == "xcrun simctl openurl booted 'app://items/1?a=1&b=2'")
    #expect(
      DeviceCommand.simulator(device: "ABC-1", link: "app://x").shellText == "xcrun simctl openurl ABC-1 'app://x'")
  }

  /// `adb shell` joins its arguments for the device's shell: the link is quoted inside its
  /// argument, and that argument quoted again for the local shell.
  @Test func anEmulatorGetsTheLinkQuotedForTheDevicesShell() {
    let command = DeviceCommand.emulator(serial: "emulator-5554", package: "com.example.app", link: "app://it's?a=1&b")
    #expect(
      command.arguments == [
        "-s", "emulator-5554", "shell", "am", "start", "-W", "-a", "android.intent.action.VIEW", "-d",
        #"'app://it'\''s?a=1&b'"#, "com.example.app",
      ])
    #expect(
      command.shellText
        == #"adb -s emulator-5554 shell am start -W -a android.intent.action.VIEW -d \''app://it'\''\'\'\''s?a=1&b'\' com.example.app"#
    )
    #expect(
      DeviceCommand.emulator(link: "app://x").shellText
        == #"adb shell am start -W -a android.intent.action.VIEW -d \''app://x'\'"#)
  }

  @Test func quotingLeavesPlainWordsAndQuotesTheRest() {
    #expect(ShellQuoting.quoted("emulator-5554") == "emulator-5554")
    #expect(ShellQuoting.quoted("app://x", always: true) == "'app://x'")
    #expect(ShellQuoting.quoted("") == "''")
    #expect(ShellQuoting.quoted("it's") == #"'it'\''s'"#)
    #expect(ShellQuoting.quoted("'") == #"\'"#)
    #expect(ShellQuoting.quoted("a b") == "'a b'")
  }

  static let hostileWords = [
    "app://x?a=1&b=2", "it's", "''", "$HOME `id` $(id)", "a\\b", "a b\tc", "!x", "\"q\"", "é→🏃", "a\nb", "-n", "*",
  ]

  /// What `sh` makes of the quoted word: the word itself, whatever it holds.
  @Test(arguments: hostileWords)
  func aShellReadsTheQuotedWordBackExactly(_ word: String) throws {
    #expect(try Self.shellRead(ShellQuoting.quoted(word)) == word)
    #expect(try Self.shellRead(ShellQuoting.quoted(word, always: true)) == word)
  }

  /// The adb argument, as the local shell passes it and as the device's shell reads it.
  @Test(arguments: hostileWords)
  func theDevicesShellReadsTheLinkBackExactly(_ link: String) throws {
    let command = DeviceCommand.emulator(link: link)
    let argument = command.arguments[command.linkIndex]
    let local = String(
      command.shellText.dropFirst(command.shellText.count - ShellQuoting.quoted(argument, always: true).count))
    #expect(try Self.shellRead(local) == argument)
    #expect(try Self.shellRead(argument) == link)
  }

  /// Runs `printf %s <text>` in `/bin/sh` and returns what it printed.
  static func shellRead(_ text: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "printf %s " + text]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
