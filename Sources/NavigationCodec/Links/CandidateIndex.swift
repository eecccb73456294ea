/// The patterns a link may match, found by the number of segments of its path and by which
/// first word, if any, its first segment is, so that matching compares the words of only these.
///
/// The first words are the spellings of every pattern's first literal. Under each path length
/// and byte count of the first segment (the last column stands for every count longer than any
/// first word or than ``widestColumn``) are the first words of that count, each with its list,
/// then the list for a segment that is none of them. A pattern starting with a word is listed
/// under each of its spellings, and its first literal is then not compared again; one starting
/// with a capture, under every first word and under none. A pattern of no segments is listed
/// under none, as an empty path is looked up. Patterns that read the rest of the path are left
/// out: they stand apart, as they read paths of several lengths. Within a list, patterns keep
/// their order of declaration.
struct CandidateIndex {
  /// A pattern offered, and its range of the matcher's literals still to compare: all but a
  /// first word, which the index found.
  struct Candidate {
    let pattern: Int
    let literals: Range<Int>
  }

  /// A first word of a slot, or the slot's last entry (for none, of an unusable key), and its
  /// list.
  private struct Entry {
    let key: WordKey
    /// The word's bytes in `firstWordBytes`, read only for a word longer than its key holds.
    let bytes: Range<Int>
    let list: Range<Int>
  }

  /// The candidates, each list's in declaration order.
  private let listed: [Candidate]
  /// Every slot's entries, concatenated.
  private let entries: [Entry]
  /// Each slot's range of `entries`, at `length * columnCount + column`; never empty.
  private let slots: [Range<Int>]
  /// The first words' bytes.
  private let firstWordBytes: [UInt8]
  /// The number of byte counts told apart: every count up to the longest first word's (at
  /// most ``widestColumn``), then one column for all longer ones.
  private let columnCount: Int
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
    // Byte counts past the cap share the last column, so that a long word does not make the
    // table as wide as itself.
    let lastColumn = min(distinct.map(\.count).max() ?? 0, Self.widestColumn) + 1
    columnCount = lastColumn + 1
    let lengths = patterns.map { $0.readsRest ? -1 : $0.segments.count }
    lengthCount = (lengths.max() ?? -1) + 1
    firstWordBytes = Array(distinct.joined())
    let starts = distinct.indices.map { index in distinct[..<index].reduce(0) { $0 + $1.count } }
    // The list of the patterns of `length` segments whose first segment may be `word`
    // (`nil` for none).
    var listed: [Candidate] = []
    func list(length: Int, word: [UInt8]?) -> Range<Int> {
      let start = listed.count
      for index in patterns.indices where lengths[index] == length {
        let literals = patternLiterals[index]
        guard let spellings = firstSpellings[index] else {
          if length > 0 || word == nil { listed.append(Candidate(pattern: index, literals: literals)) }
          continue
        }
        guard let word, spellings.contains(word) else { continue }
        // The first literal is the pattern's first, at position 0.
        listed.append(Candidate(pattern: index, literals: (literals.lowerBound + 1)..<literals.upperBound))
      }
      return start..<listed.count
    }
    var entries: [Entry] = []
    var slots: [Range<Int>] = []
    for length in 0..<lengthCount {
      for column in 0...lastColumn {
        let start = entries.count
        for (index, word) in distinct.enumerated() where length > 0 && min(word.count, lastColumn) == column {
          entries.append(
            Entry(
              key: word.withUnsafeBufferPointer { WordKey($0) }, bytes: starts[index]..<(starts[index] + word.count),
              list: list(length: length, word: word)))
        }
        entries.append(Entry(key: .unmatched, bytes: 0..<0, list: list(length: length, word: nil)))
        slots.append(start..<entries.count)
      }
    }
    self.listed = listed
    self.entries = entries
    self.slots = slots
  }

  /// The candidates for a path of `length` segments whose first is `first` (empty for an
  /// empty path), as positions to read with ``candidate(at:)``; none when no pattern is so
  /// long.
  @inline(__always)
  func candidates(length: Int, first: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    guard length < lengthCount else { return 0..<0 }
    // No overflow: `length` is below `lengthCount`, and the column at most `columnCount - 1`.
    let slot = slots[length &* columnCount &+ min(first.count, columnCount &- 1)]
    let key = WordKey(first)
    for index in slot.lowerBound..<(slot.upperBound &- 1) where entries[index].key == key {
      if key.holdsWholeWord { return entries[index].list }
      let same = firstWordBytes.withUnsafeBufferPointer {
        UnsafeBufferPointer(rebasing: $0[entries[index].bytes]).hasSameBytes(as: first)
      }
      if same { return entries[index].list }
    }
    return entries[slot.upperBound &- 1].list
  }

  /// The candidate at a position that ``candidates(length:first:)`` gave.
  func candidate(at position: Int) -> Candidate { listed[position] }
}
