import NavigationCodec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app's command-line tool: `parse`, `explain`, `print`, `check`, `golden`, `routes`,
/// `associated-domains` and `open` for the links and snapshots of the app its
/// ``NavigationCommandApp`` describes.
///
/// The tool's `main.swift` is one call:
///
/// ```swift
/// import NavigationCommandLine
///
/// NavigationCommand.main { NotesCommandApp() }
/// ```
///
/// The command is a function of its arguments and ``Console``, so tests run it in-process as
/// well as end to end. Its exit statuses are ``CommandExitStatus``.
public struct NavigationCommand<App: NavigationCommandApp>: Sendable {
  /// The app the tool reads and writes links and snapshots for.
  public let app: App

  /// Creates the tool for an app.
  public init(_ app: App) {
    self.app = app
  }

  /// Runs the tool for the app with the process's arguments and streams, and exits with its
  /// status.
  ///
  /// - Parameter makeApp: Makes the app's description; an error it throws is reported as one
  ///   `error[internal]` line and status 70.
  public static func main(_ makeApp: () throws -> App) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let status: CommandExitStatus
    do {
      status = NavigationCommand(try makeApp()).run(arguments)
    } catch {
      let tool = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
      Failure.unusableApp(tool, error).report(to: .standard)
      status = .software
    }
    exit(status.rawValue)
  }

  /// Runs the tool and returns its exit status.
  ///
  /// Output that cannot be written ends the run with one `error[unwritable]` line on standard
  /// error and status 74.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name.
  ///   - console: Where the tool reads and writes; the process's streams by default.
  /// - Returns: The exit status.
  public func run(_ arguments: [String], console: Console = .standard) -> CommandExitStatus {
    do {
      return try execute(arguments, console)
    } catch {
      Failure.unwritable("stdout", error).report(to: console)
      return .ioError
    }
  }

  private func execute(_ arguments: [String], _ console: Console) throws(IOFailure) -> CommandExitStatus {
    let invocation: Invocation
    do {
      invocation = try Invocation(arguments, tool: app.help.toolName)
    } catch {
      console.err(
        "error[usage] at \(SingleLineText.escaping(error.argument)): \(SingleLineText.escaping(error.message)); see '\(app.help.toolName) --help'\n"
      )
      return .usage
    }
    guard !invocation.help, let subcommand = invocation.subcommand else {
      try console.out(Usage(help: app.help).text(for: invocation.subcommand))
      return invocation.help ? .ok : .usage
    }
    return try run(subcommand, invocation, console)
  }

  private func run(_ subcommand: NavigationSubcommand, _ invocation: Invocation, _ console: Console)
    throws(IOFailure) -> CommandExitStatus
  {
    switch subcommand {
    case .parse where invocation.batch: try withContext(invocation, console, CommandContext.parseBatch)
    case .parse: try withContext(invocation, console, CommandContext.parse)
    case .explain: try withContext(invocation, console, CommandContext.explain)
    case .print: try withContext(invocation, console, CommandContext.printLink)
    case .check: try withContext(invocation, console, CommandContext.check)
    case .routes: try withContext(invocation, console, CommandContext.routes)
    case .associatedDomains: try withContext(invocation, console, CommandContext.associatedDomains)
    case .open: try withContext(invocation, console, CommandContext.openOnDevice)
    case .golden:
      try GoldenSuite(app: app, directory: invocation.positional.first ?? "Fixtures")
        .run(record: invocation.record, console: console)
    }
  }

  /// Runs a command with the app's codec for the options; a catalog that cannot be read, or
  /// an app that cannot be composed, is reported instead.
  private func withContext(
    _ invocation: Invocation, _ console: Console,
    _ command: (CommandContext<App>) -> (Console) throws(IOFailure) -> CommandExitStatus
  ) throws(IOFailure) -> CommandExitStatus {
    let context: CommandContext<App>
    do {
      context = try CommandContext(invocation, app: app)
    } catch let failure {
      failure.report(to: console)
      return failure.status
    }
    return try command(context)(console)
  }
}
