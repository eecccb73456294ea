import ExerciseNavigation
import Foundation
import NavigationCodec

/// The `navlink` tool, as a function of its arguments and console, so that it can be tested
/// in-process as well as end to end.
public enum Navlink {
  /// Runs the tool and returns its exit status.
  public static func run(_ arguments: [String], console: Console = .standard) -> ExitStatus {
    let invocation: Invocation
    do {
      invocation = try Invocation(arguments)
    } catch {
      console.err("error[usage] at \(error.argument): \(error.message); see 'navlink --help'\n")
      return .usage
    }
    if invocation.help || invocation.command == nil {
      console.out(Usage.text(for: invocation.command))
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
    case .parse where invocation.batch: return parseBatch(context, console)
    case .parse: return parse(context, console)
    case .print: return printLink(context, console)
    case .check: return check(context, console)
    case .golden, nil:
      let directory = invocation.positional.first ?? "Fixtures"
      return GoldenSuite(directory: directory).run(record: invocation.record, console: console)
    }
  }

  private static func parse(_ context: Context, _ console: Console) -> ExitStatus {
    let link = context.invocation.positional.first ?? ""
    do {
      let report = try context.codec.open(link: link, policy: context.policy)
      for part in report.dropped { console.err(warning(part)) }
      console.out(String(decoding: NavigationSnapshot.encode(report.value), as: UTF8.self))
      return .ok
    } catch {
      console.err("\(error)\n")
      return ExitStatus(error)
    }
  }

  private static func parseBatch(_ context: Context, _ console: Console) -> ExitStatus {
    var lines = LineReader(limit: context.codec.limits.urlLength, read: console.readInputChunk)
    while let line = lines.next() {
      let result: JSONValue
      switch line {
      case .tooLong:
        let error = NavigationError.limitExceeded(
          at: "input", "the link is longer than the limit of \(context.codec.limits.urlLength) bytes")
        result = errorObject(error)
      case .text(let link):
        do {
          let report = try context.codec.open(link: link, policy: context.policy)
          result = NavigationSnapshot.value(of: report.value)
        } catch {
          result = errorObject(error)
        }
      }
      console.out(String(decoding: CanonicalJSONWriter.encode(result, compact: true), as: UTF8.self))
    }
    return .ok
  }

  private static func printLink(_ context: Context, _ console: Console) -> ExitStatus {
    withRestoredSnapshot(context, console) { (state) throws(NavigationError) in
      try context.codec.link(for: state) + "\n"
    }
  }

  private static func check(_ context: Context, _ console: Console) -> ExitStatus {
    withRestoredSnapshot(context, console) { state in String(decoding: NavigationSnapshot.encode(state), as: UTF8.self)
    }
  }

  /// Reads the input snapshot, resolves it, reports dropped parts, and prints what `output`
  /// makes of the state; every failure becomes its stderr line and exit status.
  private static func withRestoredSnapshot(
    _ context: Context, _ console: Console, output: (NavigationState) throws(NavigationError) -> String
  ) -> ExitStatus {
    let bytes: [UInt8]
    do {
      bytes = try context.input(console)
    } catch {
      error.report(to: console)
      return error.status
    }
    do {
      let report = try context.codec.restore(snapshot: bytes, policy: context.policy)
      for part in report.dropped { console.err(warning(part)) }
      console.out(try output(report.value))
      return .ok
    } catch {
      console.err("\(error)\n")
      return ExitStatus(error)
    }
  }

  /// The stderr line for a part lenient resolution dropped.
  static func warning(_ part: DroppedPart) -> String {
    "warning[\(part.refusal.code)] at \(part.refusal.location): \(part.refusal.message) (dropped \(part.pointer))\n"
  }

  static func errorObject(_ error: NavigationError) -> JSONValue {
    .object([JSONMember("error", error.jsonValue(includingMessage: true))])
  }

}
