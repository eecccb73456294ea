extension Array {
  /// Routes put under a prefix of another grammar's links, their values wrapped in an enum
  /// case whose constructor takes the prefix's captures, then the inner value.
  ///
  /// ```swift
  /// enum AppLink { case library(user: String, LibraryRoute) }
  ///
  /// libraryRoutes.mounted(AppLink.library) {
  ///   "users"; LinkCapture<String>("user"); "library"
  /// }
  /// // /users/{user}/library/…  <->  .library(user:_:)
  /// ```
  ///
  /// The prefix's captures, in order, then the inner value, are the case's values: a prefix
  /// whose capture types differ from the case's does not compile. A prefix holds words and
  /// up to two captures. The way back is derived from the constructor, as for a typed
  /// ``LinkRoute``, and checked when the grammar is built: the case must declare exactly
  /// these values, and each route's sample must print under the prefix and read back.
  ///
  /// `embed` must be the case's constructor itself, not a function that changes the values
  /// on their way in: reading runs it, and printing reads the case's values back as they are.
  ///
  /// In a grammar where the routes stand together and in this order, printing extracts the
  /// case's values once for all of them.
  ///
  /// - Parameters:
  ///   - embed: The case's constructor, such as `AppLink.library`.
  ///   - prefix: The words and captures in front of every route's pattern.
  /// - Returns: The mounted routes, in the same order.
  @inlinable
  public func mounted<Inner: Sendable, Outer: Sendable>(
    _ embed: @escaping @Sendable (Inner) -> Outer, @LinkPatternBuilder under prefix: () -> LinkPattern<>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    mounted(TypedPrefix(prefix()), { _, inner in embed(inner) })
  }

  /// Routes put under a prefix with one capture, wrapped in an enum case.
  ///
  /// As the form for a prefix of words, the case taking the capture's value first.
  @inlinable
  public func mounted<Inner: Sendable, Outer: Sendable, Value: LinkFieldValue>(
    _ embed: @escaping @Sendable (Value, Inner) -> Outer, @LinkPatternBuilder under prefix: () -> LinkPattern<Value>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    mounted(TypedPrefix(prefix()), embed)
  }

  /// Routes put under a prefix with two captures, wrapped in an enum case.
  ///
  /// As the form for a prefix of words, the case taking the captures' values first.
  @inlinable
  public func mounted<Inner: Sendable, Outer: Sendable, First: LinkFieldValue, Second: LinkFieldValue>(
    _ embed: @escaping @Sendable (First, Second, Inner) -> Outer,
    @LinkPatternBuilder under prefix: () -> LinkPattern<First, Second>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    mounted(TypedPrefix(prefix()), { values, inner in embed(values.0, values.1, inner) })
  }

  /// The typed mount of a prefix's values as one `Prefix` value.
  @inlinable
  func mounted<Inner: Sendable, Outer: Sendable, Prefix: Sendable>(
    _ prefix: TypedPrefix<Prefix>, _ embed: @escaping @Sendable (Prefix, Inner) -> Outer
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    let innerSample = lazy.compactMap { $0.sample?() }.first
    let (enumCase, problem) = prefix.enumCase(embed, innerSample: innerSample)
    let (readPrefix, writePrefix) = (prefix.read, prefix.write)
    var routes = mounted(
      under: prefix.segments,
      refusingRead: { (inner: consuming Inner, values: borrowing LinkValues) throws(LinkFieldRefusal) -> Outer? in
        embed(try readPrefix(values), inner)
      },
      write: { (outer: Outer, values: inout LinkValues) -> Inner? in
        guard let (prefixValues, inner) = enumCase?.extract(outer), writePrefix(prefixValues, &values) else {
          return nil
        }
        return inner
      })
    for index in routes.indices {
      routes[index].problem = routes[index].problem ?? problem
      routes[index].printedCase = enumCase?.tag
      guard let sample = self[index].sample, let prefixSample = prefix.sample else { continue }
      routes[index].sample = { () -> Outer? in sample().map { embed(prefixSample, $0) } }
    }
    return routes
  }
}

