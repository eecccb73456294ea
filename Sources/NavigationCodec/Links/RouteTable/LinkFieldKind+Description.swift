extension LinkFieldKind {
  /// The kind's name in a pattern's text and the route table: `uuid`, `keyword`, `text`,
  /// `number`, `date`, `int`, `bool` or `path`.
  public var name: String {
    switch self {
    case .uuid: "uuid"
    case .keyword: "keyword"
    case .text: "text"
    case .number: "number"
    case .date: "date"
    case .integer: "int"
    case .bool: "bool"
    case .path: "path"
    }
  }

  /// The words of a keyword; empty for every other kind.
  package var words: [String] {
    if case .keyword(let words) = self { return words }
    return []
  }

  /// Whether a decoded path segment or query value reads as this kind, by the same functions
  /// reading a link uses (a path reads any segment, and the segments after it).
  func accepts(_ text: String) -> Bool {
    LinkValueText.read(text, as: self) != nil
  }

  /// Values of this kind that stand for all of them when looking for a segment two kinds
  /// both read.
  ///
  /// These are every word of a keyword, and one value of the other kinds. Between kinds other
  /// than text, paths and keywords no segment reads as both (a UUID, a number and a date are
  /// told apart by their shape), so one value each is enough.
  var representatives: [String] {
    switch self {
    case .uuid: ["00000000-0000-0000-0000-000000000000"]
    case .keyword(let words): words
    case .text: ["text"]
    case .number: ["0"]
    case .date: ["2000-01-01T00:00:00Z"]
    // "0" is a number too, so an integer and a number at one place are found to overlap.
    case .integer(let range): [String(range.contains(0) ? 0 : range.lowerBound)]
    case .bool: ["true", "false"]
    case .path: ["path"]
    }
  }
}
