/// The patterns a link may match, found by the number of segments of its path and by which
/// first word, if any, its first segment is, so that matching compares the words of only these.
///
/// The first words are the spellings of every pattern's first literal, each told apart once:
/// the first segment is compared with those of its byte count (the last column stands for
/// every count longer than any first word or than ``widestColumn``). A pattern starting with
/// a word is listed under each of its spellings, and its first literal is then not compared
/// again; one starting with a capture, under every first word and under none. A pattern of no
/// segments is listed under none, as an empty path is looked up. Patterns that read the rest
/// of the path are left out: they stand apart, as they read paths of several lengths. Within
/// a list, patterns keep their order of declaration.
struct CandidateIndex {
  /// A pattern offered, and its range of the matcher's literals still to compare: all but a
  /// first word, which the index found.
  struct Candidate {
    let pattern: Int
    let literals: Range<Int>
  }

  /// The candidates, each list's in declaration order.
  private let listed: [Candidate]
  /// Each list's range of `listed`, at `length * keyCount + firstWord` (`firstWords.count` for
  /// none).
  private let lists: [Range<Int>]
  /// The distinct first words, by byte count.
  private let firstWords: [WordKey]
  /// The first words' bytes, read only for a word longer than its key holds.
  private let firstWordBytes: [UInt8]
  private let firstWordRanges: [Range<Int>]
  /// Each column's range of `firstWords`: every count up to the longest first word's (at most
  /// ``widestColumn``), then one column for all longer ones.
  private let columns: [Range<Int>]
  /// The number of lists of each length: one per first word, and one for none.
  private let keyCount: Int
  /// One more than the most segments a pattern here has: longer paths have no candidates.
  let lengthCount: Int
  /// The largest byte count with a column of its own.
  static let widestColumn = 32

  /// The index of `patterns`, whose segments, literals and words are ranges of `segments`, of
  /// `literals` (by `patternLiterals`) and of `words`, the ranges of the words' bytes in `pool`.
  init(
    _ patterns: [PatternCode], patternLiterals: [Range<Int>], segments: [SegmentCode], words: [Range<Int>],
    pool: [UInt8]
  ) {
    // Each pattern's first spellings as bytes, or `nil` for one that starts with a capture
    // (or has no segments).
    let firstSpellings: [[[UInt8]]?] = patterns.map { pattern in
      guard let first = pattern.segments.first, case .literal(let spellings) = segments[first] else { return nil }
      return spellings.map { Array(pool[words[$0]]) }
    }
    var distinct: [[UInt8]] = []
    for word in firstSpellings.compactMap({ $0 }).joined() where !distinct.contains(word) { distinct.append(word) }
    distinct.sort { $0.count < $1.count }
    // Byte counts past the cap share the last column, so that a long word does not make the
    // table as wide as itself.
    let lastColumn = min(distinct.last?.count ?? 0, Self.widestColumn) + 1
    columns = (0...lastColumn).map { column in
      let start = distinct.firstIndex { min($0.count, lastColumn) >= column } ?? distinct.count
      let end = distinct.firstIndex { min($0.count, lastColumn) > column } ?? distinct.count
      return start..<end
    }
    firstWords = distinct.map { word in word.withUnsafeBufferPointer { WordKey($0) } }
    firstWordBytes = Array(distinct.joined())
    firstWordRanges = distinct.indices.map { index in
      let start = distinct[..<index].reduce(0) { $0 + $1.count }
      return start..<(start + distinct[index].count)
    }
    keyCount = distinct.count + 1
    let lengths = patterns.map { $0.readsRest ? -1 : $0.segments.count }
    lengthCount = (lengths.max() ?? -1) + 1
    var listed: [Candidate] = []
    var lists: [Range<Int>] = []
    for length in 0..<lengthCount {
      for key in 0..<keyCount {
        let start = listed.count
        for index in patterns.indices where lengths[index] == length {
          let literals = patternLiterals[index]
          guard let spellings = firstSpellings[index] else {
            if length > 0 || key == distinct.count { listed.append(Candidate(pattern: index, literals: literals)) }
            continue
          }
          guard key < distinct.count, spellings.contains(distinct[key]) else { continue }
          // The first literal is the pattern's first, at position 0.
          listed.append(Candidate(pattern: index, literals: (literals.lowerBound + 1)..<literals.upperBound))
        }
        lists.append(start..<listed.count)
      }
    }
    self.listed = listed
    self.lists = lists
  }

  /// The candidates for a path of `length` segments whose first is `first` (empty for an
  /// empty path), as positions to read with ``subscript(_:)``; none when no pattern is so
  /// long.
  @inline(__always)
  func candidates(length: Int, first: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    guard length < lengthCount else { return 0..<0 }
    return lists[length * keyCount + (length > 0 ? firstWord(first) : keyCount - 1)]
  }

  /// The index in `firstWords` of the word `bytes` are, or `firstWords.count` for none.
  @inline(__always)
  private func firstWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let key = WordKey(bytes)
    for index in columns[min(bytes.count, columns.count - 1)] where firstWords[index] == key {
      if key.holdsWholeWord { return index }
      let same = firstWordBytes.withUnsafeBufferPointer {
        UnsafeBufferPointer(rebasing: $0[firstWordRanges[index]]).hasSameBytes(as: bytes)
      }
      if same { return index }
    }
    return keyCount - 1
  }

  /// The pattern at a position that ``candidates(length:first:)`` gave.
  subscript(position: Int) -> Int { listed[position].pattern }

  /// The candidate at a position that ``candidates(length:first:)`` gave.
  func candidate(at position: Int) -> Candidate { listed[position] }
}
