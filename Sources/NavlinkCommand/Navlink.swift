public import NavigationCommandLine

/// `navlink`: the command-line tool of the exercise app.
public enum Navlink {
  /// The tool: the command-line library instantiated for the exercise app.
  public static let command = NavigationCommand(ExerciseCommandApp())

  /// Runs the tool and returns its exit status.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name.
  ///   - console: Where the tool reads and writes; the process's streams by default.
  /// - Returns: The exit status.
  public static func run(_ arguments: [String], console: Console = .standard) -> CommandExitStatus {
    command.run(arguments, console: console)
  }
}

extension GoldenSuite where App == ExerciseCommandApp {
  /// The exercise app's golden fixtures in a directory.
  public init(directory: String) {
    self.init(app: ExerciseCommandApp(), directory: directory)
  }
}
