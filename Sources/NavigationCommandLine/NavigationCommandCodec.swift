public import NavigationCodec

/// How an app opens and prints its links and restores and writes its snapshots, for its
/// command-line tool.
///
/// An app that already has one value doing this (the exercise app's `ExerciseCodec`) conforms
/// it; another writes a small struct over its format, grammar and resolver:
///
/// ```swift
/// struct NotesCodec: NavigationCommandCodec {
///   var format: SnapshotFormat<NotesState>
///   var grammar: LinkGrammar<NotesState>
///
///   var limits: Limits { format.limits }
///
///   func open(link: String, policy: ResolutionPolicy) throws(NavigationError)
///     -> ResolutionReport<NotesState>
///   {
///     ResolutionReport(value: try grammar.match(link: link))
///   }
///
///   func link(for state: NotesState) throws(NavigationError) -> String {
///     try grammar.link(for: state)
///   }
///
///   func restore(snapshot bytes: [UInt8], policy: ResolutionPolicy)
///     throws(NavigationError) -> ResolutionReport<NotesState>
///   {
///     let read = try format.decode(bytes, policy: policy)
///     return ResolutionReport(value: read.value, dropped: read.dropped)
///   }
///
///   func snapshot(of state: NotesState) throws(NavigationError) -> [UInt8] {
///     try format.encode(state)
///   }
/// }
/// ```
public protocol NavigationCommandCodec {
  /// The app's navigation state: what a link opens and a snapshot holds.
  associatedtype State: Equatable & Sendable

  /// The limits input is read with: a link's length, a snapshot's size.
  var limits: Limits { get }

  /// Reads and resolves a link.
  ///
  /// - Throws: The refusal: a syntax error (status 2), or the resolver's (status 1).
  func open(link: String, policy: ResolutionPolicy) throws(NavigationError) -> ResolutionReport<State>

  /// The canonical link of a state.
  ///
  /// - Throws: `not-linkable` for a state that has no link form.
  func link(for state: State) throws(NavigationError) -> String

  /// Reads a snapshot of any version the app reads, and resolves it.
  ///
  /// - Throws: The refusal: of the text or format (status 2), or the resolver's (status 1).
  func restore(snapshot bytes: [UInt8], policy: ResolutionPolicy) throws(NavigationError)
    -> ResolutionReport<State>

  /// Writes a state as canonical snapshot bytes.
  ///
  /// - Throws: A state the format has no form for.
  func snapshot(of state: State) throws(NavigationError) -> [UInt8]

  /// The screens a state shows, as `explain` prints them: tabs, stacks and what is
  /// presented, each with what it holds.
  ///
  /// The default is the state's snapshot as a tree: a node for each member, named by its key,
  /// with a scalar as its label.
  func screens(of state: State) -> [ScreenNode]
}

extension NavigationCommandCodec {
  /// The state's snapshot as a tree: a node for each member or element, named by its key or
  /// index, with a scalar as its label; a state without a snapshot form is one node saying
  /// why.
  ///
  /// An enum case's unlabelled values (`case book(UUID)`, which `Codable` keys `_0`) are
  /// named by their index, and a single scalar one is its case's label (`book: "6f1c…"`).
  public func screens(of state: State) -> [ScreenNode] {
    do {
      return ScreenTree.nodes(of: try SnapshotValue.of(state, self))
    } catch {
      return [ScreenNode("snapshot", "none: \(error)")]
    }
  }
}
