import NavigationCodec

// The commands that read links and snapshots with the app's codec.
extension CommandContext {
  /// `parse <url>`: the snapshot of the state a link opens.
  func parse(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    let link = invocation.positional.first ?? ""
    let text: String
    do {
      let report = try codec.open(link: link, policy: policy)
      for part in report.dropped { console.err(Diagnostics.warning(part)) }
      text = String(decoding: try codec.snapshot(of: report.value), as: UTF8.self)
    } catch {
      console.err("\(error)\n")
      return CommandExitStatus(error)
    }
    try console.out(text)
    return .ok
  }

  /// `explain <url>`: how the app's grammar reads a link and what it opens, or why not.
  ///
  /// Text, or canonical JSON with `--json`. Exits as `parse` does, with the refusal also on
  /// stderr as its one error line.
  func explain(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    let link = invocation.positional.first ?? ""
    let explanation = LinkExplanation(link, grammar: app.grammar, codec: codec, policy: policy)
    if let refusal = explanation.refusal { console.err("\(refusal)\n") }
    try console.out(invocation.json ? String(decoding: explanation.json, as: UTF8.self) : explanation.text)
    return explanation.status
  }

  /// `parse --batch`: one compact snapshot or error object a line, for each line of stdin.
  func parseBatch(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    var lines = LineReader(limit: codec.limits.urlLength, read: console.readInputChunk)
    var number = 0
    while true {
      let line: LineReader.Line
      do {
        guard let next = try lines.next() else { break }
        line = next
      } catch {
        Failure.unreadable("stdin", error).report(to: console)
        return .unreadable
      }
      number += 1
      let result = batchResult(line, number: number, console)
      try console.out(String(decoding: CanonicalJSONWriter.encode(result, compact: true), as: UTF8.self))
    }
    return .ok
  }

  /// The line `parse --batch` writes for one input line.
  private func batchResult(_ line: LineReader.Line, number: Int, _ console: Console) -> JSONValue {
    switch line {
    case .tooLong:
      let error = NavigationError.limitExceeded(
        at: "input", "the link is longer than the limit of \(codec.limits.urlLength) bytes")
      return Diagnostics.errorObject(error)
    case .text(let link):
      do {
        let report = try codec.open(link: link, policy: policy)
        // Stdout keeps one snapshot a line; what lenient opening dropped goes to stderr,
        // naming the input line it came from.
        for part in report.dropped { console.err(Diagnostics.warning(part, line: number)) }
        return try SnapshotValue.of(report.value, codec)
      } catch {
        return Diagnostics.errorObject(error)
      }
    }
  }

  /// `print`: the canonical link of a snapshot's state.
  func printLink(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    try withRestoredSnapshot(console) { (state) throws(NavigationError) in
      try codec.link(for: state) + "\n"
    }
  }

  /// `check`: the snapshot restored and written again in the current version.
  func check(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    try withRestoredSnapshot(console) { (state) throws(NavigationError) in
      String(decoding: try codec.snapshot(of: state), as: UTF8.self)
    }
  }

  /// `routes`: the app's route table, as Markdown or as canonical JSON, or the page of
  /// every link (`--html`), on stdout or written to `--output`.
  func routes(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    if invocation.html { return try routesPage(console) }
    let routes = app.routeTable(catalog: catalog)
    try console.out(
      invocation.json
        ? String(decoding: RouteTableOutput.json(routes, ignoring: app.grammar.ignoredParameters), as: UTF8.self)
        : RouteTableOutput.markdown(routes, ignoring: app.grammar.ignoredParameters))
    return .ok
  }

  /// `routes --html`: the page on stdout, or written to `--output` whole or not at all (a
  /// temporary file beside it, renamed over it) and its path listed.
  private func routesPage(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    let page = RoutesPage(app: app, catalog: catalog).html
    guard let path = invocation.output else {
      try console.out(page)
      return .ok
    }
    do {
      try SystemIO.replaceFile(path, with: Array(page.utf8))
    } catch {
      Failure.unwritable(path, error).report(to: console)
      return .ioError
    }
    try console.out(SingleLineText.escaping(path) + "\n")
    return .ok
  }

  /// Reads the input snapshot, resolves it, reports dropped parts, and prints what `output`
  /// makes of the state; every failure becomes its stderr line and exit status.
  private func withRestoredSnapshot(
    _ console: Console, output: (App.Codec.State) throws(NavigationError) -> String
  ) throws(IOFailure) -> CommandExitStatus {
    let bytes: [UInt8]
    do {
      bytes = try input(console)
    } catch {
      error.report(to: console)
      return error.status
    }
    let text: String
    do {
      let report = try codec.restore(snapshot: bytes, policy: policy)
      for part in report.dropped { console.err(Diagnostics.warning(part)) }
      text = try output(report.value)
    } catch {
      console.err("\(error)\n")
      return CommandExitStatus(error)
    }
    try console.out(text)
    return .ok
  }
}
