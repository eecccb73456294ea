/// The fixed text of every route's printed link, written once when the grammar is built: what
/// a link prints between its captures, escaped, so that printing copies each run whole rather
/// than a separator and a word at a time.
///
/// A route whose printed pattern has `n` captures has `n + 1` runs: the first is the printed
/// prefix (`scheme://` or `https://host`) and the path up to the first capture, with the `/`
/// before it; each next run follows a capture, up to the next one or the end of the path.
struct PrintedPaths {
  /// Every run's bytes, concatenated.
  private let text: [UInt8]
  /// Each run, a range of `text`; a route's runs are consecutive.
  private let runs: [Range<Int>]
  /// The index in `runs` of each route's first run.
  let firstRun: [Int]
  /// Whether the first segment is the URL's host (the custom-scheme form), with no `/` before
  /// it: a capture there is escaped as a host.
  let firstSegmentIsHost: Bool

  /// The runs of every route's printed pattern (`printedPatterns[route]`), after `prefix`.
  init(
    prefix: [UInt8], firstSegmentIsHost: Bool, printedPatterns: [Int], patterns: [PatternCode],
    segments: [SegmentCode], words: [Range<Int>], pool: [UInt8]
  ) {
    var text: [UInt8] = []
    var runs: [Range<Int>] = []
    var firstRun: [Int] = []
    for pattern in printedPatterns.map({ patterns[$0].segments }) {
      firstRun.append(runs.count)
      var start = text.count
      text += prefix
      for index in pattern {
        let position = index - pattern.lowerBound
        if position > 0 || !firstSegmentIsHost { text.append(UInt8(ascii: "/")) }
        guard case .literal(let spellings) = segments[index] else {
          // A capture ends the run; the next starts after its value.
          runs.append(start..<text.count)
          start = text.count
          continue
        }
        text += Self.escaped(pool[words[spellings.lowerBound]], in: Self.component(at: position, firstSegmentIsHost))
      }
      runs.append(start..<text.count)
    }
    self.text = text
    self.runs = runs
    self.firstRun = firstRun
    self.firstSegmentIsHost = firstSegmentIsHost
  }

  /// The component of the path segment at `position`.
  static func component(at position: Int, _ firstSegmentIsHost: Bool) -> PercentEncoding.Component {
    position == 0 && firstSegmentIsHost ? .host : .pathSegment
  }

  /// The component of the path segment at `position`.
  func component(at position: Int) -> PercentEncoding.Component {
    Self.component(at: position, firstSegmentIsHost)
  }

  /// Appends the run at `index`.
  func append(run index: Int, to output: inout ByteSink) {
    let run = runs[index]
    // After a capture that ends the path, nothing.
    guard !run.isEmpty else { return }
    text.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[run]), in: nil) }
  }

  /// A word's bytes escaped for `component`; each byte escapes to at most three.
  private static func escaped(_ word: ArraySlice<UInt8>, in component: PercentEncoding.Component) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: 3 * word.count) { buffer, count in
      var output = ByteSink(buffer)
      word.withUnsafeBufferPointer { output.append($0, in: component) }
      count = output.count
    }
  }
}
