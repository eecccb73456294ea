extension NavigationModules {
  /// Refuses a module two of whose types would store a case under one name.
  ///
  /// An element is stored as `{"<module>": {"<case>": …}}`, so such a module would save
  /// sessions that no longer read; this finds it when the modules are composed. Each type is
  /// asked whether it reads a case under each name another type declares (the names Swift
  /// gives its cases, which a synthesized `Codable` conformance stores them under), so a
  /// name shared through a custom coding key on one side is found too.
  ///
  /// - Throws: `invalid-value` naming both types and the case they share.
  static func checkCaseNames(of module: NavigationModule) throws(NavigationError) {
    let types = module.elements
    for first in types.indices {
      for second in types.indices[(first + 1)...] {
        let pair = (types[first], types[second])
        let shared =
          pair.0.declaredCaseNames.first { pair.1.knowsCase($0) }
          ?? pair.1.declaredCaseNames.first { pair.0.knowsCase($0) }
        guard let shared else { continue }
        throw NavigationError(
          .invalidValue, at: .input,
          "\(pair.0.typeName) and \(pair.1.typeName) of the module \"\(module.name)\" both store a case as \"\(shared)\"; the types of a module must not share a case name"
        )
      }
    }
  }
}
