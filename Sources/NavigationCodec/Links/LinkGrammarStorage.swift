/// What a ``LinkGrammar`` is built into, in one object.
///
/// A grammar is a value that apps keep in their models and codecs and copy often: every
/// reference it held itself would add a retain and a release to each copy. Held here, a copy
/// retains one object.
@usableFromInline
final class LinkGrammarStorage<Target: Sendable>: Sendable {
  let origins: LinkOrigins
  let routes: [LinkRoute<Target>]
  /// The routes compiled to bytes; the byte-level work is not generic over `Target`, so it
  /// runs as specialised code whichever module declares the routes.
  @usableFromInline let matcher: LinkMatcher
  /// The routes' functions, apart from the routes, each called through its borrowed box,
  /// retaining nothing.
  @usableFromInline let readers: [RouteReader<Target>]
  @usableFromInline let writers: [BorrowedFunction<@Sendable (Target, inout LinkValues) -> Bool>]
  /// At the index of each group of routes mounted together that stands whole and in order,
  /// the group, which prints for all its routes at once.
  @usableFromInline let groups: [MountedGroup<Target>?]

  /// The grammar of routes its caller has checked.
  init(routes: [LinkRoute<Target>], origins: LinkOrigins, ignoring: IgnorableParameters) {
    self.origins = origins
    self.routes = routes
    matcher = LinkMatcher(routes.map { ($0.pattern, $0.aliases, $0.query) }, origins: origins, ignoring: ignoring)
    readers = routes.map { RouteReader($0.read) }
    writers = routes.map { BorrowedFunction($0.write) }
    groups = Self.wholeGroups(in: routes)
  }

  /// The groups whose routes stand in `routes` together and in their order, at the index of
  /// their first route.
  private static func wholeGroups(in routes: [LinkRoute<Target>]) -> [MountedGroup<Target>?] {
    routes.indices.map { first in
      guard let (group, member) = routes[first].group, member == 0, first + group.count <= routes.count else {
        return nil
      }
      let standsWhole = (0..<group.count).allSatisfy { offset in
        let route = routes[first + offset]
        return route.group.map { $0.group === group && $0.member == offset } == true
          && route.pattern.starts(with: group.prefix)
      }
      return standsWhole ? group : nil
    }
  }
}
