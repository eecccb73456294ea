#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LinkRoute where Target: Codable {
  /// A route that reads and prints one case of an enum, both directions derived from the
  /// case's `Codable` form: no hand-written inverse to drift from the pattern.
  ///
  /// ```swift
  /// enum DashboardRoute: Codable { case overview, details(id: UUID, tab: Tab?) }
  ///
  /// LinkRoute<DashboardRoute>(case: "details", [.literal("details"), .capture("id", .uuid)],
  ///                           query: [LinkQueryField("tab", .keyword(["usage", "billing"]))])
  /// // dashboard://details/6f1c…?tab=usage  <->  .details(id: 6f1c…, tab: .usage)
  /// ```
  ///
  /// Each named capture and query field is a field of the case, by its coding key (`_0` for
  /// an unlabelled value); a keyword is the field's string value. Reading builds
  /// `{"<case>": {fields}}` and decodes it; printing encodes the value and takes the fields
  /// back, so a value prints only when it is this case and every field it encodes has a place
  /// in the link (an absent optional is an absent query field).
  ///
  /// - Parameters:
  ///   - caseName: The case's name in its `Codable` form.
  ///   - pattern: The path pattern; its captures must be named.
  ///   - aliases: Other spellings, read only.
  ///   - query: The query fields, named as the case's fields.
  ///   - summary: What the route opens, in a few words.
  public init(
    case caseName: String, _ pattern: [LinkSegment], aliases: [[LinkSegment]] = [], query: [LinkQueryField] = [],
    summary: String = ""
  ) {
    let captures = pattern.compactMap(\.captured).map { LinkQueryField($0.name, $0.kind) }
    let form = CaseForm(caseName: caseName, captures: captures, query: query)
    self.init(
      pattern, aliases: aliases, query: query, summary: summary, read: { values in form.value(from: values) },
      write: { target, values in form.fill(&values, for: target) })
  }
}

/// How a route derived from an enum case turns a match into the case's `Codable` form and
/// back.
private struct CaseForm {
  let caseName: String
  let captures: [LinkQueryField]
  let query: [LinkQueryField]
  /// Every field, capture or query, in the order of its key's bytes (the order a form is
  /// written in), with the capture's position; a name declared twice is taken once.
  let fields: [(field: LinkQueryField, capture: Int?)]

  init(caseName: String, captures: [LinkQueryField], query: [LinkQueryField]) {
    self.caseName = caseName
    self.captures = captures
    self.query = query
    var fields = captures.enumerated().map { (field: $0.element, capture: Optional($0.offset)) }
    for field in query where !fields.contains(where: { $0.field.name == field.name }) {
      fields.append((field, nil))
    }
    self.fields = fields.sorted { Array($0.field.name.utf8).lexicographicallyPrecedes(Array($1.field.name.utf8)) }
  }

  /// The case read from its form, written straight into JSON text from the link's values.
  func value<Target: Decodable>(from values: borrowing LinkValues) -> Target? {
    var writer = CanonicalJSONWriter(compact: true)
    writer.beginObject()
    writer.key(caseName)
    writer.beginObject()
    for (field, capture) in fields {
      guard let value = capture.map({ _ in values[capture: field.name] }) ?? values[parameter: field.name] else {
        if capture != nil { return nil }
        continue
      }
      writer.key(field.name)
      guard Self.write(value, field.kind, to: &writer) else { return nil }
    }
    writer.endObject()
    writer.endObject()
    do {
      let tape = try JSONTape.read(writer.finish(), limits: .default)
      return try CanonicalJSONDecoder.decode(Target.self, from: TapeDecoding(tape: tape, base: .root), at: 0)
    } catch {
      // The link is well formed but the case does not read it: a declaration that does not
      // match the type, which the grammar reports as a link no route builds a value for.
      return nil
    }
  }

  /// Fills the link's values from a value of this case, read off the value's encoding tree
  /// without writing it out (printing tries a grammar's routes in turn, and most see another
  /// case); `false` when the value is not this case or has a field the link has no place for.
  func fill<Target: Encodable>(_ values: inout LinkValues, for target: Target) -> Bool {
    let tree: EncodingTree
    do {
      tree = try CanonicalJSONEncoder.tree(of: target, capacity: 8)
    } catch {
      // A value JSON has no form for has no link either.
      return false
    }
    let nodes = tree.nodes.elements
    guard nodes[0].kind == .object, nodes[0].count == 1, nodes[0].firstChild >= 0 else { return false }
    let payload = Int(nodes[0].firstChild)
    guard tree.hasKey(payload, caseName) else { return false }
    var member = nodes[payload].firstChild
    while member >= 0 {
      let node = Int(member)
      member = nodes[node].next
      if let capture = captures.first(where: { tree.hasKey(node, $0.name) }) {
        guard let value = Self.value(of: node, in: tree, capture.kind) else { return false }
        values[capture: capture.name] = value
      } else if let field = query.first(where: { tree.hasKey(node, $0.name) }) {
        // An absent optional written as `null` is an absent query field.
        if nodes[node].kind == .null { continue }
        guard let value = Self.value(of: node, in: tree, field.kind) else { return false }
        values[parameter: field.name] = value
      } else {
        return false
      }
    }
    return captures.allSatisfy { values[capture: $0.name] != nil }
  }

  /// Writes a link value in the snapshot form of its kind; `false` when it is not of the kind.
  private static func write(_ value: LinkValue, _ kind: LinkFieldKind, to writer: inout CanonicalJSONWriter) -> Bool {
    switch (kind, value) {
    case (.uuid, .uuid(let id)): writer.string(UUIDText.format(id))
    case (.keyword(let words), .keyword(let index)):
      guard words.indices.contains(index) else { return false }
      writer.string(words[index])
    case (.text, .text(let text)): writer.string(text)
    case (.number, .number(let number)): writer.number(number)
    case (.date, .date(let date)): writer.string(Timestamp.format(date))
    default: return false
    }
    return true
  }

  /// An encoded value as a link value of a kind; `nil` when it is not one.
  private static func value(of node: Int, in tree: EncodingTree, _ kind: LinkFieldKind) -> LinkValue? {
    let encoded = tree.nodes[node]
    switch (kind, encoded.kind) {
    case (.uuid, .string): return UUIDText.parse(tree.string(at: node)).map(LinkValue.uuid)
    case (.keyword(let words), .string): return words.firstIndex(of: tree.string(at: node)).map(LinkValue.keyword)
    case (.text, .string): return .text(tree.string(at: node))
    case (.number, .number): return .number(Double(bitPattern: encoded.payload))
    case (.number, .integer): return .number(Double(Int64(bitPattern: encoded.payload)))
    case (.number, .unsigned): return .number(Double(encoded.payload))
    case (.date, .string): return Timestamp.parse(tree.string(at: node)).map(LinkValue.date)
    default: return nil
    }
  }
}
