extension NavigationModules {
  /// Refuses a module two of whose types would store a case under one name.
  ///
  /// An element is stored as `{"<module>": {"<case>": …}}`, so such a module would save
  /// sessions that no longer read; this finds it when the modules are composed. A type's names
  /// come from its ``ModuleElement/caseSamples``; a type without samples is probed with the
  /// other types' names, which needs every other type of the module to have samples.
  ///
  /// - Throws: `invalid-value` naming both types (and the case they share), or the two
  ///   types without samples whose names cannot be compared.
  static func checkCaseNames(of module: NavigationModule) throws(NavigationError) {
    let types = module.elements
    guard types.count > 1 else { return }
    let names = types.map { $0.caseNames() }
    let unlisted = types.indices.filter { names[$0] == nil }
    if unlisted.count > 1 {
      let (first, second) = (types[unlisted[0]].typeName, types[unlisted[1]].typeName)
      throw NavigationError(
        .invalidValue, at: .input,
        "the module \"\(module.name)\" registers \(first) and \(second), whose case names cannot be compared: give one of them caseSamples (a CaseIterable type has them), so that no two of its types store a case under one name"
      )
    }
    for first in types.indices {
      for second in types.indices[(first + 1)...] {
        let pair = (types[first], types[second])
        guard let shared = sharedCase(pair, names: (names[first], names[second])) else { continue }
        throw NavigationError(
          .invalidValue, at: .input,
          "\(pair.0.typeName) and \(pair.1.typeName) of the module \"\(module.name)\" both store a case as \"\(shared)\"; the types of a module must not share a case name"
        )
      }
    }
  }

  /// A case name both types have: compared when both list their names, else the one without
  /// a list is probed with the other's.
  private static func sharedCase(
    _ types: (ModuleElementType, ModuleElementType), names: ([String]?, [String]?)
  ) -> String? {
    switch names {
    case (let first?, let second?): first.first { second.contains($0) }
    case (let first?, nil): first.first { types.1.knowsCase($0) }
    case (nil, let second?): second.first { types.0.knowsCase($0) }
    // Refused before any pair is compared.
    case (nil, nil): nil
    }
  }
}
