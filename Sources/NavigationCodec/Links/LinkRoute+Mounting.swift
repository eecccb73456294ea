extension LinkRoute {
  /// The route put under a prefix of another grammar, the prefix's values read and written in
  /// place.
  ///
  /// ```swift
  /// // /users/{user}/dashboard/details/{id}
  /// dashboardRoute.mounted(
  ///   under: [.literal("users"), .capture("user", .text)],
  ///   read: { route, prefix in prefix[capture: "user"]?.text.map { AppLink.dashboard(user: $0, route) } },
  ///   write: { link, prefix in
  ///     guard case .dashboard(let user, let route) = link else { return nil }
  ///     prefix[capture: "user"] = .text(user)
  ///     return route
  ///   })
  /// ```
  ///
  /// For a value that is not one enum case (a struct, a path of several screens); for a case,
  /// `Array.mounted(_:under:)` derives both directions.
  /// `read` and `write` see the link's values with the prefix's captures first (by name, or
  /// by position from 0), and the route's own functions see their own captures as before it
  /// was mounted. `write` may set only the prefix's captures: a value it sets under
  /// another name makes the route print nothing. The route's aliases are mounted under the
  /// same prefix.
  ///
  /// - Parameters:
  ///   - prefix: The segments in front of the route's pattern.
  ///   - read: The outer value for an inner one and the prefix's values; `nil` when they do
  ///     not make one. The inner value is given, not lent: its parts can be moved into the
  ///     outer value (a `consuming` method on it) rather than copied.
  ///   - write: For an outer value this route prints, writes the prefix's values and returns
  ///     the inner value; `nil` for other values.
  /// - Returns: The mounted route, reading and printing the outer values.
  @inlinable  // specialised in the app's module: generic closures would look up metadata per link
  public func mounted<Outer: Sendable>(
    under prefix: [LinkSegment],
    read: @escaping @Sendable (consuming Target, borrowing LinkValues) -> Outer?,
    write: @escaping @Sendable (Outer, inout LinkValues) -> Target?
  ) -> LinkRoute<Outer> {
    mounted(under: prefix, refusingRead: read, write: write)
  }

  /// The route put under a prefix whose `read` may refuse one of the prefix's values by its
  /// slot.
  @inlinable
  func mounted<Outer: Sendable>(
    under prefix: [LinkSegment],
    refusingRead read: @escaping @Sendable (consuming Target, borrowing LinkValues) throws(LinkFieldRefusal) -> Outer?,
    write: @escaping @Sendable (Outer, inout LinkValues) -> Target?
  ) -> LinkRoute<Outer> {
    let prefixCount = prefix.compactMap(\.captured).count
    let writeInner = self.write
    var mounted = LinkRoute<Outer>(
      prefix + pattern, aliases: aliases.map { prefix + $0 }, query: query, summary: summary,
      refusingRead: reader(prefixCount: prefixCount, read),
      write: { outer, values in
        guard let target = Self.extract(outer, &values, prefixCount: prefixCount, with: write) else { return false }
        values.captureBase += prefixCount
        defer { values.captureBase -= prefixCount }
        return writeInner(target, &values)
      })
    mounted.problem = problem
    // A prefix with captures has values only the app's `read` makes: the sample is checked
    // where the route is declared, and for a prefix of words, here too.
    if let sample, prefixCount == 0 {
      mounted.sample = {
        sample().flatMap { inner in LinkValues.withNoSlots { values in try? read(inner, values) } }
      }
    }
    return mounted
  }

  /// How the route mounted with `prefixCount` captures in front reads the outer value: the
  /// inner value read as the route reads it, then given to the mount's `read`.
  ///
  /// The prefix's captures take the first slots; the route sees its own after them, by name
  /// or by position, as if it were not mounted. A typed route's value is read inline, with no
  /// call through its reading function and no optional in between. Optionals are unwrapped
  /// with `guard` rather than `map`: the closures may run as generic code (a module's
  /// routes), where each generic call looks up metadata.
  @inlinable
  func reader<Outer>(
    prefixCount: Int,
    _ read: @escaping @Sendable (consuming Target, borrowing LinkValues) throws(LinkFieldRefusal) -> Outer?
  ) -> @Sendable (borrowing LinkValues) throws(LinkFieldRefusal) -> Outer? {
    // With a prefix of words, the slots are the route's own, as they are, with no view to make.
    switch (typedReading, prefixCount) {
    case (let typed?, 0):
      return { values throws(LinkFieldRefusal) in try read(typed.read(values), values) }
    case (let typed?, _):
      return { values throws(LinkFieldRefusal) in try read(typed.read(values.shifted(by: prefixCount)), values) }
    case (nil, 0):
      let readInner = self.read
      return { values throws(LinkFieldRefusal) in
        guard let target = try readInner(values) else { return nil }
        // Given away, not lent: the binding would otherwise be copied for `read` to own.
        return try read(consume target, values)
      }
    case (nil, _):
      let readInner = self.read
      return { values throws(LinkFieldRefusal) in
        guard let target = try readInner(values.shifted(by: prefixCount)) else { return nil }
        return try read(consume target, values)
      }
    }
  }

  /// Calls a mount's `write`, which may set only the prefix's captures: a value under any
  /// other name is stray, so the route prints nothing, whether it prints alone or in its group.
  @inlinable
  static func extract<Outer>(
    _ outer: Outer, _ values: inout LinkValues, prefixCount: Int,
    with write: @Sendable (Outer, inout LinkValues) -> Target?
  ) -> Target? {
    values.limit(toCaptures: prefixCount)
    let target = write(outer, &values)
    values.removeLimit()
    return target
  }

  /// Prints with routes mounted under one prefix: extracts the inner value once, then asks
  /// each route, keeping the prefix's values in their slots from one route to the next.
  @inlinable
  static func groupPrinter<Outer: Sendable>(
    of routes: [LinkRoute<Target>], under prefix: [LinkSegment],
    _ extract: @escaping @Sendable (Outer, inout LinkValues) -> Target?
  ) -> MountedGroup<Outer>.Printer {
    let prefixCount = prefix.compactMap(\.captured).count
    let writes = routes.map(\.write)
    // The group owns the inner value it extracts, so a typed route reads it in place.
    let prints = routes.map { $0.printInPlace.map(BorrowedFunction.init) }
    let dispatch = CaseDispatch<Target>(routes.map(\.printedCase))
    return { outer, first, values, matcher in
      values.prepare(route: first)
      // Switched on rather than bound by `guard`, which destroys the `nil` it finds through
      // the optional's metadata, at a cost.
      var inner: Target
      switch Self.extract(outer, &values, prefixCount: prefixCount, with: extract) {
      case .none: return nil
      case .some(let extracted): inner = extracted
      }
      // A stray prefix value makes every route of the group print nothing.
      guard !values.hasStrayValue else { return nil }
      // The inner value's case, read once: a route declared for another case is not asked.
      let tag = dispatch.tag(in: &inner)
      for index in dispatch.members(for: tag) {
        let member = dispatch.members[index]
        if member > 0 { values.prepare(route: first + member, keepingCaptures: prefixCount) }
        values.captureBase = prefixCount
        // Straight into the link when the route can; through the slots otherwise, or when
        // a value does not print so (they say why). A route declared for a case is asked
        // only for a value of that case, so it need not read the tag again.
        let isCase = tag != nil && dispatch.cases[member] != nil
        // Borrowed, not retained: the group holds its printers for as long as it prints.
        var link = prints[member].map(Unmanaged.passUnretained)?._withUnsafeGuaranteedRef {
          $0.function(&inner, &values, matcher, isCase)
        }
        if link == nil, writes[member](inner, &values) { link = matcher.render(values) }
        values.captureBase = 0
        if let link { return link }
      }
      return nil
    }
  }

  /// The route put under a prefix of literal words, its values converted by two functions
  /// (a module's path, for instance).
  @inlinable  // specialised in the module that mounts: see `mounted(under:read:write:)`
  func mounted<Outer: Sendable>(
    under prefix: [LinkSegment],
    embed: @escaping @Sendable (Target) -> Outer?,
    extract: @escaping @Sendable (Outer) -> Target?
  ) -> LinkRoute<Outer> {
    mounted(under: prefix, read: { target, _ in embed(target) }, write: { outer, _ in extract(outer) })
  }

  /// The route put under a prefix of literal words in a grammar of the same values.
  @inlinable
  public func mounted(under prefix: [LinkSegment]) -> LinkRoute<Target> {
    mounted(under: prefix, read: { target, _ in target }, write: { target, _ in target })
  }
}

