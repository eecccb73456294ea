import Foundation
import NavlinkCommand

exit(Navlink.run(Array(CommandLine.arguments.dropFirst())).rawValue)
