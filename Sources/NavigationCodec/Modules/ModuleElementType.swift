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
  /// The names the type stores its cases under, for a `CaseIterable` type (each case
  /// encoded); none for another type, whose cases are found only by probing with another
  /// type's names.
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
        guard let value = element.value(as: Value.self) else { return }
        try validate(value)
      },
      declaredCaseNames: (Value.self as? any CaseIterable.Type).map { caseNames(of: $0) } ?? [])
  }

  /// The names a `CaseIterable` type stores its cases under, as its `Encodable` conformance
  /// writes them.
  private static func caseNames<Value: CaseIterable>(of type: Value.Type) -> [String] {
    Value.allCases.compactMap { ($0 as? any Encodable).flatMap(EncodedCase.init(of:))?.name }
  }

  /// Whether the type has a case stored as `name`: it reads `{"<name>": {}}`, or refuses it
  /// inside the case (a missing field) rather than as an unknown case, as reading a
  /// snapshot's element tells one type's case from another's.
  func knowsCase(_ name: String) -> Bool {
    let decoding = TapeDecoding(tape: JSONTape(.object([JSONMember(name, .object([]))])), base: .root)
    do throws(NavigationError) {
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
