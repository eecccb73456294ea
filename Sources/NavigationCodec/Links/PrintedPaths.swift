/// The fixed text of every route's printed link, written once when the grammar is built: what
/// a link prints between its captures, escaped, so that printing copies each run whole rather
/// than a separator and a word at a time, and visits the captures alone.
///
/// A route whose printed pattern has `n` captures has `n + 1` runs: the first is the printed
/// prefix (`scheme://` or `https://host`) and the path up to the first capture, with the `/`
/// before it; each next run follows a capture, up to the next one or the end of the path.
struct PrintedPaths {
  /// Every run's bytes, concatenated.
  private let text: [UInt8]
  /// Each run, a range of `text`; a route's runs are consecutive.
  private let runs: [Range<Int>]
  /// Every route's captures, in the order of its pattern (its slots' order), concatenated.
  private let captures: [PrintedCapture]
  /// Each route's range of `captures`.
  let routeCaptures: [Range<Int>]

  /// The runs and captures of every route's printed pattern (`printedPatterns[route]`), after
  /// `prefix`; in the custom-scheme form (`firstSegmentIsHost`) the first segment is the
  /// URL's host, with no `/` before it.
  init(
    prefix: [UInt8], firstSegmentIsHost: Bool, printedPatterns: [Int], patterns: [PatternCode],
    segments: [SegmentCode], words: [Range<Int>], pool: [UInt8]
  ) {
    var text: [UInt8] = []
    var runs: [Range<Int>] = []
    var captures: [PrintedCapture] = []
    var routeCaptures: [Range<Int>] = []
    for pattern in printedPatterns.map({ patterns[$0].segments }) {
      let firstCapture = captures.count
      var start = text.count
      text += prefix
      for index in pattern {
        let position = index - pattern.lowerBound
        if position > 0 || !firstSegmentIsHost { text.append(UInt8(ascii: "/")) }
        let component: PercentEncoding.Component = position == 0 && firstSegmentIsHost ? .host : .pathSegment
        switch segments[index] {
        case .literal(let spellings):
          text += Self.escaped(pool[words[spellings.lowerBound]], in: component)
          continue
        case .capture(let kind): captures.append(PrintedCapture(kind: kind, component: component))
        case .restOfPath: captures.append(PrintedCapture(kind: nil, component: component))
        }
        // A capture ends the run; the next starts after its value.
        runs.append(start..<text.count)
        start = text.count
      }
      runs.append(start..<text.count)
      routeCaptures.append(firstCapture..<captures.count)
    }
    self.text = text
    self.runs = runs
    self.captures = captures
    self.routeCaptures = routeCaptures
  }

  /// The index in `runs` of a route's first run: every route before it has one run more than
  /// it has captures.
  func firstRun(of route: Int) -> Int { routeCaptures[route].lowerBound + route }

  /// The capture at `index`.
  func capture(_ index: Int) -> PrintedCapture { captures[index] }

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

/// A capture of a printed path: its kind, or `nil` for a capture of the rest of the path, and
/// how its value is escaped.
struct PrintedCapture {
  /// The capture's kind; `nil` for a capture of the rest of the path.
  let kind: KindCode?
  /// The part of the link its value is escaped for: the host, in the custom-scheme form's
  /// first position, or a path segment.
  let component: PercentEncoding.Component
}