extension Array {
  /// Routes put under one prefix of another grammar together, the prefix's values read and
  /// written in place.
  ///
  /// ```swift
  /// let routes = screenRoutes.mounted(
  ///   under: [.literal("history"), .capture("type", .keyword(types))],
  ///   read: { screen, prefix in prefix[capture: "type"]?.keyword.map { AppLink.history(types[$0], screen) } },
  ///   write: { link, prefix in
  ///     guard case .history(let type, let screen) = link else { return nil }
  ///     prefix[capture: "type"] = .keyword(types.firstIndex(of: type) ?? 0)
  ///     return screen
  ///   })
  /// ```
  ///
  /// Each route is mounted as by ``LinkRoute/mounted(under:read:write:)``, and reads and prints
  /// alone just as it. In a grammar where the routes stand together and in this order,
  /// printing also calls `write` once for all of them rather than once for each, so `write`
  /// must give the same answer for the same value.
  ///
  /// - Parameters:
  ///   - prefix: The segments in front of every route's pattern.
  ///   - read: The outer value for an inner one and the prefix's values; `nil` when they do
  ///     not make one. The inner value is given, not lent: its parts can be moved into the
  ///     outer value (a `consuming` method on it) rather than copied.
  ///   - write: For an outer value these routes print, writes the prefix's values and returns
  ///     the inner value; `nil` for other values.
  /// - Returns: The mounted routes, in the same order.
  @inlinable
  public func mounted<Inner: Sendable, Outer: Sendable>(
    under prefix: [LinkSegment],
    read: @escaping @Sendable (consuming Inner, borrowing LinkValues) -> Outer?,
    write: @escaping @Sendable (Outer, inout LinkValues) -> Inner?
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    mounted(under: prefix, refusingRead: read, write: write)
  }

