/// Bounds on input size, so that no input can make the codec hang or allocate without bound.
///
/// Input over a limit is refused with ``NavigationError/Code/limitExceeded`` before any other
/// work, in time proportional to the limit rather than to the input. Rules about what a value
/// may hold (a title's length, say) are an app's, applied by its resolver after reading.
public struct Limits: Sendable, Hashable {
  /// The longest link accepted, in UTF-8 bytes.
  ///
  /// Default 8192.
  public var urlLength: Int
  /// The largest JSON document accepted, in bytes.
  ///
  /// Default 1 MiB; values above 2³¹ − 1 (the most a document's 32-bit offsets address) act as
  /// that maximum.
  public var snapshotSize: Int
  /// The deepest JSON nesting accepted, counting every array and object.
  ///
  /// Default 64; values above ``JSONReader/maximumNestingDepth`` act as that maximum. The
  /// canonical encoder writes values nested up to that maximum, so state nested deeper than
  /// the default reads back only with a limit raised to match.
  public var nestingDepth: Int

  /// Creates limits; every argument defaults to the documented default.
  public init(
    urlLength: Int = 8192,
    snapshotSize: Int = 1 << 20,
    nestingDepth: Int = 64
  ) {
    self.urlLength = urlLength
    self.snapshotSize = snapshotSize
    self.nestingDepth = nestingDepth
  }

  /// The documented defaults.
  public static let `default` = Limits()
}
