public import NavigationCodec

extension ExerciseLinkGrammar {
  /// The grammar's route table, each route's example naming the first exercise of `catalog`
  /// (and, under a history, that exercise's type), so that every example opens on it.
  ///
  /// `navlink routes` prints this table; the README's link table is its Markdown form.
  public static func routeTable(catalog: ExerciseCatalog) -> [LinkRouteDescription] {
    let sample = catalog.exercises.first
    return grammar.routeTable { name, _ in
      switch name {
      case "exercise": sample.map { .uuid($0.id) }
      case "type": sample.flatMap { Exercise.Mode.allCases.firstIndex(of: $0.type) }.map(LinkValue.keyword)
      default: nil
      }
    }
  }
}
