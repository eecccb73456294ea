/// The coding key of the snapshot containers' members, spelled by its text: what they ask
/// another coder's keyed container for, and what they put in coding paths.
///
/// It holds only its text, so it fits in an `any CodingKey` without an allocation.
struct SnapshotKey: CodingKey, Sendable {
  /// The key's text.
  let stringValue: String
  /// Always `nil`: the key names an object's member, never an array position.
  var intValue: Int? { nil }

  /// The member's name, quoted: another coder's errors show the key by its description, and
  /// an adopter never sees this type's name.
  var description: String { "\"\(stringValue)\"" }

  /// A key with the given text.
  init(_ stringValue: String) { self.stringValue = stringValue }

  /// A key with the given text; never fails.
  init?(stringValue: String) { self.stringValue = stringValue }

  /// `nil`: the key names an object's member, never an array position.
  init?(intValue: Int) { nil }
}
