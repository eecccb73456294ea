package import ExerciseNavigation
package import ModularSample
package import NavigationCodec
package import NavigationCommandLine

/// The sample modular app as its command-line tool, `modularlink`, sees it: links and saved
/// sessions of the Dashboard, Settings and exercise-screens modules, each element checked by
/// its module.
package struct ModularSampleCommandApp: NavigationCommandApp {
  /// The app composed with the sample catalog, for its grammar.
  package let sample: ModularSampleApp

  /// Composes the app.
  ///
  /// - Throws: When two modules' routes read the same link.
  package init() throws {
    sample = try ModularSampleApp()
  }

  package var help: NavigationCommandHelp {
    NavigationCommandHelp(
      toolName: "modularlink",
      overview: "Parse, print and check the sample modular app's deep links and saved sessions.",
      catalog: "The exercise catalog the exercise screens are checked against.")
  }

  package var sampleCatalog: ExerciseCatalog { .sample }

  package var catalogSizeLimit: Int { ExerciseCatalog.fileLimits.snapshotSize }

  package func readCatalog(_ bytes: [UInt8]) throws(NavigationError) -> ExerciseCatalog {
    try ExerciseCatalog.decode(bytes, limits: ExerciseCatalog.fileLimits)
  }

  package var grammar: LinkGrammar<[PathElement]> { sample.links }

  /// The route table, each example naming a widget the dashboard has and the catalog's first
  /// exercise (and its type), so that every example opens.
  package func routeTable(catalog: ExerciseCatalog) -> [LinkRouteDescription] {
    let widget = ModularSampleApp.widgets.min { $0.uuidString < $1.uuidString }
    let exercise = catalog.exercises.first
    return grammar.routeTable { name, _ in
      switch name {
      case "id": widget.map(LinkValue.uuid)
      case "exercise": exercise.map { .uuid($0.id) }
      case "type": exercise.flatMap { Exercise.Mode.allCases.firstIndex(of: $0.type) }.map(LinkValue.keyword)
      default: nil
      }
    }
  }

  /// The modules composed with the catalog: the exercise screens resolve against it.
  package func codec(catalog: ExerciseCatalog, ids: IDGenerator, clock: DateSource) throws -> ModularSampleCodec {
    ModularSampleCodec(app: try ModularSampleApp(catalog: catalog))
  }
}
