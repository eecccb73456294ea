/// The patterns a link may match, found by the number of segments of its path and the byte
/// count of its first segment, so that matching compares the words of only these.
///
/// A pattern starting with a word is listed under the byte count of each of its spellings;
/// one starting with a capture, under every byte count. The last column stands for every
/// segment longer than any first word or than ``widestColumn``, and lists the words longer
/// than that too. A pattern of no segments is listed under a first segment of no bytes, as an
/// empty path is looked up. Patterns that read the rest of the path are left out:
/// they stand apart, as they read paths of several lengths. Within a list, patterns keep their
/// order of declaration.
struct CandidateIndex {
  /// Pattern indices, each list's in declaration order.
  private let patterns: [Int]
  /// Each list's range of `patterns`, at `length * columnCount + column`.
  private let lists: [Range<Int>]
  /// The number of byte counts told apart: every count up to the longest first word's (at
  /// most ``widestColumn``), then one column for all longer ones.
  private let columnCount: Int
  /// One more than the most segments a pattern here has: longer paths have no candidates.
  let lengthCount: Int
  /// The largest byte count with a column of its own.
  static let widestColumn = 32

  /// The index of `patterns`, whose segments and words are ranges of `segments` and of
  /// `words`, the ranges of the words' bytes.
  init(_ patterns: [PatternCode], segments: [SegmentCode], words: [Range<Int>]) {
    // The byte counts of each pattern's first word, or `nil` for one that starts with a
    // capture (or has no segments).
    let firstCounts: [Set<Int>?] = patterns.map { pattern in
      guard let first = pattern.segments.first, case .literal(let spellings) = segments[first] else { return nil }
      return Set(spellings.map { words[$0].count })
    }
    // Byte counts past the cap share the last column, so that a long word does not make the
    // table as wide as itself.
    let lastColumn = min(firstCounts.compactMap { $0?.max() }.max() ?? 0, Self.widestColumn) + 1
    columnCount = lastColumn + 1
    let lengths = patterns.map { $0.readsRest ? -1 : $0.segments.count }
    lengthCount = (lengths.max() ?? -1) + 1
    var listed: [Int] = []
    var lists: [Range<Int>] = []
    for length in 0..<lengthCount {
      for column in 0..<columnCount {
        let start = listed.count
        listed += patterns.indices.filter { index in
          guard lengths[index] == length else { return false }
          if length == 0 { return column == 0 }
          return firstCounts[index].map { counts in counts.contains { min($0, lastColumn) == column } } ?? true
        }
        lists.append(start..<listed.count)
      }
    }
    self.patterns = listed
    self.lists = lists
  }

  /// The patterns of `length` segments whose first word may be `firstCount` bytes long (0 for
  /// an empty path), as positions to read with ``subscript(_:)``; none when no pattern is so
  /// long.
  func candidates(length: Int, firstCount: Int) -> Range<Int> {
    guard length < lengthCount else { return 0..<0 }
    return lists[length * columnCount + min(firstCount, columnCount - 1)]
  }

  /// The pattern at a position that ``candidates(length:firstCount:)`` gave.
  subscript(position: Int) -> Int { patterns[position] }
}
