/// One enum case a route prints: its name, and for a mounted route the key under which the
/// case holds the value the inner route prints.
@usableFromInline struct PrintedCase: Sendable, Equatable {
  @usableFromInline let name: String
  @usableFromInline let inner: String?

  @inlinable init(name: String, inner: String? = nil) {
    self.name = name
    self.inner = inner
  }
}
