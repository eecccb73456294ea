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
  public func mounted<Inner: Sendable, Outer: Sendable & Encodable>(
    _ embed: @escaping @Sendable (Inner) -> Outer, @LinkPatternBuilder under prefix: () -> LinkPattern<>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    MountPrefix(prefix(), sample: ()) { _ throws(LinkFieldRefusal) in () }.mount(self) { _, inner in embed(inner) }
  }

  /// Routes put under a prefix with one capture, wrapped in an enum case that takes the
  /// capture's value, then the inner value: `/users/{user}/library/…  <->  .library(user, _)`.
  public func mounted<Inner: Sendable, Outer: Sendable & Encodable, Value: LinkFieldValue>(
    _ embed: @escaping @Sendable (Value, Inner) -> Outer, @LinkPatternBuilder under prefix: () -> LinkPattern<Value>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    let pattern = prefix()
    let places = pattern.places
    return MountPrefix(pattern, sample: TypedPayload<Value>.sample()) { values throws(LinkFieldRefusal) in
      var index = 0
      return try TypedField<Value>.read(places, &index, values)
    }.mount(self, embed)
  }

  /// Routes put under a prefix with two captures, wrapped in an enum case that takes the
  /// captures' values, then the inner value.
  public func mounted<Inner: Sendable, Outer: Sendable & Encodable, First: LinkFieldValue, Second: LinkFieldValue>(
    _ embed: @escaping @Sendable (First, Second, Inner) -> Outer,
    @LinkPatternBuilder under prefix: () -> LinkPattern<First, Second>
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    let pattern = prefix()
    let places = pattern.places
    return MountPrefix(pattern, sample: TypedPayload<First, Second>.sample()) { values throws(LinkFieldRefusal) in
      var index = 0
      return (try TypedField<First>.read(places, &index, values), try TypedField<Second>.read(places, &index, values))
    }.mount(self) { prefix, inner in embed(prefix.0, prefix.1, inner) }
  }
}

/// A mount's prefix: its words and captures, and how its captures read as one `Prefix` value.
struct MountPrefix<Prefix: Sendable> {
  let segments: [LinkSegment]
  let places: [LinkFieldPlace]
  let problem: String?
  let sample: Prefix?
  let read: @Sendable (RouteValues) throws(LinkFieldRefusal) -> Prefix

  init<each Value>(
    _ pattern: LinkPattern<repeat each Value>, sample: Prefix?,
    read: @escaping @Sendable (RouteValues) throws(LinkFieldRefusal) -> Prefix
  ) {
    segments = pattern.segments
    places = pattern.places
    problem = pattern.query.isEmpty ? nil : "a mount's prefix holds words and captures, not query parameters"
    self.sample = sample
    self.read = read
  }

  /// `routes` under this prefix, their values wrapped by `embed`.
  func mount<Inner: Sendable, Outer: Sendable & Encodable>(
    _ routes: [LinkRoute<Inner>], _ embed: @escaping @Sendable (Prefix, Inner) -> Outer
  ) -> [LinkRoute<Outer>] {
    let innerSample = routes.lazy.compactMap { $0.sample?() }.first
    let layout = self.layout(embed, innerSample: innerSample)
    return routes.map { mount($0, embed, layout: layout) }
  }

  private func mount<Inner: Sendable, Outer: Sendable & Encodable>(
    _ route: LinkRoute<Inner>, _ embed: @escaping @Sendable (Prefix, Inner) -> Outer, layout: CaseLayout
  ) -> LinkRoute<Outer> {
    let (read, captures) = (self.read, places.count)
    var mounted = LinkRoute<Outer>(
      pattern: segments + route.pattern, query: route.query,
      places: places + route.places.map { $0.shifted(byCaptures: captures) }, summary: route.summary,
      read: { values throws(LinkFieldRefusal) in
        let prefix = try read(values)
        let inner = RouteValues(captures: Array(values.captures.dropFirst(captures)), query: values.query)
        do throws(LinkFieldRefusal) {
          return try route.read(inner).map { embed(prefix, $0) }
        } catch {
          var refusal = error
          refusal.place = refusal.place.shifted(byCaptures: captures)
          throw refusal
        }
      },
      print: { printed throws(NotLinkable) in
        guard case .found(let name, let keys) = layout, let encoded = printed.encodedCase, encoded.name == name,
          let inner = printed.child(keys[captures]), var values = try route.print(inner)
        else { return nil }
        values.captures = try Self.prefixValues(of: encoded, keys: keys, places: places) + values.captures
        return values
      })
    mounted.aliases = route.aliases.map { segments + $0 }
    mounted.caseName = layout.name
    mounted.problem = route.problem ?? problem ?? layout.problem
    if let sample = route.sample, let prefixSample = self.sample {
      mounted.sample = { sample().map { embed(prefixSample, $0) } }
    }
    return mounted
  }

  /// The prefix's captures of an encoded case, under the first of `keys`.
  private static func prefixValues(
    of encoded: EncodedCase, keys: [String], places: [LinkFieldPlace]
  ) throws(NotLinkable) -> [LinkValue] {
    var values = RouteValues(places: places)
    for (index, place) in places.enumerated() {
      guard let value = encoded.value(forKey: keys[index]) as? any LinkFieldValue, let printed = value.linkValue else {
        throw NotLinkable(reason: "the mount's capture \"\(place.name)\" has no link form")
      }
      values.put(printed, at: place)
    }
    return values.captures
  }

  /// The case the sample values make and the keys of its values; or why they cannot be found.
  private func layout<Inner, Outer: Encodable>(
    _ embed: (Prefix, Inner) -> Outer, innerSample: Inner?
  ) -> CaseLayout {
    guard let sample else { return .problem("a capture's type has no sample value, so the mount cannot be checked") }
    guard let innerSample else { return .problem("no mounted route has a sample value, so the case cannot be found") }
    guard let encoded = EncodedCase(of: embed(sample, innerSample)) else { return .problem(CaseLayout.notACase) }
    guard encoded.fields.count == places.count + 1 else {
      return .problem(
        "its case encodes \(encoded.fields.count) values, and the mount has \(places.count) captures and the inner"
          + " value: " + CaseLayout.mustGiveBack)
    }
    guard encoded.fields[places.count].value is Inner else {
      return .problem("its case's last value is not the inner value: " + CaseLayout.mustGiveBack)
    }
    return .found(name: encoded.name, keys: encoded.fields.map(\.key))
  }
}
