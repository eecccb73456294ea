public import NavigationCommandLine

extension GoldenSuite where App == ExerciseCommandApp {
  /// The exercise app's golden fixtures in a directory.
  public init(directory: String) {
    self.init(app: ExerciseCommandApp(), directory: directory)
  }
}
