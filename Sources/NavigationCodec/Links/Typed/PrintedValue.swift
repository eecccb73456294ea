/// A value being printed, shared by every route the grammar tries: the value itself, and the
/// enum case its `Encodable` conformance gives, found once, on first use.
///
/// A mounted route asks for the inner value under one of the case's keys; it too is taken
/// apart once, however many of the mounted routes ask.
@usableFromInline final class PrintedValue {
  /// The value, for routes that print it by hand.
  @usableFromInline let value: Any
  private var encoded: EncodedCase??
  private var children: [String: PrintedValue] = [:]

  @usableFromInline init(_ value: Any) {
    self.value = value
  }

  /// The enum case the value encodes; `nil` when it is not `Encodable`, or encodes no case.
  @usableFromInline var encodedCase: EncodedCase? {
    if let encoded { return encoded }
    let found = (value as? any Encodable).flatMap(EncodedCase.init(of:))
    encoded = .some(found)
    return found
  }

  /// The value the case holds under `key`, to print; `nil` when it holds none.
  @usableFromInline func child(_ key: String) -> PrintedValue? {
    if let child = children[key] { return child }
    guard let value = encodedCase?.value(forKey: key) else { return nil }
    let child = PrintedValue(value)
    children[key] = child
    return child
  }
}
