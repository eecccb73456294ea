import ExerciseNavigation
import NavigationCodec

/// The `navlink` tool, as a function of its arguments and console, so that it can be tested
/// in-process as well as end to end.
public enum Navlink {
  /// Runs the tool and returns its exit status.
  ///
  /// Output that cannot be written ends the run with one `error[unwritable]` line on standard
  /// error and status 74.
  public static func run(_ arguments: [String], console: Console = .standard) -> ExitStatus {
    do {
      return try execute(arguments, console)
    } catch {
      Failure.unwritable("stdout", error).report(to: console)
      return .ioError
    }
  }

  private static func execute(_ arguments: [String], _ console: Console) throws(IOFailure) -> ExitStatus {
    let invocation: Invocation
    do {
      invocation = try Invocation(arguments)
    } catch {
      console.err(
        "error[usage] at \(SingleLineText.escaping(error.argument)): \(SingleLineText.escaping(error.message)); see 'navlink --help'\n"
      )
      return .usage
    }
    if invocation.help || invocation.command == nil {
      try console.out(Usage.text(for: invocation.command))
      return invocation.help ? .ok : .usage
    }
    let context: Context
    do {
      context = try Context(invocation)
    } catch let failure {
      failure.report(to: console)
      return failure.status
    }
    switch invocation.command {
    case .parse where invocation.batch: return try parseBatch(context, console)
    case .parse: return try parse(context, console)
    case .print: return try printLink(context, console)
    case .check: return try check(context, console)
    case .routes:
      let routes = ExerciseLinkGrammar.routeTable(catalog: context.codec.catalog)
      let ignored = context.codec.links.grammar.ignoredParameters
      try console.out(
        invocation.json
          ? String(decoding: RouteTableOutput.json(routes, ignoring: ignored), as: UTF8.self)
          : RouteTableOutput.markdown(routes, ignoring: ignored))
      return .ok
    case .associatedDomains: return try AssociatedDomainsCommand.run(context, console)
    case .golden, nil:
      let directory = invocation.positional.first ?? "Fixtures"
      return try GoldenSuite(directory: directory).run(record: invocation.record, console: console)
    }
  }

  private static func parse(_ context: Context, _ console: Console) throws(IOFailure) -> ExitStatus {
    let link = context.invocation.positional.first ?? ""
    let report: ResolutionReport<NavigationState>
    do {
      report = try context.codec.open(link: link, policy: context.policy)
    } catch {
      console.err("\(error)\n")
      return ExitStatus(error)
    }
    for part in report.dropped { console.err(warning(part)) }
    try console.out(String(decoding: NavigationSnapshot.encode(report.value), as: UTF8.self))
    return .ok
  }

  private static func parseBatch(_ context: Context, _ console: Console) throws(IOFailure) -> ExitStatus {
    var lines = LineReader(limit: context.codec.limits.urlLength, read: console.readInputChunk)
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
      let result: JSONValue
      switch line {
      case .tooLong:
        let error = NavigationError.limitExceeded(
          at: "input", "the link is longer than the limit of \(context.codec.limits.urlLength) bytes")
        result = errorObject(error)
      case .text(let link):
        do {
          let report = try context.codec.open(link: link, policy: context.policy)
          // Stdout keeps one snapshot a line; what lenient opening dropped goes to stderr,
          // naming the input line it came from.
          for part in report.dropped { console.err(warning(part, line: number)) }
          result = NavigationSnapshot.value(of: report.value)
        } catch {
          result = errorObject(error)
        }
      }
      try console.out(String(decoding: CanonicalJSONWriter.encode(result, compact: true), as: UTF8.self))
    }
    return .ok
  }

  private static func printLink(_ context: Context, _ console: Console) throws(IOFailure) -> ExitStatus {
    try withRestoredSnapshot(context, console) { (state) throws(NavigationError) in
      try context.codec.link(for: state) + "\n"
    }
  }

  private static func check(_ context: Context, _ console: Console) throws(IOFailure) -> ExitStatus {
    try withRestoredSnapshot(context, console) { state in
      String(decoding: NavigationSnapshot.encode(state), as: UTF8.self)
    }
  }

  /// Reads the input snapshot, resolves it, reports dropped parts, and prints what `output`
  /// makes of the state; every failure becomes its stderr line and exit status.
  private static func withRestoredSnapshot(
    _ context: Context, _ console: Console, output: (NavigationState) throws(NavigationError) -> String
  ) throws(IOFailure) -> ExitStatus {
    let bytes: [UInt8]
    do {
      bytes = try context.input(console)
    } catch {
      error.report(to: console)
      return error.status
    }
    let text: String
    do {
      let report = try context.codec.restore(snapshot: bytes, policy: context.policy)
      for part in report.dropped { console.err(warning(part)) }
      text = try output(report.value)
    } catch {
      console.err("\(error)\n")
      return ExitStatus(error)
    }
    try console.out(text)
    return .ok
  }

  /// The stderr line for a part lenient resolution dropped, naming the input line of a batch.
  static func warning(_ part: DroppedPart, line: Int? = nil) -> String {
    let refusal = part.refusal
    let migration = part.migration.map { " by migration \(SingleLineText.escaping($0))" } ?? ""
    let source = line.map { "; input line \($0)" } ?? ""
    return
      "warning[\(refusal.code)] at \(SingleLineText.escaping(refusal.location.description)): \(SingleLineText.escaping(refusal.message)) (dropped \(SingleLineText.escaping(part.pointer.rawValue))\(migration)\(source))\n"
  }

  static func errorObject(_ error: NavigationError) -> JSONValue {
    .object([JSONMember("error", error.jsonValue(includingMessage: true))])
  }
}
