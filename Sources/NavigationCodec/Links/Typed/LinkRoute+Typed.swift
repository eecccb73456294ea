extension LinkRoute where Target: Encodable {
  /// A route declared from an enum case: its constructor makes the app's value from the
  /// link's, and the case's own `Encodable` conformance gives the values back to print it.
  ///
  /// ```swift
  /// enum ReaderRoute: Encodable { case chapter(book: UUID, number: Int, startDate: Date?) }
  ///
  /// LinkRoute(ReaderRoute.chapter, summary: "a chapter") {
  ///   "books"; LinkCapture<UUID>("book"); "chapters"; LinkCapture<Int>("number")
  ///   LinkQuery<Date?>("from")
  /// }
  /// // /books/{book:uuid}/chapters/{number:int}?from={date}
  /// ```
  ///
  /// The pattern's captures and query fields, in the order written, are the case's values: a
  /// declaration whose types differ from the case's does not compile. Reading calls the
  /// constructor with the values read; printing takes the value apart through its
  /// `Encodable` conformance (as the compiler synthesises it: the case's name as the key, its
  /// values in order, an optional `nil` left out), with no JSON written.
  ///
  /// When its grammar is built, the route is checked: a sample value (each field's
  /// ``LinkFieldValue/linkSample``, varied where two fields share a type, so a constructor
  /// that swaps them is found) must encode as one case holding exactly its values, print
  /// through this route, and read back as itself.
  ///
  /// - Parameters:
  ///   - embed: The case's constructor, such as `ReaderRoute.chapter`.
  ///   - summary: What the route opens, in a few words, for the route table.
  ///   - pattern: The path's words and captures, and the query parameters.
  @inlinable public init<each Value: LinkQueryValue>(
    _ embed: @escaping @Sendable (repeat each Value) -> Target, summary: String = "",
    @LinkPatternBuilder _ pattern: () -> LinkPattern<repeat each Value>
  ) {
    let pattern = pattern()
    let places = pattern.places
    let sample = TypedPayload<repeat each Value>.sample()
    let layout = TypedPayload<repeat each Value>.layout(of: sample, made: embed, places: places)
    self.init(
      pattern: pattern.segments, query: pattern.query, places: places, summary: summary,
      read: { values throws(LinkFieldRefusal) in try TypedPayload.read(values, at: places, into: embed) },
      print: { printed throws(NotLinkable) in
        guard case .found(let name, let keys) = layout, let encoded = printed.encodedCase, encoded.name == name else {
          return nil
        }
        return try TypedPayload<repeat each Value>.values(of: encoded, keys: keys, places: places)
      })
    caseName = layout.name
    cases = layout.name.map { [PrintedCase(name: $0)] } ?? []
    problem = layout.problem
    self.sample = {
      guard let payload = TypedPayload<repeat each Value>.sample() else { return nil }
      return embed(repeat each payload)
    }
  }

  /// A route declared from an enum case without values.
  ///
  /// ```swift
  /// LinkRoute(SettingsRoute.account) { "account" }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The case, such as `SettingsRoute.account`.
  ///   - summary: What the route opens, in a few words, for the route table.
  ///   - pattern: The path's words.
  @inlinable public init(_ value: Target, summary: String = "", @LinkPatternBuilder _ pattern: () -> LinkPattern<>) {
    self.init({ value }, summary: summary, pattern)
  }
}

extension LinkRoute {
  /// A route whose two directions are written by hand, for a link whose form is not a
  /// function of one enum case's values.
  ///
  /// ```swift
  /// // One link opens two screens: a type's history, and an exercise over it.
  /// LinkRoute<[Screen]>(summary: "an exercise over its type's history") {
  ///   "history"; LinkCapture<Mode>("type"); LinkCapture<UUID>("exercise")
  /// } read: { mode, id in
  ///   [.history(mode), .detail(id)]
  /// } print: { screens in
  ///   guard screens.count == 2, case .history(let mode) = screens[0],
  ///     case .detail(let id) = screens[1] else { return nil }
  ///   return (mode, id)
  /// }
  /// ```
  ///
  /// The pattern types the values both functions see, as for a route declared from a case;
  /// the grammar checks the pair when it is built, printing and reading back a value `read`
  /// makes from sample values.
  ///
  /// - Parameters:
  ///   - summary: What the route opens, in a few words, for the route table.
  ///   - pattern: The path's words and captures, and the query parameters.
  ///   - read: The app's value for a link's values; `nil` declines the link (another route
  ///     may read it, or none: `unknown-route`).
  ///   - print: The link's values for a value this route prints; `nil` for other values.
  @inlinable public init<each Value: LinkQueryValue>(
    summary: String = "", @LinkPatternBuilder _ pattern: () -> LinkPattern<repeat each Value>,
    read: @escaping @Sendable (repeat each Value) -> Target?,
    print: @escaping @Sendable (Target) -> (repeat each Value)?
  ) {
    let pattern = pattern()
    let places = pattern.places
    self.init(
      pattern: pattern.segments, query: pattern.query, places: places, summary: summary,
      read: { values throws(LinkFieldRefusal) in try TypedPayload.read(values, at: places, into: read) },
      print: { printed throws(NotLinkable) in
        guard let target = printed.value as? Target else { return nil }
        return try TypedPayload<repeat each Value>.values(of: print(target), places: places)
      })
    sample = {
      guard let payload = TypedPayload<repeat each Value>.sample() else { return nil }
      return read(repeat each payload)
    }
  }
}

