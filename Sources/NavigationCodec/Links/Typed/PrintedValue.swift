/// A value being printed, shared by every route the grammar tries: the value itself, and the
/// enum case its `Encodable` conformance gives, found once, on first use.
///
/// A mounted route asks for the inner value under one of the case's keys; it too is taken
/// apart once, however many of the mounted routes ask.
@usableFromInline final class PrintedValue {
  /// The value, for routes that print it by hand.
  @usableFromInline let value: Any
  /// The value as `Encodable`, once looked up: a value found inside a case already is.
  private var encodable: (any Encodable)??
  private var encoded: EncodedCase??
  /// The values inside the case already taken apart, by key: a case holds few.
  private var children: [(key: String, value: PrintedValue)] = []

  @usableFromInline init(_ value: Any) {
    self.value = value
  }

  private init(encodable: any Encodable) {
    value = encodable
    self.encodable = .some(encodable)
  }

  /// The enum case the value encodes; `nil` when it is not `Encodable`, or encodes no case.
  @usableFromInline var encodedCase: EncodedCase? {
    if let encoded { return encoded }
    let found = asEncodable.flatMap(EncodedCase.init(of:))
    encoded = .some(found)
    return found
  }

  private var asEncodable: (any Encodable)? {
    if let encodable { return encodable }
    let found = value as? any Encodable
    encodable = .some(found)
    return found
  }

  /// The value the case holds under `key`, to print; `nil` when it holds none.
  @usableFromInline func child(_ key: String) -> PrintedValue? {
    if let known = children.first(where: { $0.key == key }) { return known.value }
    guard let value = encodedCase?.value(forKey: key) else { return nil }
    let child = PrintedValue(encodable: value)
    children.append((key, child))
    return child
  }

  /// Whether the value is each of `cases` in turn: its own case the first, the value that
  /// case holds under the first's key the second, and so on.
  func isCase(_ cases: [PrintedCase]) -> Bool {
    var value = self
    for step in cases {
      guard value.encodedCase?.name == step.name else { return false }
      guard let key = step.inner else { continue }
      guard let inner = value.child(key) else { return false }
      value = inner
    }
    return true
  }
}
