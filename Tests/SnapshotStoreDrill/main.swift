// The snapshot store's crash drill: savers killed with SIGKILL at random moments and at each
// step of a save, and a load checked after every kill. Not a product; `.ci/run` and the tests
// run it.
//
//   SnapshotStoreDrill drill [--kills N] [--kills-per-step N] [--seed S]
//   SnapshotStoreDrill save <directory> <first id> <step>      (a saver, until killed)
//   SnapshotStoreDrill die <directory> <id> <step name>        (one save, killed at a step)
//   SnapshotStoreDrill capped <directory> <id> <bytes>         (one save under a file-size limit)

import NavigationCodec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

/// Reads `--name value` options with integer values.
func option(_ name: String, default value: Int) -> Int? {
  guard let index = arguments.firstIndex(of: name) else { return value }
  return arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
}

func usage() -> Never {
  print("usage: SnapshotStoreDrill drill [--kills N] [--kills-per-step N] [--seed S]")
  exit(64)
}

switch arguments.first {
case "drill":
  guard let kills = option("--kills", default: 500), let perStep = option("--kills-per-step", default: 20),
    let seed = option("--seed", default: 1), kills > 0, perStep > 0
  else { usage() }
  let drill = CrashDrill(
    executable: CommandLine.arguments[0], kills: kills, killsPerStep: perStep, seed: UInt64(truncatingIfNeeded: seed))
  do {
    exit(try drill.run() ? 0 : 1)
  } catch {
    print("the drill could not run: \(error)")
    exit(1)
  }
case "save" where arguments.count == 4:
  guard let first = Int(arguments[2]), let step = Int(arguments[3]) else { usage() }
  exit(SaverCommands.saveForever(directory: arguments[1], first: first, step: step))
case "die" where arguments.count == 4:
  guard let id = Int(arguments[2]), let phase = SavePhase(rawValue: arguments[3]) else { usage() }
  exit(SaverCommands.die(directory: arguments[1], id: id, at: phase))
case "capped" where arguments.count == 4:
  guard let id = Int(arguments[2]), let limit = Int(arguments[3]) else { usage() }
  exit(SaverCommands.saveCapped(directory: arguments[1], id: id, limit: limit))
default:
  usage()
}
