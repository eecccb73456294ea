import NavigationCodec
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Kills savers with `SIGKILL` and checks, after every kill, that the store loads what its
/// promise says: never a lost session, never a damaged one.
struct CrashDrill {
  /// The drill's own executable, started again as the savers.
  var executable: String
  /// How many random kills.
  var kills: Int
  /// How many kills at each step of a save.
  var killsPerStep: Int
  /// The seed of the kill moments.
  var seed: UInt64

  /// Runs both drills and prints their figures; whether every promise held.
  func run() throws(DrillFailure) -> Bool {
    let random = try randomKills()
    let steps = try killsAtEachStep()
    print(random.summary(seed: seed))
    print(steps.summary)
    return random.broken.isEmpty && steps.broken.isEmpty
  }

  /// Kills at random moments, alternating one saver and two savers on the same files.
  ///
  /// Each kill comes a random time (up to 6 ms) after the first saver reported, so kills land
  /// anywhere in a save, a few saves in.
  private func randomKills() throws(DrillFailure) -> RandomKillFigures {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = DrillSnapshot.store(in: directory.path)
    var ledger = DrillLedger()
    var generator = SplitMix64(seed: seed)
    var figures = RandomKillFigures(kills: kills)
    for cycle in 0..<kills {
      let savers = cycle % 2 == 0 ? 1 : 2
      let lines = try killSavers(savers, firstID: cycle * 100_000 + 1, in: directory.path, using: &generator)
      let began = lines.contains { $0.hasPrefix("begin") }
      for line in lines {
        do throws(DrillFailure) { try ledger.record(line) } catch { figures.broken.append(error.description) }
      }
      ledger.endCycle()
      figures.moment(KillMoment(store: store, began: began))
      figures.load(store.load(), cycle: cycle, ledger: ledger)
    }
    figures.returnedSaves = ledger.returnedCount
    return figures
  }

  /// Starts `count` savers, waits for the first to begin a save, waits a random time, kills
  /// them all, and returns what they reported.
  private func killSavers(
    _ count: Int, firstID: Int, in directory: String, using generator: inout SplitMix64
  ) throws(DrillFailure) -> [Substring] {
    let pipe = try OutputPipe()
    var children: [ChildProcess] = []
    for saver in 0..<count {
      let arguments = ["save", directory, String(firstID + saver), String(count)]
      children.append(try ChildProcess(executable, arguments, output: pipe.writing))
    }
    close(pipe.writing)
    var received: [UInt8] = []
    _ = pipe.waitForLine(into: &received)
    usleep(UInt32.random(in: 0...6_000, using: &generator))
    for child in children { child.kill() }
    for child in children { child.wait() }
    return pipe.finish(&received)
  }

  /// Kills a saver at each step of a save, `killsPerStep` times, and checks the exact snapshot
  /// loaded: the last one saved before the new one's rename, the new one after it.
  private func killsAtEachStep() throws(DrillFailure) -> StepKillFigures {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = DrillSnapshot.store(in: directory.path)
    do {
      try store.save(DrillSnapshot.format.encode(DrillSnapshot(id: 0)))
    } catch {
      throw DrillFailure("the first save failed: \(error)")
    }
    var figures = StepKillFigures(perStep: killsPerStep)
    var saved = 0
    var id = 1
    for (step, phase) in SavePhase.allCases.enumerated() {
      let renamed = step >= SavePhase.allCases.firstIndex(of: .latestReplaced) ?? 0
      for _ in 0..<killsPerStep {
        let pipe = try OutputPipe()
        let child = try ChildProcess(
          executable, ["die", directory.path, String(id), phase.rawValue], output: pipe.writing)
        close(pipe.writing)
        let status = child.wait()
        var received: [UInt8] = []
        let report = pipe.finish(&received).joined(separator: "; ")
        if renamed { saved = id }
        let loaded = store.load()
        let fellBack: SnapshotStore.FallbackReason? = phase == .latestKeptAsPrevious ? .latestMissing : nil
        if status != nil {
          figures.broken.append("killed at \(phase.rawValue), the saver was not killed: \(report)")
        } else if loaded.flatMap({ DrillSnapshot.id(of: $0.bytes) }) != saved || loaded?.fellBack != fellBack {
          figures.broken.append("killed at \(phase.rawValue), expected snapshot \(saved), loaded \(describe(loaded))")
        }
        figures.kills += 1
        id += 1
      }
    }
    return figures
  }
}

/// A short description of a load, for a broken promise's line.
func describe(_ loaded: (bytes: [UInt8], fellBack: SnapshotStore.FallbackReason?)?) -> String {
  guard let loaded else { return "nothing" }
  let id = DrillSnapshot.id(of: loaded.bytes).map(String.init) ?? "damaged bytes"
  return loaded.fellBack.map { "\(id) (fell back: \($0))" } ?? id
}
