/// A coding key spelled by its text, for `Codable` conformances written by hand.
///
/// ```swift
/// func encode(to encoder: any Encoder) throws {
///   var container = encoder.container(keyedBy: SnapshotKey.self)
///   var fields = container.nestedContainer(keyedBy: SnapshotKey.self, forKey: "history")
///   try fields.encode(mode, forKey: "type")
/// }
/// ```
///
/// It is the key of ``SnapshotEncodingContainer`` and ``SnapshotDecodingContainer``, which cost
/// least of all through the canonical coders. With the standard library's containers, any
/// `CodingKey` works with the canonical coders; this one costs least there. They are
/// compiled ahead for it (with Swift 6.3 and later, through `@specialized`), so asking for a
/// container keyed by it skips the runtime's look-up of the coder's container type for that
/// key, which every other key type pays on every container. It holds only its text, so it
/// also fits in an `any CodingKey` without an allocation in any coder's coding paths.
public struct SnapshotKey: CodingKey, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The key's text.
  public let stringValue: String
  /// Always `nil`: the key names an object's member, never an array position.
  public var intValue: Int? { nil }

  /// A key with the given text.
  public init(_ stringValue: String) { self.stringValue = stringValue }

  /// A key written as a string literal: `forKey: "history"`.
  public init(stringLiteral stringValue: String) { self.stringValue = stringValue }

  /// A key with the given text; never fails.
  public init?(stringValue: String) { self.stringValue = stringValue }

  /// `nil`: the key names an object's member, never an array position.
  public init?(intValue: Int) { nil }
}
