/// What the savers reported, in the order the pipe delivered it, and the rule a load must obey.
///
/// A saver writes `begin <id>` before a save and `done <id>` after it returns. A snapshot is
/// *superseded* when some save that returned began after it ended (returned, or was killed): the
/// store must never load it again, and never load nothing once any save has returned. That is
/// stronger than "one of the last two saves that returned": with one saver, the load must be
/// the last save that returned or the one in flight.
struct DrillLedger {
  /// Where a loaded snapshot stands.
  enum Verdict: Equatable {
    /// Nothing loaded, and no save had returned yet.
    case nothingYet
    /// A save that returned, and that no save that returned since began after.
    case lastReturned
    /// A save that a kill interrupted after its rename (it had begun, and never returned).
    case inFlight
    /// Nothing, or a snapshot older than a save that returned: a lost session.
    case lost
    /// A snapshot no saver ever began: the store made it up.
    case unknown
  }

  private var clock = 0
  private var begun: [Int: Int] = [:]
  private var ended: [Int: Int] = [:]
  private var returned: Set<Int> = []
  private var inFlight: Set<Int> = []
  /// The latest `begin` position of any save that returned.
  private var lastBeginOfReturned = -1
  /// The number of saves that returned.
  var returnedCount: Int { returned.count }

  /// Records one reported line; a `failed` line, or one the drill does not know, is a failure.
  mutating func record(_ line: Substring) throws(DrillFailure) {
    clock += 1
    let words = line.split(separator: " ", maxSplits: 1)
    guard words.count == 2, let id = Int(words[1]) else { throw DrillFailure("a saver reported: \(line)") }
    switch words[0] {
    case "begin":
      begun[id] = clock
      inFlight.insert(id)
    case "done":
      guard let start = begun[id] else { throw DrillFailure("done before begin: \(line)") }
      ended[id] = clock
      returned.insert(id)
      inFlight.remove(id)
      lastBeginOfReturned = max(lastBeginOfReturned, start)
    default:
      throw DrillFailure("a saver reported: \(line)")
    }
  }

  /// Ends a cycle: the saves still in flight were killed now.
  mutating func endCycle() {
    clock += 1
    for id in inFlight { ended[id] = clock }
    inFlight = []
  }

  /// Judges a load made after ``endCycle()``.
  func verdict(loaded id: Int?) -> Verdict {
    guard let id else { return returned.isEmpty ? .nothingYet : .lost }
    guard begun[id] != nil, let end = ended[id] else { return .unknown }
    if end < lastBeginOfReturned { return .lost }
    return returned.contains(id) ? .lastReturned : .inFlight
  }
}
