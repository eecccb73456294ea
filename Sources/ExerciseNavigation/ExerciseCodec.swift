public import NavigationCodec

/// Everything the exercise app needs in one value: links and snapshots in, resolved states
/// out, and back.
///
/// ```swift
/// let codec = ExerciseCodec(catalog: catalog)
/// let state = try codec.open(link: url.absoluteString).value
/// let campaign = try codec.read(link: url.absoluteString).extras.ignoredParameters
/// let bytes = try codec.snapshot(of: state)
/// let restored = try codec.restore(snapshot: bytes).value
/// ```
public struct ExerciseCodec: Sendable {
  /// The stored exercises states are resolved against.
  public var catalog: ExerciseCatalog {
    get { resolver.catalog }
    set { resolver.catalog = newValue }
  }
  /// Input limits for snapshots; links read within their grammar's (``ExerciseLinks``).
  public var limits: Limits { didSet { format.limits = limits } }
  /// The snapshot format, reading with ``limits``; kept rather than made for each snapshot.
  private var format: SnapshotFormat<NavigationState>
  /// The longest draft title accepted, in characters.
  public var titleLength: Int {
    get { resolver.titleLength }
    set { resolver.titleLength = newValue }
  }
  /// The link grammar.
  public var links: ExerciseLinks
  /// Ids for drafts that links create.
  public var ids: IDGenerator
  /// The clock for drafts that links create, and for the discard rule of add drafts.
  public var clock: DateSource {
    get { resolver.clock }
    set { resolver.clock = newValue }
  }
  /// The resolver for the catalog, title length and clock above.
  ///
  /// Held rather than built for each input: opening a link then copies no catalog or clock.
  public private(set) var resolver: NavigationResolver

  /// Creates a codec.
  ///
  /// Links with other origins or limits than the defaults take an ``ExerciseLinks`` built
  /// once for them: `ExerciseCodec(catalog: catalog, links: try ExerciseLinks(origins: mine))`.
  public init(
    catalog: ExerciseCatalog,
    limits: Limits = .default,
    titleLength: Int = NavigationResolver.defaultTitleLength,
    links: ExerciseLinks = ExerciseLinks(),
    ids: IDGenerator = .random,
    clock: DateSource = .system
  ) {
    self.limits = limits
    self.format = NavigationState.snapshotFormat(limits: limits)
    self.resolver = NavigationResolver(catalog: catalog, titleLength: titleLength, clock: clock)
    self.links = links
    self.ids = ids
  }

  /// Parses and resolves a link.
  ///
  /// Its ignored parameters and fragment are read past; ``read(link:policy:)`` returns them.
  public func open(link: String, policy: ResolutionPolicy = .strict) throws(NavigationError) -> ResolutionReport<
    NavigationState
  > {
    try resolver.resolve(links.match(link: link), ids: ids, clock: clock, policy: policy)
  }

  /// Parses and resolves a link as ``open(link:policy:)`` does, and returns what it carried
  /// beside its route: its ignored parameters (such as `utm_source`) and fragment, for the
  /// app's analytics.
  public func read(link: String, policy: ResolutionPolicy = .strict) throws(NavigationError) -> LinkReading<
    ResolutionReport<NavigationState>
  > {
    let reading = try links.grammar.read(link: link)
    let report = try resolver.resolve(reading.target, ids: ids, clock: clock, policy: policy)
    return LinkReading(target: report, extras: reading.extras)
  }

  /// Prints the canonical link of a state.
  public func link(for state: NavigationState) throws(NavigationError) -> String {
    try links.link(for: state, catalog: catalog, now: clock.now())
  }

  /// Decodes and resolves a snapshot of any version this build reads.
  ///
  /// A link the session held (``NavigationState/held``) is read and resolved again, against
  /// the catalog as it is now; it stays held when it still opens.
  ///
  /// Under the lenient policy the report lists the parts a migration dropped (with its name)
  /// before those the resolver dropped, and then the held link if it no longer opens.
  ///
  /// - Throws: Under the strict policy, the first refusal; a held link's is
  ///   `unknown-requirement` at `/held/requirement`, or its own refusal at `/held/link`.
  public func restore(snapshot bytes: some Collection<UInt8>, policy: ResolutionPolicy = .strict)
    throws(NavigationError) -> ResolutionReport<NavigationState>
  {
    var report = try resolver.resolve(snapshot: bytes, format: format, policy: policy)
    guard report.value.held != nil else { return report }
    let held = try report.value.resolveHeldLink(policy: policy) { (link) throws(NavigationError) in
      try open(link: link).value
    }
    report.dropped += held
    return report
  }

  /// Encodes a state as canonical snapshot bytes.
  ///
  /// - Throws: `invalid-value` for a draft JSON has no form for (a distance that is not
  ///   finite, a date outside the years 0000 to 9999), which no resolved state holds.
  public func snapshot(of state: NavigationState) throws(NavigationError) -> [UInt8] {
    try format.encode(state)
  }
}
