import NavigationCodec

// `explain --json` for tools: canonical JSON whose keys are stable API (documented in the
// command line's article); message wording is not.
extension LinkExplanation {
  /// The explanation as canonical JSON.
  var json: [UInt8] {
    var route = JSONValue.null
    var closest = JSONValue.null
    if let found = reading.route {
      let value = JSONValue.object([
        JSONMember("pattern", .string(found.pattern)), JSONMember("spelling", .string(found.spelling)),
        JSONMember("opens", .string(found.summary)),
      ])
      if isRefusedByGrammar { closest = value } else { route = value }
    }
    return CanonicalJSONWriter.encode(
      .object([
        JSONMember("link", .string(link)),
        JSONMember("result", .string(refusal == nil ? "opened" : "refused")),
        JSONMember("origin", reading.origin.map(Self.json) ?? .null),
        JSONMember("route", route),
        JSONMember("closestRoute", closest),
        JSONMember("values", .array(reading.values.map(Self.json))),
        JSONMember("ignoredParameters", .array(reading.ignoredParameters.map(Self.json))),
        JSONMember("fragment", reading.fragment.map(JSONValue.string) ?? .null),
        JSONMember("screens", screens.map(ScreenTree.json) ?? .null),
        JSONMember("dropped", .array(dropped.map(Self.json))),
        JSONMember("error", refusal?.jsonValue(includingMessage: true) ?? .null),
      ]))
  }

  private static func json(_ origin: LinkDiagnosis.Origin) -> JSONValue {
    switch origin {
    case .customScheme(let scheme):
      .object([JSONMember("rule", .string("custom-scheme")), JSONMember("name", .string(scheme))])
    case .webHost(let host):
      .object([JSONMember("rule", .string("web-host")), JSONMember("name", .string(host))])
    }
  }

  private static func json(_ value: LinkDiagnosis.Value) -> JSONValue {
    .object([
      JSONMember("location", .string(value.location)), JSONMember("name", .string(value.name)),
      JSONMember("type", .string(value.kind.name)), JSONMember("value", .string(value.canonicalText)),
      JSONMember("text", .string(value.text)),
    ])
  }

  private static func json(_ parameter: LinkExtras.Parameter) -> JSONValue {
    .object([JSONMember("name", .string(parameter.name)), JSONMember("value", .string(parameter.value))])
  }

  private static func json(_ part: DroppedPart) -> JSONValue {
    .object([
      JSONMember("code", .string(part.refusal.code.rawValue)),
      JSONMember("location", .string(part.refusal.location.description)),
      JSONMember("message", .string(part.refusal.message)),
      JSONMember("pointer", .string(part.pointer.rawValue)),
    ])
  }
}
