/// The words a grammar's declaration puts into links (literals and their spellings, keywords,
/// query field names, module names), checked when the grammar is built: each must print and
/// read back as itself, so that a grammar never prints a link it refuses or reads as another.
///
/// The reading side is the reader itself, run on a link holding the printed word, so the check
/// follows whatever the reader decodes or refuses.
enum LinkWordCheck {
  /// Where a word stands in a link, which decides how it is printed and read.
  enum Place {
    /// A path segment, which in the custom-scheme form can be the URL's host when it is the
    /// first (the host is lowered when read).
    case segment(first: Bool)
    /// A query field's name.
    case queryName
    /// A query field's value.
    case queryValue
  }

  /// Why `word` cannot be a literal (a fixed route word, one of its legacy spellings or a
  /// module's name), or `nil` when it can.
  ///
  /// A literal is a lowercase word: not empty, `.` or `..`, without `/`, `?`, `#` or upper
  /// case, and read back as itself whether it is printed in the path or as a custom scheme's
  /// host.
  static func literalProblem(_ word: String) -> String? {
    if word.isEmpty { return "it is empty" }
    if word == "." || word == ".." { return "it is a dot segment, which links do not accept" }
    if let separator = word.first(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
      return "it holds \"\(separator)\", which ends a path segment"
    }
    if word != word.lowercased() { return "it holds upper case, and route words are lowercase" }
    return unreadableProblem(word, at: .segment(first: true))
  }

  /// Why `word` (a keyword, or a query field's name) does not read back as itself printed at
  /// `place`, or `nil` when it does.
  static func unreadableProblem(_ word: String, at place: Place) -> String? {
    switch place {
    case .segment(let first):
      if !readsAsSegment(word, asHost: false) { return "printed in a link's path, it does not read back as itself" }
      if first && !readsAsSegment(word, asHost: true) {
        return "printed as a custom scheme's host, it does not read back as itself"
      }
    case .queryName:
      if !readsInQuery(name: word, value: "v") { return "printed in a link's query, it does not read back as itself" }
    case .queryValue:
      if !readsInQuery(name: "q", value: word) { return "printed in a link's query, it does not read back as itself" }
    }
    return nil
  }

  /// Checks the words of one route: its literals and their spellings, in its pattern and its
  /// aliases; its keywords where they stand; its query fields' names and keywords.
  ///
  /// - Throws: ``LinkGrammarError`` with problem `invalid-word`, naming the route's pattern
  ///   (and the alias where the word is), the word and why.
  static func check(
    _ pattern: [LinkSegment], aliases: [[LinkSegment]], query: [LinkQueryField]
  ) throws(LinkGrammarError) {
    for (index, spelled) in ([pattern] + aliases).enumerated() {
      let patterns = index == 0 ? [pattern.patternText] : [pattern.patternText, spelled.patternText]
      for (position, segment) in spelled.enumerated() {
        switch segment {
        case .literal(let word, let aliases):
          for literal in [word] + aliases {
            guard let problem = literalProblem(literal) else { continue }
            throw refusal(patterns, "the literal \"\(literal)\"", problem)
          }
        case .capture(_, let kind):
          try check(kind, at: .segment(first: position == 0), patterns)
        }
      }
    }
    for field in query {
      if let problem = unreadableProblem(field.name, at: .queryName) {
        throw refusal([pattern.patternText], "the query field \"\(field.name)\"", problem)
      }
      try check(field.kind, at: .queryValue, [pattern.patternText])
    }
  }

  private static func check(_ kind: LinkFieldKind, at place: Place, _ patterns: [String]) throws(LinkGrammarError) {
    guard case .keyword(let words) = kind else { return }
    for word in words {
      guard let problem = unreadableProblem(word, at: place) else { continue }
      throw refusal(patterns, "the keyword \"\(word)\"", problem)
    }
  }

  private static func refusal(_ patterns: [String], _ word: String, _ problem: String) -> LinkGrammarError {
    let place = patterns.count > 1 ? "the alias \(patterns[1]) of the route \(patterns[0])" : "the route \(patterns[0])"
    return LinkGrammarError(
      problem: .invalidWord, patterns: patterns, example: nil,
      message: SingleLineText.escaping("\(place) has \(word), which no link can carry: \(problem)"))
  }

  /// The origins of the links the check reads: a custom scheme, so that a word can be put in
  /// the host as well as in the path.
  private static let origins = LinkOrigins(customSchemes: ["check"], webHosts: [], printed: .customScheme("check"))

  /// Whether the word printed as the only segment of a link, in its path (`check:///<word>`)
  /// or as its host (`check://<word>`), reads as one segment of the word's bytes.
  private static func readsAsSegment(_ word: String, asHost: Bool) -> Bool {
    let link = (asHost ? "check://" : "check:///") + PercentEncoding.encode(word, in: asHost ? .host : .pathSegment)
    guard let split = try? URLReader.split(link, origins: origins, ignoring: IgnorableParameters()) else {
      return false
    }
    return split.segments.count == 1 && split.query.isEmpty && split.segments[0].hasSameUTF8(as: word)
  }

  /// Whether `check://?<name>=<value>` reads as one query item of these bytes.
  private static func readsInQuery(name: String, value: String) -> Bool {
    let link = "check://?" + PercentEncoding.encode(name, in: .query) + "=" + PercentEncoding.encode(value, in: .query)
    guard let split = try? URLReader.split(link, origins: origins, ignoring: IgnorableParameters()),
      split.segments.isEmpty, split.query.count == 1
    else { return false }
    return split.query[0].name.hasSameUTF8(as: name) && split.query[0].value?.hasSameUTF8(as: value) == true
  }
}