/// The values of a typed route's case, as one parameter pack.
@usableFromInline struct TypedPayload<each Value: LinkQueryValue> {
  /// Each field's sample, given (an optional one present); `nil` when a type has none.
  @inlinable static func sample() -> (repeat each Value)? {
    do throws(MissingLinkSample) {
      var kinds: [LinkFieldKind] = []
      return (repeat try TypedField<each Value>.sample(after: &kinds))
    } catch {
      return nil
    }
  }

  /// What `make` gives for the fields' values read from a link's values, in the pack's order.
  @inlinable static func read<Made>(
    _ values: RouteValues, at places: [LinkFieldPlace], into make: (repeat each Value) -> Made
  ) throws(LinkFieldRefusal) -> Made {
    var index = 0
    return make(repeat try TypedField<each Value>.read(places, &index, values))
  }

  /// The route's values, from the case `encoded`, whose values are under `keys` in the
  /// order of the pack.
  @inlinable static func values(of encoded: EncodedCase, keys: [String], places: [LinkFieldPlace]) throws(NotLinkable)
    -> RouteValues
  {
    // A value the route has no field for (a constructor that fixed it to `nil`) would be lost.
    if let extra = encoded.fields.first(where: { !keys.contains($0.key) }) {
      throw NotLinkable(reason: "the value holds \"\(extra.key)\", which no field of the route prints")
    }
    var values = RouteValues(places: places)
    var index = 0
    repeat try TypedField<each Value>.print(encoded.value(forKey: keys[index]), places, &index, into: &values)
    return values
  }

  /// The values of a payload, as the route prints them; `nil` for none.
  @inlinable
  static func values(of payload: (repeat each Value)?, places: [LinkFieldPlace]) throws(NotLinkable) -> RouteValues? {
    guard let payload else { return nil }
    var values = RouteValues(places: places)
    var index = 0
    repeat try TypedField<each Value>.print(each payload, places, &index, into: &values)
    return values
  }

  /// The case the sample payload makes and the keys of its values, checked to give back the
  /// payload's values in their order; or why they cannot be found.
  @inlinable static func layout<Target: Encodable>(
    of sample: (repeat each Value)?, made embed: (repeat each Value) -> Target, places: [LinkFieldPlace]
  ) -> CaseLayout {
    guard let sample else { return .problem("a field's type has no sample value, so the route cannot be checked") }
    guard let encoded = EncodedCase(of: embed(repeat each sample)) else { return .problem(CaseLayout.notACase) }
    guard encoded.fields.count == places.count else {
      return .problem(
        "its case encodes \(CaseLayout.counted(encoded.fields.count, "value")), and the route has"
          + " \(CaseLayout.counted(places.count, "field")): "
          + CaseLayout.mustGiveBack)
    }
    let keys = encoded.fields.map(\.key)
    guard let found = try? values(of: encoded, keys: keys, places: places),
      let given = try? values(of: sample, places: places), found == given
    else {
      return .problem(
        "its case's encoding does not give back the values it was made from, in order: "
          + CaseLayout.mustGiveBack)
    }
    return .found(name: encoded.name, keys: keys)
  }
}

/// Where a typed route finds its case's values in the case's encoding: the case's name and
/// the key of each value, learned from the route's sample value.
@usableFromInline enum CaseLayout: Sendable {
  case found(name: String, keys: [String])
  case problem(String)

  @usableFromInline static let notACase =
    "its value's Encodable conformance does not write one enum case (the case's name as the one key of a keyed"
    + " container holding its values), so printing cannot find the case"
  /// `count` of `noun`, in the plural unless it is one: "1 value", "2 values".
  @usableFromInline static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  @usableFromInline static let mustGiveBack =
    "a typed route's case must encode exactly the values it was made from (the synthesised Encodable conformance"
    + " does)"

  @inlinable var name: String? {
    if case .found(let name, _) = self { return name }
    return nil
  }

  @inlinable var problem: String? {
    if case .problem(let problem) = self { return problem }
    return nil
  }
}
