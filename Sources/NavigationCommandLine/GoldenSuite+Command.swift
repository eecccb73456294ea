import NavigationCodec
import NavigationTesting

// The `golden` command: every case run, mismatches shown as diffs, and the tally.
extension GoldenSuite {
  /// Runs every case, printing a diff per mismatch and the closing `N passed, M failed` line;
  /// with `record`, rewrites mismatching expectations and fails when anything changed.
  ///
  /// Every entry that breaks the layout fails by name and counts as failed. Returns 0 when
  /// every case passed and nothing was rewritten, 1 otherwise, 66 when the directory or its
  /// catalog cannot be read, 74 when an expectation cannot be written.
  ///
  /// - Throws: `IOFailure` when the report cannot be written to the console.
  public func run(record: Bool, console: Console) throws(IOFailure) -> CommandExitStatus {
    let layout: GoldenLayout
    let catalog: App.Catalog
    do {
      (layout, catalog) = try open()
    } catch {
      error.report(to: console)
      return error.status
    }
    var tally = GoldenTally()
    for problem in layout.problems {
      tally.failed += 1
      try console.out("FAIL \(SingleLineText.escaping(problem.path))\n  \(SingleLineText.escaping(problem.reason))\n")
    }
    guard !layout.cases.isEmpty || tally.failed > 0 else {
      console.err("error[unreadable] at \(SingleLineText.escaping(directory)): no golden cases found\n")
      return .unreadable
    }
    for goldenCase in layout.cases {
      try check(goldenCase, catalog: catalog, record: record, &tally, console)
    }
    return try tally.report(to: console)
  }

  /// The directory's layout and catalog, or the failure that stops the run.
  private func open() throws(Failure) -> (GoldenLayout, App.Catalog) {
    guard SystemIO.kind(of: directory) == .directory else {
      throw Failure(
        status: .unreadable, line: "error[unreadable] at \(SingleLineText.escaping(directory)): no such directory")
    }
    let layout: GoldenLayout
    do {
      layout = try self.layout()
    } catch {
      throw .unreadable(directory, error)
    }
    do {
      return (layout, try catalog())
    } catch let failure as IOFailure {
      throw .unreadable(path("catalog.json"), failure)
    } catch {
      throw Failure(
        status: .unreadable, line: "\(error) (in the catalog \(SingleLineText.escaping(path("catalog.json"))))")
    }
  }

  /// Runs one case, recording it when asked and allowed, and reports a failure.
  private func check(
    _ goldenCase: GoldenCase, catalog: App.Catalog, record: Bool, _ tally: inout GoldenTally, _ console: Console
  ) throws(IOFailure) {
    let outcome = run(goldenCase, catalog: catalog)
    if outcome.passed {
      tally.passed += 1
      return
    }
    if record && outcome.recordable {
      do {
        try SystemIO.replaceFile(path(goldenCase.expected), with: Array(outcome.actual.utf8))
        tally.rewritten.append(goldenCase.expected)
        tally.passed += 1
        return
      } catch {
        Failure.unwritable(goldenCase.expected, error).report(to: console)
        tally.writeFailed = true
      }
    }
    tally.failed += 1
    try console.out("FAIL \(SingleLineText.escaping(goldenCase.input))\n")
    if let violation = outcome.violation { try console.out("  \(SingleLineText.escaping(violation))\n") }
    try console.out(
      LineDiff.unified(
        expected: outcome.expected, actual: outcome.actual, path: SingleLineText.escaping(goldenCase.expected)))
  }
}

/// What a golden run counted, and the closing report.
struct GoldenTally {
  var passed = 0
  var failed = 0
  var rewritten: [String] = []
  var writeFailed = false

  /// Lists what recording rewrote, prints `N passed, M failed`, and gives the status.
  func report(to console: Console) throws(IOFailure) -> CommandExitStatus {
    for path in rewritten { try console.out("recorded \(SingleLineText.escaping(path))\n") }
    if !rewritten.isEmpty {
      try console.out("\(rewritten.count) golden file(s) rewritten; review and commit them, then run again\n")
    }
    try console.out("\(passed) passed, \(failed) failed\n")
    if writeFailed { return .ioError }
    return failed == 0 && rewritten.isEmpty ? .ok : .refused
  }
}
