package import ModularSample
import NavigationCodec
package import NavigationCommandLine

extension ModularSampleCodec {
  /// The sample's path as `modularlink explain` shows it: one stack, each screen under the
  /// name of the module it belongs to, with the case and values its snapshot stores.
  package func screens(of state: ModularSession) -> [ScreenNode] {
    let elements: [JSONValue]
    do {
      let value = try CanonicalJSONDecoder().decode(JSONValue.self, from: snapshot(of: state))
      let path = members(of: value).first { $0.key == "path" }?.value
      guard case .array(let path)? = path else { return [ScreenNode("stack", "not shown: the snapshot has no path")] }
      elements = path
    } catch {
      return [ScreenNode("stack", "not shown: \(error)")]
    }
    let count = elements.count
    let label = count == 0 ? "empty (the dashboard)" : count == 1 ? "1 screen" : "\(count) screens"
    return [ScreenNode("stack", label, children: elements.map(Self.screen))]
  }

  private func members(of value: JSONValue) -> [JSONMember] {
    if case .object(let members) = value { return members }
    return []
  }

  /// An element, `{module: {case: {field: value}}}`, as `module: case field value, …`.
  private static func screen(_ element: JSONValue) -> ScreenNode {
    guard case .object(let modules) = element, let module = modules.first,
      case .object(let cases) = module.value, let screen = cases.first
    else { return ScreenNode("screen", "unreadable") }
    guard case .object(let fields) = screen.value, !fields.isEmpty else { return ScreenNode(module.key, screen.key) }
    let values = fields.map { "\($0.key) \(text($0.value))" }.joined(separator: ", ")
    return ScreenNode(module.key, "\(screen.key) \(values)")
  }

  private static func text(_ value: JSONValue) -> String {
    switch value {
    case .string(let string): string
    case .number(let number): ECMAScriptNumber.format(number)
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    case .array, .object: String(decoding: CanonicalJSONWriter.encode(value, compact: true), as: UTF8.self)
    }
  }
}
