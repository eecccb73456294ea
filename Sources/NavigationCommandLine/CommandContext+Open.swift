import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandContext {
  /// `open --simulator|--emulator <url>`: the link read and resolved as `parse` reads it,
  /// then opened on the device by `xcrun simctl openurl` or `adb shell am start`, or with
  /// `--dry-run` the command printed.
  ///
  /// A refused link is reported as `parse` reports it and never reaches a device.
  func openOnDevice(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    let link = invocation.positional.first ?? ""
    do {
      let report = try codec.open(link: link, policy: policy)
      for part in report.dropped { console.err(Diagnostics.warning(part)) }
    } catch {
      console.err("\(error)\n")
      return CommandExitStatus(error)
    }
    let command =
      invocation.simulator
      ? DeviceCommand.simulator(device: invocation.device ?? "booted", link: link)
      : DeviceCommand.emulator(serial: invocation.serial, package: invocation.package?.description, link: link)
    if invocation.dryRun {
      try console.out(command.shellText + "\n")
      return .ok
    }
    let output: String
    do {
      output = try DeviceCommandRunner.run(command, searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
    } catch {
      error.report(to: console)
      return error.status
    }
    try console.out(output)
    return .ok
  }
}
