/// A link of the exercise app split as its grammar splits it: its route segments (a custom
/// scheme's host first), every one checked and decoded, and the draft fields of its query.
///
/// The segments are views of the link or of its ``LinkScratch``, valid while both are.
struct SplitLink {
  /// The most segments a route of the grammar has (`history/{type}/{id}/edit`); a link with
  /// more opens nothing.
  static let maximumSegments = 4

  private(set) var segmentCount = 0
  private var segments: (Text, Text, Text, Text) = (empty, empty, empty, empty)
  /// The query's draft fields.
  var query = DraftQuery()

  typealias Text = UnsafeBufferPointer<UInt8>
  private static var empty: Text { Text(start: nil, count: 0) }

  /// The segment at `index`, which is below ``segmentCount``.
  func segment(_ index: Int) -> Text {
    switch index {
    case 0: segments.0
    case 1: segments.1
    case 2: segments.2
    default: segments.3
    }
  }

  /// Adds a segment; `false` when the link has more than any route.
  mutating func append(_ segment: Text) -> Bool {
    switch segmentCount {
    case 0: segments.0 = segment
    case 1: segments.1 = segment
    case 2: segments.2 = segment
    case 3: segments.3 = segment
    default: return false
    }
    segmentCount &+= 1
    return true
  }
}