/// A typed mount's prefix: its segments, and how its captures read and print as one value.
@usableFromInline
struct TypedPrefix<Prefix: Sendable>: Sendable {
  @usableFromInline let segments: [LinkSegment]
  /// Why the prefix cannot be mounted, found when it is declared.
  @usableFromInline let problem: String?
  @usableFromInline let read: @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Prefix
  /// Puts the values in their slots; `false` when one has no link form.
  @usableFromInline let write: @Sendable (Prefix, inout LinkValues) -> Bool
  @usableFromInline let names: [String]
  @usableFromInline let types: [Any.Type]
  /// The captures' samples, or `nil` when a type has none.
  @usableFromInline let sample: Prefix?

  @usableFromInline
  init<each Value>(
    _ pattern: LinkPattern<repeat each Value>, types: [Any.Type], sample: Prefix?,
    read: @escaping @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Prefix,
    write: @escaping @Sendable (Prefix, inout LinkValues) -> Bool
  ) {
    segments = pattern.segments
    problem = pattern.query.isEmpty ? nil : "a mount's prefix holds words and captures, not query parameters"
    names = pattern.places.map(\.name)
    self.types = types
    self.sample = sample
    self.read = read
    self.write = write
  }

  /// The case `embed` makes, or why it is not one the routes can print.
  ///
  /// The case declares the prefix's values and then the inner value, flat; they are read as
  /// `(Prefix, Inner)`, whose layout is the same (a tuple as the first element is laid out
  /// as its elements would be), which the sample round trip checks.
  @usableFromInline
  func enumCase<Inner, Outer>(
    _ embed: @escaping @Sendable (Prefix, Inner) -> Outer, innerSample: Inner?
  ) -> (EnumCase<Outer, (Prefix, Inner)>?, String?) {
    if let problem { return (nil, problem) }
    guard let sample else { return (nil, "a capture's type has no sample value, so the mount cannot be checked") }
    guard let innerSample else {
      return (
        nil,
        "no mounted route is typed (has a sample value), so the case cannot be found: mount routes written by hand "
          + "with mounted(under:read:write:)"
      )
    }
    do throws(EnumCaseError) {
      let found = try EnumCase<Outer, (Prefix, Inner)>(
        constructor: { payload in embed(payload.0, payload.1) }, sample: (sample, innerSample),
        fieldTypes: types + [Inner.self])
      return (found, nil)
    } catch {
      return (nil, error.reason(fieldNames: names + ["the inner value"]))
    }
  }
}

extension TypedPrefix where Prefix == Void {
  /// A prefix of words.
  @inlinable
  init(_ pattern: LinkPattern<>) {
    self.init(pattern, types: [], sample: (), read: { _ throws(LinkFieldRefusal) in () }, write: { _, _ in true })
  }
}

extension TypedPrefix where Prefix: LinkFieldValue {
  /// A prefix with one capture.
  @inlinable
  init(_ pattern: LinkPattern<Prefix>) {
    let places = pattern.places
    var kinds: [LinkFieldKind] = []
    self.init(
      pattern, types: [Prefix.self], sample: try? TypedField<Prefix>.sample(after: &kinds),
      read: { [positions = places.map(\.position)] values throws(LinkFieldRefusal) in
        var index = 0
        return try TypedField<Prefix>.read(positions, &index, values)
      },
      write: { value, values in
        var (index, printable) = (0, true)
        TypedField<Prefix>.write(value, places, &index, &values, &printable)
        return printable
      })
  }
}

extension TypedPrefix {

  /// A prefix with two captures.
  @inlinable
  init<First: LinkFieldValue, Second: LinkFieldValue>(_ pattern: LinkPattern<First, Second>)
  where Prefix == (First, Second) {
    let places = pattern.places
    var kinds: [LinkFieldKind] = []
    let (first, second) = (try? TypedField<First>.sample(after: &kinds), try? TypedField<Second>.sample(after: &kinds))
    let sample = first.flatMap { first in second.map { (first, $0) } }
    self.init(
      pattern, types: [First.self, Second.self], sample: sample,
      read: { [positions = places.map(\.position)] values throws(LinkFieldRefusal) in
        var index = 0
        return (
          try TypedField<First>.read(positions, &index, values), try TypedField<Second>.read(positions, &index, values)
        )
      },
      write: { value, values in
        var (index, printable) = (0, true)
        TypedField<First>.write(value.0, places, &index, &values, &printable)
        TypedField<Second>.write(value.1, places, &index, &values, &printable)
        return printable
      })
  }
}
