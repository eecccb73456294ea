extension Array {
  /// Routes put under a prefix of another grammar's links, their values wrapped in an enum
  /// case whose constructor takes the inner value.
  ///
  /// ```swift
  /// enum AppLink: Encodable { case library(LibraryRoute) }
  ///
  /// libraryRoutes.mounted(AppLink.library) { "library" }
  /// // /library/…  <->  .library(_:)
  /// ```
  ///
  /// The way back is derived from the case as for a typed ``LinkRoute``, and checked when the
  /// grammar is built: the case must encode exactly the prefix's values and the inner value,
  /// and each route's sample must print under the prefix and read back. A prefix holds
  /// words and up to two captures, whose values the case takes first.
  ///
  /// - Parameters:
  ///   - embed: The case's constructor, such as `AppLink.library`.
  ///   - prefix: The words in front of every route's pattern.
  /// - Returns: The mounted routes, in the same order.
  @inlinable public func mounted<Inner: Sendable, Outer: Sendable & Encodable>(
    _ embed: @escaping @Sendable (Inner) -> Outer, @LinkPatternBuilder under prefix: () -> LinkPattern<>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    MountPrefix(prefix(), sample: (), sampleCaptures: []) { _ throws(LinkFieldRefusal) in
      ()
    } print: { _ in
      []
    }
    .mount(self) { _, inner in embed(inner) }
  }

  /// Routes put under a prefix with one capture, wrapped in an enum case that takes the
  /// capture's value, then the inner value: `/users/{user}/library/…  <->  .library(user, _)`.
  @inlinable public func mounted<Inner: Sendable, Outer: Sendable & Encodable, Value: LinkFieldValue>(
    _ embed: @escaping @Sendable (Value, Inner) -> Outer, @LinkPatternBuilder under prefix: () -> LinkPattern<Value>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    let pattern = prefix()
    let places = pattern.places
    let sample = TypedPayload<Value>.sample()
    return MountPrefix(
      pattern, sample: sample, sampleCaptures: try? TypedPayload<Value>.values(of: sample, places: places)?.captures
    ) { values throws(LinkFieldRefusal) in
      var index = 0
      return try TypedField<Value>.read(places, &index, values)
    } print: { encoded throws(NotLinkable) in
      try TypedPayload<Value>.values(of: encoded, keys: encoded.fields.map(\.key), places: places).captures
    }.mount(self, embed)
  }

  /// Routes put under a prefix with two captures, wrapped in an enum case that takes the
  /// captures' values, then the inner value.
  @inlinable
  public func mounted<Inner: Sendable, Outer: Sendable & Encodable, First: LinkFieldValue, Second: LinkFieldValue>(
    _ embed: @escaping @Sendable (First, Second, Inner) -> Outer,
    @LinkPatternBuilder under prefix: () -> LinkPattern<First, Second>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    let pattern = prefix()
    let places = pattern.places
    let sample = TypedPayload<First, Second>.sample()
    return MountPrefix(
      pattern, sample: sample,
      sampleCaptures: try? TypedPayload<First, Second>.values(of: sample, places: places)?.captures
    ) { values throws(LinkFieldRefusal) in
      var index = 0
      return (try TypedField<First>.read(places, &index, values), try TypedField<Second>.read(places, &index, values))
    } print: { encoded throws(NotLinkable) in
      try TypedPayload<First, Second>.values(of: encoded, keys: encoded.fields.map(\.key), places: places).captures
    }.mount(self) { prefix, inner in embed(prefix.0, prefix.1, inner) }
  }
}

/// A mount's prefix: its words and captures, how its captures read as one `Prefix` value, and
/// how they print from the outer case's encoding.
@usableFromInline struct MountPrefix<Prefix: Sendable> {
  @usableFromInline let segments: [LinkSegment]
  @usableFromInline let places: [LinkFieldPlace]
  @usableFromInline let problem: String?
  @usableFromInline let sample: Prefix?
  /// The sample's captures, as the prefix prints them.
  @usableFromInline let sampleCaptures: [LinkValue]?
  @usableFromInline let read: @Sendable (RouteValues) throws(LinkFieldRefusal) -> Prefix
  /// The captures of an encoded case whose first values are the prefix's (the case's other
  /// value, the inner one, is left for its route).
  @usableFromInline let print: @Sendable (EncodedCase) throws(NotLinkable) -> [LinkValue]

