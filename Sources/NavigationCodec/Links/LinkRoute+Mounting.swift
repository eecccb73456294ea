extension LinkRoute {
  /// The route put under a prefix of another grammar, its values embedded in that grammar's.
  ///
  /// ```swift
  /// // /users/{user}/dashboard/details/{id}
  /// dashboardRoute.mounted(
  ///   under: [.literal("users"), .capture("user", .text)],
  ///   embed: { route, prefix in prefix.capture(named: "user")?.text.map { AppLink.dashboard(user: $0, route) } },
  ///   extract: { link in
  ///     guard case .dashboard(let user, let route) = link else { return nil }
  ///     return (route, LinkMatch(named: ["user": .text(user)]))
  ///   })
  /// ```
  ///
  /// The route's own functions see their own captures by name or by position as before it was
  /// mounted: a prefix shifts nothing. `embed` sees the prefix's captures, by name or by
  /// position. The route's aliases are mounted under the same prefix.
  ///
  /// - Parameters:
  ///   - prefix: The segments in front of the route's pattern.
  ///   - embed: The outer value for an inner one and the prefix's captures; `nil` when they
  ///     do not make one.
  ///   - extract: The inner value and the prefix's captures of an outer value this route
  ///     prints; `nil` for other values.
  /// - Returns: The mounted route, reading and printing the outer values.
  public func mounted<Outer: Sendable>(
    under prefix: [LinkSegment],
    embed: @escaping @Sendable (Target, LinkMatch) -> Outer?,
    extract: @escaping @Sendable (Outer) -> (Target, LinkMatch)?
  ) -> LinkRoute<Outer> {
    let prefixCount = prefix.compactMap(\.captured).count
    let read = read
    let write = write
    guard prefixCount > 0 else {
      // A prefix of words: the slots are the route's own, as they are.
      return LinkRoute<Outer>(
        prefix + pattern, aliases: aliases.map { prefix + $0 }, query: query, summary: summary,
        read: { values in read(values).flatMap { embed($0, LinkMatch()) } },
        write: { outer, values in extract(outer).map { write($0.0, &values) } ?? false })
    }
    // The prefix's captures take the first slots; the route sees its own after them, by name
    // or by position, as if it were not mounted.
    return LinkRoute<Outer>(
      prefix + pattern, aliases: aliases.map { prefix + $0 }, query: query, summary: summary,
      read: { values in
        read(values.shifted(by: prefixCount)).flatMap {
          embed($0, values.match(captureCount: prefixCount, parameters: false))
        }
      },
      write: { outer, values in
        guard let (target, prefixMatch) = extract(outer) else { return false }
        values.fill(from: prefixMatch, captureCount: prefixCount, parameters: false)
        values.captureBase += prefixCount
        defer { values.captureBase -= prefixCount }
        return write(target, &values)
      })
  }

  /// The route put under a prefix of literal words, its values embedded in another grammar's.
  ///
  /// ```swift
  /// settingsRoute.mounted(under: [.literal("settings")], embed: AppLink.settings, extract: \.settings)
  /// ```
  public func mounted<Outer: Sendable>(
    under prefix: [LinkSegment],
    embed: @escaping @Sendable (Target) -> Outer?,
    extract: @escaping @Sendable (Outer) -> Target?
  ) -> LinkRoute<Outer> {
    mounted(
      under: prefix, embed: { target, _ in embed(target) },
      extract: { outer in extract(outer).map { ($0, LinkMatch()) } })
  }

  /// The route put under a prefix of literal words in a grammar of the same values.
  public func mounted(under prefix: [LinkSegment]) -> LinkRoute<Target> {
    mounted(under: prefix, embed: { $0 }, extract: { $0 })
  }
}

extension LinkRoute where Target: ModuleElement {
  /// The route as one that opens a path of its one value, for a module's links.
  public func asPath() -> LinkRoute<[PathElement]> {
    mounted(
      under: [], embed: { [PathElement($0)] },
      extract: { path in path.count == 1 ? path[0].value(as: Target.self) : nil })
  }
}

extension LinkRoute {
  /// The route as one that opens a path of its values, for a module's links whose link opens
  /// several of the module's screens at once.
  public func asPath<Element: ModuleElement>() -> LinkRoute<[PathElement]> where Target == [Element] {
    mounted(
      under: [], embed: { $0.map(PathElement.init) },
      extract: { path in
        let values = path.compactMap { $0.value(as: Element.self) }
        return values.count == path.count ? values : nil
      })
  }
}
