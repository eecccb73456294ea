/// One screen of a modular app's path: a value of some module's ``ModuleElement`` type.
///
/// The path is plain data, so it works as `NavigationStack(path:)` data, and each module reads
/// its own values back without knowing the other modules' types:
///
/// ```swift
/// @State var path: [PathElement] = []
///
/// NavigationStack(path: $path) {
///   DashboardView(push: { path.append(PathElement($0)) })
///     .navigationDestination(for: PathElement.self) { element in
///       if let route = element.value(as: DashboardRoute.self) { DashboardScreen(route) }
///       else if let route = element.value(as: SettingsRoute.self) { SettingsScreen(route) }
///     }
/// }
/// ```
///
/// Encoding writes `{"<module>": <the value's own coding>}`; decoding needs the app's
/// composition (``NavigationModules``) in the decoder's `userInfo`, which ``SnapshotFormat``
/// and ``NavigationModules/userInfo`` provide.
public struct PathElement: Hashable, Sendable {
  /// The module's value.
  public let base: any ModuleElement

  /// Wraps a module's value.
  public init(_ value: some ModuleElement) {
    base = value
  }

  /// The stable name of the module the value belongs to.
  public var moduleName: String { type(of: base).moduleName }

  /// The value, if it is a `Value`; `nil` for another module's value.
  public func value<Value: ModuleElement>(as type: Value.Type = Value.self) -> Value? {
    base as? Value
  }

  /// Elements are equal when their values are of the same type and equal.
  public static func == (lhs: PathElement, rhs: PathElement) -> Bool {
    func isEqual<Value: ModuleElement>(_ value: Value, to other: any ModuleElement) -> Bool {
      (other as? Value) == value
    }
    return isEqual(lhs.base, to: rhs.base)
  }

  /// Hashes the value's type and the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    hasher.combine(base)
  }
}

extension PathElement: Codable {
  /// Writes `{"<module>": <value>}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONCodingKey.self)
    try container.encode(base, forKey: JSONCodingKey(stringValue: moduleName))
  }

  /// Reads an element through the composition found in the decoder's `userInfo`.
  ///
  /// - Throws: ``NavigationError``: `unknown-module` for a module the app does not compose,
  ///   `unknown-element` for a case none of its types has, the module type's own refusals, and
  ///   `invalid-value` when the decoder carries no composition.
  public init(from decoder: any Decoder) throws {
    let modules = try NavigationModules.composition(reading: "a path element", from: decoder)
    let (decoding, token) = try TapeDecoding.document(of: decoder)
    self = try modules.element(at: token, of: decoding)
  }
}
