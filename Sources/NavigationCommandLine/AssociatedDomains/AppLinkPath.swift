import NavigationCodec

/// A path a grammar reads, as the association files spell it.
///
/// Its pieces are words, UUIDs, segments of any text and, last, the rest of the path. Keywords are spelled out word by
/// word, so a file names exactly the paths the reader takes.
struct AppLinkPath: Hashable {
  /// One path segment.
  enum Piece: Hashable {
    case word(String)
    /// A UUID: 36 characters with hyphens at fixed places, in either case.
    case uuid
    /// A non-empty segment: text, a number or a date.
    case anySegment
    /// One or more segments of any text: a capture of the rest of the path, always last.
    case restOfPath
  }

  /// Whether the path ends with the rest of the path, which takes any trailing slash in.
  var readsRest: Bool { pieces.last == .restOfPath }

  var pieces: [Piece]
  /// What the path opens, for the files' comments.
  var comment: String

  /// Beyond this many spellings of one pattern, its keywords are written as any segment: a
  /// file a few kilobytes long, rather than the product of every keyword list.
  static let keywordSpellingLimit = 64

  /// Every path the grammar reads, in declaration order (each route's pattern, then its
  /// aliases, each with its alias words), without repeats.
  static func paths<Target>(of grammar: LinkGrammar<Target>) -> [AppLinkPath] {
    var paths: [AppLinkPath] = []
    var seen: Set<[Piece]> = []
    for route in grammar.routes {
      let canonical = route.pattern.patternText
      let opens = route.summary.isEmpty ? "" : ": " + route.summary
      for pattern in [route.pattern] + route.aliases {
        for spelling in PatternSpellings.all(pattern) {
          let text = spelling.patternText
          let comment = text == canonical ? canonical + opens : "\(text), a legacy spelling of \(canonical)\(opens)"
          for pieces in spelledOut(spelling) where seen.insert(pieces).inserted {
            paths.append(AppLinkPath(pieces: pieces, comment: comment))
          }
        }
      }
    }
    return paths
  }

  /// The pieces of a pattern whose literals have one word each, keywords spelled out.
  private static func spelledOut(_ pattern: [LinkSegment]) -> [[Piece]] {
    let spellings = pattern.reduce(1) { count, segment in count * max(1, segment.captured?.kind.words.count ?? 1) }
    let expandsKeywords = spellings <= keywordSpellingLimit
    return PatternSpellings.product(
      pattern.map { segment -> [Piece] in
        switch segment {
        case .literal(let word, _): [.word(word)]
        case .capture(_, let kind):
          switch kind {
          case .uuid: [.uuid]
          case .keyword(let words) where expandsKeywords: words.map(Piece.word)
          case .keyword, .text, .number, .date, .integer, .bool: [.anySegment]
          case .path: [.restOfPath]
          }
        }
      })
  }
}
