/// One element type a module registers: how to read it from a snapshot and how to check it.
///
/// ```swift
/// .element(DashboardRoute.self) { route throws(NavigationError) in
///   if case .details(let id) = route, !store.contains(id) {
///     throw NavigationError(.unknownItem, at: "/details/id", "no item has this id")
///   }
/// }
/// ```
public struct ModuleElementType: Sendable {
  /// The type, for lookups.
  let id: ObjectIdentifier
  /// The type's Swift name, for messages only; snapshots never hold it.
  let typeName: String
  /// The stable name of the type's module.
  let moduleName: String
  /// Reads a value at a token of a document, refusing any key of it the type did not read.
  let decode: @Sendable (TapeDecoding, Int) throws(NavigationError) -> PathElement
  let validate: @Sendable (any ModuleElement) throws(NavigationError) -> Void

  /// Registers a module's element type, with the module's own validation.
  ///
  /// - Parameters:
  ///   - type: The type; its ``ModuleElement/moduleName`` must be the module's name.
  ///   - validate: Checks a value the app could really show, throwing a refusal located by a
  ///     JSON Pointer into the value's own coding (`/details/id`); the path's location is put
  ///     in front of it. Resolution runs it; reading does not.
  /// - Returns: The registration, for ``NavigationModule/init(_:elements:links:linkPrefix:)``.
  public static func element<Value: ModuleElement>(
    _ type: Value.Type,
    validate: @escaping @Sendable (Value) throws(NavigationError) -> Void = { _ in }
  ) -> ModuleElementType {
    ModuleElementType(
      id: ObjectIdentifier(type), typeName: String(describing: type), moduleName: Value.moduleName,
      decode: { decoding, token throws(NavigationError) in
        PathElement(try CanonicalJSONDecoder.decode(Value.self, from: decoding, at: token, onlyPart: true))
      },
      validate: { element throws(NavigationError) in
        guard let value = element as? Value else { return }
        try validate(value)
      })
  }
}
