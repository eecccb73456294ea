/// The command that opens a link on a device: `xcrun simctl openurl` on an iOS simulator,
/// `adb shell am start` on an Android emulator or device.
struct DeviceCommand: Equatable, Sendable {
  /// The program, looked up on `PATH`: `xcrun` or `adb`.
  var program: String
  /// The arguments after the program, passed as they are, never through a local shell.
  var arguments: [String]
  /// The index in ``arguments`` of the argument that holds the link.
  var linkIndex: Int

  /// `xcrun simctl openurl <device> <link>`: the link as it is.
  static func simulator(device: String = "booted", link: String) -> DeviceCommand {
    DeviceCommand(program: "xcrun", arguments: ["simctl", "openurl", device, link], linkIndex: 3)
  }

  /// `adb [-s <serial>] shell am start -W -a android.intent.action.VIEW -d '<link>' [<package>]`.
  ///
  /// `adb shell` does not pass its arguments on as they are: it joins them with spaces into
  /// one command line that the device's shell reads again. The link is therefore quoted
  /// for that shell as part of the argument, or a `&` between query parameters would end
  /// the command there and `?`, `;` or `$` would mean something else. The package is left
  /// bare: a valid package name holds only letters, digits, `_` and dots.
  static func emulator(serial: String? = nil, package: String? = nil, link: String) -> DeviceCommand {
    let device = serial.map { ["-s", $0] } ?? []
    let start = ["shell", "am", "start", "-W", "-a", "android.intent.action.VIEW", "-d"]
    let arguments = device + start + [ShellQuoting.quoted(link, always: true)] + (package.map { [$0] } ?? [])
    return DeviceCommand(program: "adb", arguments: arguments, linkIndex: device.count + start.count)
  }

  /// The command as one line to paste into a POSIX shell, running exactly these arguments;
  /// the link is always quoted, so that it reads the same in every command.
  var shellText: String {
    ShellQuoting.commandLine([program] + arguments, quotingAlways: [linkIndex + 1])
  }
}
