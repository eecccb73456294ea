/// The structure of an HTML page as the package writes it, for tests: its elements, their
/// ids, and what breaks well-formedness.
///
/// It reads the subset the package emits (double-quoted attributes, no unquoted `<` in
/// text), so anything outside it is a problem too: a stray `<` or `&` in text is escaping
/// that went wrong.
public struct HTMLStructure {
  /// Each element's name, in document order.
  public private(set) var elements: [String] = []
  /// Each `id` attribute's value, in document order.
  public private(set) var ids: [String] = []
  /// The ids that `aria-labelledby` and `for` attributes name.
  public private(set) var references: [String] = []
  /// What breaks the structure: unclosed, unopened or crossed tags, stray `<` or `&`.
  public private(set) var problems: [String] = []

  private static let void: Set<String> = ["meta", "link", "input", "br", "img", "hr"]
  private static let rawText: Set<String> = ["script", "style"]

  /// Reads a page.
  public init(_ html: String) {
    var stack: [String] = []
    var rest = Substring(html)
    while let open = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
      checkEntity(rest[open...])
      if rest[open] == "&" {
        rest = rest[rest.index(after: open)...]
        continue
      }
      guard let close = rest[open...].firstIndex(of: ">") else {
        problems.append("a < with no >")
        return
      }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("!") { continue }
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        if stack.last == name {
          stack.removeLast()
        } else {
          problems.append("</\(name)> closes \(stack.last ?? "nothing")")
        }
        continue
      }
      let name = read(tag)
      if !tag.hasSuffix("/") && !Self.void.contains(name) { stack.append(name) }
      if Self.rawText.contains(name), let end = rest.range(of: "</\(name)>") {
        rest = rest[end.lowerBound...]
      }
    }
    problems += stack.map { "<\($0)> is never closed" }
  }

  /// A character reference the package writes, or a problem.
  private mutating func checkEntity(_ text: Substring) {
    guard text.first == "&" else { return }
    let known = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
    if !known.contains(where: text.hasPrefix) { problems.append("a stray & at \(text.prefix(20))") }
  }

  /// Reads a start tag's name and attributes.
  private mutating func read(_ tag: Substring) -> String {
    let name = String(tag.prefix { $0.isLetter || $0.isNumber })
    elements.append(name)
    var rest = tag.dropFirst(name.count)
    while let equals = rest.range(of: "=\"") {
      let attribute = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
      let valueStart = equals.upperBound
      guard let end = rest[valueStart...].firstIndex(of: "\"") else {
        problems.append("an unclosed attribute in <\(name)>")
        break
      }
      let value = String(rest[valueStart..<end])
      if value.contains("<") { problems.append("a < in \(attribute) of <\(name)>") }
      if attribute == "id" { ids.append(value) }
      if attribute == "aria-labelledby" || attribute == "for" { references.append(value) }
      rest = rest[rest.index(after: end)...]
    }
    return name
  }

  /// The ids given to more than one element.
  public var duplicateIDs: [String] {
    var seen: Set<String> = []
    return ids.filter { !seen.insert($0).inserted }
  }

  /// The references to ids no element has.
  public var danglingReferences: [String] {
    references.filter { !ids.contains($0) }
  }
}
