import Foundation

/// Keeps a value alive so the optimiser cannot delete the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// How long and how often each row is measured.
struct Budget {
  var runs: Int
  var minimumRunTime: Duration

  static let full = Budget(runs: 7, minimumRunTime: .milliseconds(300))
  static let quick = Budget(runs: 5, minimumRunTime: .milliseconds(300))
}

/// Median nanoseconds per operation of several bodies measured in turn, run by run (each run
/// at least `budget.minimumRunTime` long, the first body rotating), so that a slow spell on
/// this shared machine falls on all of them alike and their ratios hold.
///
/// Each body performs its `batch` operations per call.
func measureTogether(_ budget: Budget, _ bodies: [(batch: Int, body: () -> Void)]) -> [Double] {
  for (_, body) in bodies { body() }  // warm up caches and lazy state
  var samples = [[Double]](repeating: [], count: bodies.count)
  for run in 0..<budget.runs {
    for offset in bodies.indices {
      let index = (run + offset) % bodies.count
      samples[index].append(sample(budget, batch: bodies[index].batch, bodies[index].body))
    }
  }
  return samples.map { runs in runs.sorted()[runs.count / 2] }
}

/// Nanoseconds per operation over one run of at least `budget.minimumRunTime`.
private func sample(_ budget: Budget, batch: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var operations = 0
  let start = clock.now
  var elapsed = Duration.zero
  repeat {
    body()
    operations += batch
    elapsed = clock.now - start
  } while elapsed < budget.minimumRunTime
  let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
  return nanoseconds / Double(operations)
}

/// One line of the results table.
struct Row {
  var key: String
  var name: String
  var package: Double
  var baseline: Double?
  var baselineName: String
  var unit = "ns/op"

  var ratio: Double? { baseline.map { $0 / package } }
}

func format(_ value: Double) -> String {
  if value >= 100_000 { return String(format: "%.0f", value) }
  if value >= 100 { return String(format: "%.0f", value) }
  return String(format: "%.1f", value)
}

func printTable(_ rows: [Row]) {
  let header = ["benchmark", "package", "baseline", "baseline ÷ package", "baseline is"]
  var lines = [header]
  for row in rows {
    lines.append([
      row.name,
      "\(format(row.package)) \(row.unit)",
      row.baseline.map { "\(format($0)) \(row.unit)" } ?? "—",
      row.ratio.map { String(format: "%.1f×", $0) } ?? "—",
      row.baselineName,
    ])
  }
  let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
  for (index, line) in lines.enumerated() {
    let cells = line.enumerated().map { column, cell in
      column == 0 || column == 4
        ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        : String(repeating: " ", count: widths[column] - cell.count) + cell
    }
    print("| " + cells.joined(separator: " | ") + " |")
    if index == 0 {
      print(
        "|"
          + widths.enumerated().map { column, width in
            column == 0 || column == 4
              ? String(repeating: "-", count: width + 2) : String(repeating: "-", count: width + 1) + ":"
          }.joined(separator: "|") + "|")
    }
  }
}

/// Starts measuring peak memory from now: the resident memory to subtract from the peak
/// read afterwards.
///
/// On Linux the peak is reset to the memory resident now (writing `5` to
/// `/proc/self/clear_refs`), so building the input before this call, and the memory it freed,
/// count for neither side. Where that is not possible, the peak so far is the starting point.
func startPeakMeasurement() -> Int {
  guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
    let resident = statusKilobytes("VmRSS:")
  else { return peakResidentBytes() }
  return resident * 1024
}

/// A `/proc/self/status` figure in kilobytes, such as `VmHWM:`; `nil` where there is none.
private func statusKilobytes(_ field: String) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
  else { return nil }
  return Int(line.dropFirst(field.count).trimmingCharacters(in: .whitespaces).dropLast(3))
}

/// The process's peak resident memory in bytes.
///
/// On Linux this is `VmHWM`, which starts afresh at `exec`; `getrusage`'s `ru_maxrss` would
/// carry over the parent's peak into a child started to measure one case.
func peakResidentBytes() -> Int {
  if let kilobytes = statusKilobytes("VmHWM:") { return kilobytes * 1024 }
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return usage.ru_maxrss * 1024
}
