import Foundation
import ModularSampleCommand
import NavigationCommandLine

// The sample modular app's command line: the library, instantiated with the app.
let status: CommandExitStatus
do {
  status = NavigationCommand(try ModularSampleCommandApp()).run(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("error[internal] at modularlink: \(error)\n".utf8))
  status = .software
}
exit(status.rawValue)
