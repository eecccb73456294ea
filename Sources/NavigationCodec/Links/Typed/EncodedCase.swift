/// An enum value taken apart by its own `Encodable` conformance: the name of its case and the
/// case's values by their coding keys, as the compiler's synthesised conformance writes them
/// (`{"edit": {"_0": id, "title": title}}`).
///
/// This is how a typed route finds the case and the values of a value it prints, through
/// public features alone. A route learns its case's name and keys from its sample value when
/// the grammar is built, and the grammar checks there that the encoding gives back the values
/// the case was made from; a conformance written by hand that writes another shape is refused
/// then, naming the route.
@usableFromInline struct EncodedCase {
  /// The case's coding key: its name, for a synthesised conformance.
  @usableFromInline var name: String
  /// The case's values with their keys (`_0`, `_1`, … for unlabelled ones), in the order the
  /// conformance encodes them; an optional that is `nil` is left out.
  @usableFromInline var fields: [(key: String, value: any Encodable)]
  /// Whether the value encodes as a single string, as an enum with raw values does: the
  /// name is then its raw value.
  @usableFromInline var isRawValue = false

  /// The case of `value`; `nil` when its encoding is not one case: a keyed container with one
  /// key whose value is a keyed container of the case's values, or a single string (an enum
  /// with raw values and no associated values).
  @usableFromInline init?(of value: any Encodable) {
    let encoder = CaseCapturingEncoder()
    do {
      try value.encode(to: encoder)
    } catch {
      return nil
    }
    guard let name = encoder.name, !encoder.isMalformed else { return nil }
    self.name = name
    fields = encoder.fields
    isRawValue = encoder.isRawValue
  }

  @usableFromInline init(name: String, fields: [(key: String, value: any Encodable)]) {
    self.name = name
    self.fields = fields
  }

  /// The value encoded under `key`; `nil` when the encoding left it out.
  @usableFromInline func value(forKey key: String) -> (any Encodable)? {
    fields.first { $0.key == key }?.value
  }
}