  @inlinable init<each Value>(
    _ pattern: LinkPattern<repeat each Value>, sample: Prefix?, sampleCaptures: [LinkValue]?,
    read: @escaping @Sendable (RouteValues) throws(LinkFieldRefusal) -> Prefix,
    print: @escaping @Sendable (EncodedCase) throws(NotLinkable) -> [LinkValue]
  ) {
    segments = pattern.segments
    places = pattern.places
    problem = pattern.query.isEmpty ? nil : "a mount's prefix holds words and captures, not query parameters"
    self.sample = sample
    self.sampleCaptures = sampleCaptures
    self.read = read
    self.print = print
  }

  /// `routes` under this prefix, their values wrapped by `embed`.
  @inlinable func mount<Inner: Sendable, Outer: Sendable & Encodable>(
    _ routes: [LinkRoute<Inner>], _ embed: @escaping @Sendable (Prefix, Inner) -> Outer
  ) -> [LinkRoute<Outer>] {
    let innerSample = routes.lazy.compactMap { $0.sample?() }.first
    let layout = self.layout(embed, innerSample: innerSample)
    return routes.map { mount($0, embed, layout: layout) }
  }

  @inlinable func mount<Inner: Sendable, Outer: Sendable & Encodable>(
    _ route: LinkRoute<Inner>, _ embed: @escaping @Sendable (Prefix, Inner) -> Outer, layout: CaseLayout
  ) -> LinkRoute<Outer> {
    let (read, print, captures) = (self.read, self.print, places.count)
    var mounted = LinkRoute<Outer>(
      pattern: segments + route.pattern, query: route.query,
      places: places + route.places.map { $0.shifted(byCaptures: captures) }, summary: route.summary,
      read: { values throws(LinkFieldRefusal) in
        // The inner route's values first, as a link is read from its route's own fields out.
        let innerValues =
          captures == 0
          ? values : RouteValues(captures: Array(values.captures.dropFirst(captures)), query: values.query)
        let inner: Inner?
        do throws(LinkFieldRefusal) {
          inner = try route.read(innerValues)
        } catch {
          var refusal = error
          refusal.place = refusal.place.shifted(byCaptures: captures)
          throw refusal
        }
        guard let inner else { return nil }
        return embed(try read(values), inner)
      },
      print: { printed throws(NotLinkable) in
        guard case .found(let name, let keys) = layout, let encoded = printed.encodedCase, encoded.name == name,
          let inner = printed.child(keys[captures]), var values = try route.print(inner)
        else { return nil }
        if captures > 0 {
          values.captures =
            try print(EncodedCase(name: name, fields: Array(encoded.fields.prefix(captures)))) + values.captures
        }
        return values
      })
    mounted.aliases = route.aliases.map { segments + $0 }
    mounted.caseName = layout.name
    if case .found(let name, let keys) = layout {
      mounted.cases = [PrintedCase(name: name, inner: keys[captures])] + route.cases
    }
    mounted.problem = route.problem ?? problem ?? layout.problem
    if let sample = route.sample, let prefixSample = self.sample {
      mounted.sample = { sample().map { embed(prefixSample, $0) } }
    }
    return mounted
  }

  /// The case the sample values make and the keys of its values; or why they cannot be found.
  @inlinable func layout<Inner, Outer: Encodable>(
    _ embed: (Prefix, Inner) -> Outer, innerSample: Inner?
  ) -> CaseLayout {
    guard let sample else { return .problem("a capture's type has no sample value, so the mount cannot be checked") }
    guard let innerSample else { return .problem("no mounted route has a sample value, so the case cannot be found") }
    guard let encoded = EncodedCase(of: embed(sample, innerSample)) else { return .problem(CaseLayout.notACase) }
    guard encoded.fields.count == places.count + 1 else {
      return .problem(
        "its case encodes \(CaseLayout.counted(encoded.fields.count, "value")), and the mount has"
          + " \(CaseLayout.counted(places.count, "capture")) and the inner"
          + " value: " + CaseLayout.mustGiveBack)
    }
    guard encoded.fields[places.count].value is Inner else {
      return .problem("its case's last value is not the inner value: " + CaseLayout.mustGiveBack)
    }
    let prefix = EncodedCase(name: encoded.name, fields: Array(encoded.fields.prefix(places.count)))
    do throws(NotLinkable) {
      guard try print(prefix) == sampleCaptures else {
        return .problem(
          "its case's encoding does not give back the prefix's values it was made from, in order: "
            + CaseLayout.mustGiveBack)
      }
    } catch {
      return .problem("its case's encoding does not give back the prefix's values: \(error.reason)")
    }
    return .found(name: encoded.name, keys: encoded.fields.map(\.key))
  }
}
