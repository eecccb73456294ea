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
  /// Runs the module's validation on an element of this type (and on no other).
  let validate: @Sendable (PathElement) throws(NavigationError) -> Void
  /// The names of the type's cases as Swift declares them (those a synthesized `Codable`
  /// conformance stores them under), from the enum's metadata; none for another type.
  let declaredCaseNames: [String]

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
        // Compared by metadata, as `PathElement.value(as:)` does, but without an optional of
        // a type this generic closure would look up on every call. The registry looks types
        // up by their exact metadata, so a subclass never reaches here.
        guard Swift.type(of: element.base) == Value.self else { return }
        try validate(element.value(ofType: Value.self))
      },
      declaredCaseNames: (try? EnumMetadata(Value.self))?.caseNames ?? [])
  }

  /// Whether the type has a case stored as `name`: it reads `{"<name>": {}}`, or refuses it
  /// inside the case (a missing field) rather than as an unknown case, as reading a
  /// snapshot's element tells one type's case from another's.
  func knowsCase(_ name: String) -> Bool {
    var writer = CanonicalJSONWriter(compact: true)
    writer.beginObject()
    writer.key(name)
    writer.beginObject()
    writer.endObject()
    writer.endObject()
    let decoding: TapeDecoding
    do throws(NavigationError) {
      decoding = TapeDecoding(tape: try JSONTape.read(writer.finish(), limits: .default), base: .root)
      _ = try decode(decoding, 0)
      return true
    } catch {
      guard case .pointer(let location) = error.location else { return false }
      let casePointer = JSONPointer.root / name
      if location == casePointer { return error.code != .unexpectedField }
      return location.rawValue.hasPrefix(casePointer.rawValue + "/")
    }
  }
}
