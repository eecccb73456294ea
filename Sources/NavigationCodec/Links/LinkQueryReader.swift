/// Reading a link's query by a route's fields.
struct LinkQueryReader {
  let fields: [LinkQueryField]
  let ignoring: IgnorableParameters

  /// Reads each item of `items` into the value of its field, in declared order (`nil` for a
  /// field the link leaves out); what was read stays in `values` when an item is refused.
  ///
  /// A declared field is read as such even when its name is also ignorable.
  ///
  /// - Throws: `unknown-parameter` for a parameter the route does not take and the grammar
  ///   does not ignore, `duplicate-parameter` for a field given twice, `invalid-parameter`
  ///   for a value its kind does not read.
  func read(_ items: [SplitLink.QueryItem], into values: inout [LinkValue?]) throws(NavigationError) {
    values = Array(repeating: nil, count: fields.count)
    for item in items {
      guard let index = fields.firstIndex(where: { $0.name.hasSameUTF8(as: item.name) }) else {
        if ignoring.contains(item.name) { continue }
        throw unknownParameter(item.name)
      }
      let field = fields[index]
      guard values[index] == nil else {
        throw NavigationError(
          .duplicateParameter, at: "query/\(field.name)", "the parameter \"\(field.name)\" is given more than once")
      }
      guard let text = item.value else {
        throw NavigationError(.invalidParameter, at: "query/\(field.name)", "expected name=value")
      }
      guard let value = LinkValueText.read(text, as: field.kind) else {
        let shown = text.count <= 40 ? "\"\(text)\"" : "\(text.utf8.count) bytes"
        throw NavigationError(
          .invalidParameter, at: "query/\(field.name)",
          "expected \(field.kind.expected(refusing: text)) but found \(shown)")
      }
      values[index] = value
    }
  }

  private func unknownParameter(_ name: String) -> NavigationError {
    let accepted =
      fields.isEmpty
      ? "this route takes no parameters" : "this route takes " + fields.map(\.name).joined(separator: ", ")
    return NavigationError(.unknownParameter, at: "query/\(name)", "unknown parameter \"\(name)\"; \(accepted)")
  }
}
