/// Bounds on input size, so that no input can make the codec hang or allocate without bound.
///
/// Input over a limit is refused with ``NavigationError/Code/limitExceeded`` before any other
/// work, in time proportional to the limit rather than to the input. Rules about what a value
/// may hold (a title's length, say) are an app's, applied by its resolver after reading.
///
/// Every limit is clamped when it is set, so that no value, `Int.max` or a negative one, can
/// make arithmetic on it overflow: a negative limit acts as 0 (nothing is accepted), and a
/// limit above its maximum acts as that maximum.
public struct Limits: Sendable, Hashable {
  /// The longest link accepted, in UTF-8 bytes.
  ///
  /// Default 8192; clamped to `0...`[`maximumSize`](doc:Limits/maximumSize).
  public var urlLength: Int { didSet { urlLength = Self.clamp(urlLength, to: Self.maximumSize) } }
  /// The largest JSON document accepted, in bytes.
  ///
  /// Default 1 MiB; clamped to `0...`[`maximumSize`](doc:Limits/maximumSize), the most a
  /// document's 32-bit offsets address.
  public var snapshotSize: Int { didSet { snapshotSize = Self.clamp(snapshotSize, to: Self.maximumSize) } }
  /// The deepest JSON nesting accepted, counting every array and object.
  ///
  /// Default 64; clamped to `0...`[`maximumNestingDepth`](doc:Limits/maximumNestingDepth).
  /// The canonical encoder writes values nested up to that maximum, so state nested deeper
  /// than the default reads back only with a limit raised to match.
  public var nestingDepth: Int {
    didSet { nestingDepth = Self.clamp(nestingDepth, to: Self.maximumNestingDepth) }
  }

  /// The largest ``urlLength`` and ``snapshotSize``: 2³¹ − 2 bytes, so that one byte past
  /// it (which reading takes, to tell a larger input from one at the limit) is an `Int` on
  /// every platform.
  public static let maximumSize = Int(Int32.max) - 1
  /// The largest ``nestingDepth``: the most containers any reader accepts.
  public static let maximumNestingDepth = JSONReader.maximumNestingDepth

  /// Creates limits; every argument defaults to the documented default, and is clamped as the
  /// property it sets documents.
  public init(
    urlLength: Int = 8192,
    snapshotSize: Int = 1 << 20,
    nestingDepth: Int = 64
  ) {
    self.urlLength = Self.clamp(urlLength, to: Self.maximumSize)
    self.snapshotSize = Self.clamp(snapshotSize, to: Self.maximumSize)
    self.nestingDepth = Self.clamp(nestingDepth, to: Self.maximumNestingDepth)
  }

  /// The documented defaults.
  public static let `default` = Limits()

  private static func clamp(_ value: Int, to maximum: Int) -> Int { min(max(value, 0), maximum) }
}
