/// The most specific reason no route read a link: the pattern that got furthest into its
/// path, with everything the patterns expected at that segment.
struct MatchFailure {
  private var progress = -1
  private var expected: [String] = []
  private var triedCapture = false

  static let endOfPath = "the end of the path"

  /// Why no pattern of `patterns` (every spelling of every route, in order) reads `link`.
  static func explaining(_ link: SplitLink, patterns: [[LinkSegment]]) -> NavigationError {
    var failure = MatchFailure()
    for pattern in patterns { failure.explain(pattern, link.segments) }
    return failure.error(link)
  }

  /// Records how far into the path `pattern` gets.
  private mutating func explain(_ pattern: [LinkSegment], _ segments: [String]) {
    for (position, segment) in pattern.enumerated() {
      guard position < segments.count else {
        record(progress: position, expected: segment.expected, isCapture: false)
        return
      }
      switch segment {
      case .literal:
        guard segment.spells(segments[position]) else {
          record(progress: position, expected: segment.expected, isCapture: false)
          return
        }
      case .capture(_, .path):
        return  // it reads every segment left
      case .capture(_, let kind):
        guard LinkValueText.read(segments[position], as: kind) != nil else {
          record(progress: position, expected: kind.expected(refusing: segments[position]), isCapture: true)
          return
        }
      }
    }
    if segments.count != pattern.count {
      record(progress: pattern.count, expected: Self.endOfPath, isCapture: false)
    }
  }

  private mutating func record(progress: Int, expected description: String, isCapture: Bool) {
    if progress > self.progress {
      self.progress = progress
      expected = [description]
      triedCapture = isCapture
    } else if progress == self.progress {
      if !expected.contains(description) { expected.append(description) }
      triedCapture = triedCapture || isCapture
    }
  }

  private func error(_ link: SplitLink) -> NavigationError {
    let index = max(progress, 0)
    let location = "path/\(index)"
    // "The end of the path" is implied when other routes go on; naming it only adds noise.
    let options = expected.count > 1 ? expected.filter { $0 != Self.endOfPath } : expected
    var wanted = options.first ?? "a known route"
    if options.count > 1, let last = options.last {
      wanted = options.dropLast().joined(separator: ", ") + " or " + last
    }
    guard index < link.segments.count else {
      return NavigationError(.unknownRoute, at: location, "the path ends too early; expected \(wanted)")
    }
    // A segment where some route takes a value is a bad value; elsewhere it is an unknown route.
    return NavigationError(
      triedCapture ? .invalidParameter : .unknownRoute, at: location,
      "expected \(wanted) but found \(LinkPath.shown(link.segments[index]))")
  }
}
