import NavigationCodec

/// `navlink routes`: the route table, and the parameters every route ignores, as Markdown (the
/// README's link table is this text) or as canonical JSON.
enum RouteTableOutput {
  static func markdown(_ routes: [LinkRouteDescription], ignoring ignored: IgnorableParameters) -> String {
    var lines = [
      "| link path | query | opens | example |",
      "|---|---|---|---|",
    ]
    for route in routes {
      let also = route.aliases.isEmpty ? "" : " (also " + route.aliases.map(code).joined(separator: ", ") + ")"
      let query = route.query.map { code($0.name) + " " + $0.kind.name }.joined(separator: ", ")
      let example = route.example.map(code) ?? ""
      lines.append("| \(code(route.pattern))\(also) | \(query) | \(cell(route.summary)) | \(example) |")
    }
    var keywords: [String] = []
    for field in routes.flatMap({ $0.captures + $0.query }) where !field.kind.words.isEmpty {
      let line = "- \(code(field.name)): " + field.kind.words.map(code).joined(separator: ", ")
      if !keywords.contains(line) { keywords.append(line) }
    }
    if !keywords.isEmpty { lines += ["", "Keywords:", ""] + keywords }
    let names = ignored.prefixes.map { code($0 + "*") } + ignored.names.map(code)
    if !names.isEmpty {
      let intro = "Ignored parameters (read past, returned beside the state, never printed): "
      lines += ["", intro + names.joined(separator: ", ")]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ routes: [LinkRouteDescription], ignoring ignored: IgnorableParameters) -> [UInt8] {
    CanonicalJSONWriter.encode(
      .object([
        JSONMember("routes", .array(routes.map(json))),
        JSONMember(
          "ignoredParameters",
          .object([
            JSONMember("names", .array(ignored.names.map(JSONValue.string))),
            JSONMember("prefixes", .array(ignored.prefixes.map(JSONValue.string))),
          ])),
      ]))
  }

  private static func json(_ route: LinkRouteDescription) -> JSONValue {
    .object([
      JSONMember("pattern", .string(route.pattern)),
      JSONMember("aliases", .array(route.aliases.map(JSONValue.string))),
      JSONMember("captures", .array(route.captures.map(json))),
      JSONMember("query", .array(route.query.map(json))),
      JSONMember("opens", .string(route.summary)),
      JSONMember("example", route.example.map(JSONValue.string) ?? .null),
    ])
  }

  private static func json(_ field: LinkRouteDescription.Field) -> JSONValue {
    var members = [JSONMember("name", .string(field.name)), JSONMember("type", .string(field.kind.name))]
    if case .keyword(let words) = field.kind {
      members.append(JSONMember("values", .array(words.map(JSONValue.string))))
    }
    return .object(members)
  }

  /// Text in a Markdown code span; a backtick inside would end it, so such text gets a
  /// longer fence.
  private static func code(_ text: String) -> String {
    text.contains("`") ? "`` \(text) ``" : "`\(text)`"
  }

  /// Text in a table cell: a bar would split the cell.
  private static func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }
}