  /// Routes put under one prefix together, whose `read` may refuse one of the prefix's values
  /// by its slot.
  @inlinable
  func mounted<Inner: Sendable, Outer: Sendable>(
    under prefix: [LinkSegment],
    refusingRead read: @escaping @Sendable (consuming Inner, borrowing LinkValues) throws(LinkFieldRefusal) -> Outer?,
    write: @escaping @Sendable (Outer, inout LinkValues) -> Inner?
  ) -> [LinkRoute<Outer>] where Element == LinkRoute<Inner> {
    let group = MountedGroup<Outer>(
      count: count, prefix: prefix, print: LinkRoute<Inner>.groupPrinter(of: self, under: prefix, write))
    return enumerated().map { member, route in
      var mounted = route.mounted(under: prefix, refusingRead: read, write: write)
      mounted.group = (group, member)
      return mounted
    }
  }
}

extension LinkRoute where Target: ModuleElement {
  /// The route as one that opens a path of its one value, for a module's links.
  @inlinable  // specialised in the module that declares the route
  public func asPath() -> LinkRoute<[PathElement]> {
    mounted(
      under: [], embed: { [PathElement($0)] },
      extract: { path in path.count == 1 ? path[0].value(as: Target.self) : nil })
  }
}

extension LinkRoute {
  /// The route as one that opens a path of its values, for a module's links whose link opens
  /// several of the module's screens at once.
  @inlinable  // specialised in the module that declares the route
  public func asPath<Element: ModuleElement>() -> LinkRoute<[PathElement]> where Target == [Element] {
    mounted(
      under: [], embed: { $0.map(PathElement.init) },
      extract: { path in
        let values = path.compactMap { $0.value(as: Element.self) }
        return values.count == path.count ? values : nil
      })
  }
}
