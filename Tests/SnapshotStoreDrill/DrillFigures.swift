import NavigationCodec
import NavigationCommandLine
import TestSupport

/// Where in a save a random kill landed, read from the files it left.
enum KillMoment: String, CaseIterable {
  case beforeAnySave = "before the cycle's first save began"
  case inTemporaryFile = "writing or flushing the temporary file"
  case betweenRenames = "between the two renames"
  case betweenSaves = "after a rename, or between saves"

  init(store: SnapshotStore, began: Bool) {
    if !began {
      self = .beforeAnySave
    } else if SystemIO.kind(of: store.latestPath) == nil {
      self = .betweenRenames
    } else if SystemIO.kind(of: store.temporaryPath) != nil {
      self = .inTemporaryFile
    } else {
      self = .betweenSaves
    }
  }
}

/// The figures of the random kills.
struct RandomKillFigures {
  var kills: Int
  var returnedSaves = 0
  var moments: [KillMoment: Int] = [:]
  var verdicts: [DrillLedger.Verdict: Int] = [:]
  var fellBack = 0
  var damaged = 0
  var broken: [String] = []

  mutating func moment(_ moment: KillMoment) { moments[moment, default: 0] += 1 }

  /// Judges one load after a kill.
  mutating func load(
    _ loaded: (bytes: [UInt8], fellBack: SnapshotStore.FallbackReason?)?, cycle: Int, ledger: DrillLedger
  ) {
    if loaded?.fellBack != nil { fellBack += 1 }
    let id = loaded.flatMap { DrillSnapshot.id(of: $0.bytes) }
    if loaded != nil && id == nil {
      damaged += 1
      broken.append("kill \(cycle + 1): loaded damaged bytes")
      return
    }
    let verdict = ledger.verdict(loaded: id)
    verdicts[verdict, default: 0] += 1
    if verdict == .lost || verdict == .unknown {
      broken.append("kill \(cycle + 1): loaded \(describe(loaded)), \(verdict)")
    }
  }

  /// The lines the drill prints.
  func summary(seed: UInt64) -> String {
    let lost = verdicts[.lost, default: 0] + verdicts[.unknown, default: 0]
    var lines = [
      "random kills: \(kills) (\(kills - kills / 2) of one saver, \(kills / 2) of two savers on the same files), seed \(seed)",
      "  saves that returned: \(returnedSaves)",
      "  kill landed: "
        + KillMoment.allCases.map { "\($0.rawValue) \(moments[$0, default: 0])" }.joined(separator: ", "),
      "  load gave: the last save that returned \(verdicts[.lastReturned, default: 0]), "
        + "the save the kill interrupted after its rename \(verdicts[.inFlight, default: 0]), "
        + "nothing before any save returned \(verdicts[.nothingYet, default: 0]); "
        + "fell back to the previous snapshot \(fellBack)",
      "  lost: \(lost), damaged: \(damaged)",
    ]
    lines += broken.map { "  BROKEN: \($0)" }
    return lines.joined(separator: "\n")
  }
}

/// The figures of the kills at each step of a save.
struct StepKillFigures {
  var perStep: Int
  var kills = 0
  var broken: [String] = []

  /// The lines the drill prints.
  var summary: String {
    var lines = [
      "step kills: \(kills) (\(perStep) at each of \(SavePhase.allCases.count) steps: "
        + SavePhase.allCases.map(\.rawValue).joined(separator: ", ") + ")",
      "  loaded the expected snapshot: \(kills - broken.count), lost or damaged: \(broken.count)",
    ]
    lines += broken.map { "  BROKEN: \($0)" }
    return lines.joined(separator: "\n")
  }
}
