import ExerciseNavigation
import NavigationCodec

/// The `floor-` profile modes: opening and printing links through the hand-written reader and
/// printer, with the rest of each operation (resolving, the state's link form) as the codec
/// does it.
enum HandWrittenLinks {
  /// Opens a link as `ExerciseCodec.open(link:)` does, reading it by hand.
  static func open(_ link: String, _ codec: ExerciseCodec) -> ResolutionReport<NavigationState>? {
    guard let parsed = HandWrittenLinkReader.read(link) else { return nil }
    return try? codec.resolver.resolve(parsed, ids: codec.ids, clock: codec.clock)
  }

  /// Prints a state's link as `ExerciseCodec.link(for:)` does, printing it by hand.
  static func print(_ state: NavigationState, _ codec: ExerciseCodec) -> String? {
    guard let target = try? codec.links.target(of: state, catalog: codec.catalog, now: codec.clock.now()) else {
      return nil
    }
    return HandWrittenLinkPrinter.print(target)
  }

  /// The first link on which the hand-written reader and the grammar differ, among `links`
  /// and ``UnusualLinks``, or `nil` when they read all alike: the floor is measured only on
  /// the same work.
  static func readingDisagreement(_ links: [String], _ codec: ExerciseCodec) -> String? {
    for link in links + UnusualLinks.links
    where HandWrittenLinkReader.read(link) != (try? codec.links.match(link: link)) {
      return "reading \(link)"
    }
    return nil
  }

  /// The first state of `states`, or value of ``UnusualLinks``, that the hand-written printer
  /// and the grammar print differently, or `nil` when they print all alike.
  static func printingDisagreement(_ states: [NavigationState], _ codec: ExerciseCodec) -> String? {
    for state in states where print(state, codec) != (try? codec.link(for: state)) {
      return "printing \((try? codec.link(for: state)) ?? "a state without a link")"
    }
    for value in UnusualLinks.values
    where HandWrittenLinkPrinter.print(value) != (try? codec.links.grammar.link(for: value)) {
      return "printing \(value)"
    }
    return nil
  }
}
