import NavigationCodec

/// What `explain` shows about one link: how the grammar read it, the screens it opens, and
/// for a refusal the route it came closest to and why it failed.
struct LinkExplanation {
  /// The link as given.
  var link: String
  /// The grammar's reading: origin, route, values, what it ignored.
  var reading: LinkDiagnosis
  /// The screens of the resolved state; `nil` when the link was refused.
  var screens: [ScreenNode]?
  /// What lenient resolution dropped.
  var dropped: [DroppedPart] = []
  /// The refusal, of the grammar or of the resolver; `nil` when the link opens.
  var refusal: NavigationError?

  /// Reads a link with the app's grammar and opens it with its codec.
  init<Codec: NavigationCommandCodec, Target>(
    _ link: String, grammar: LinkGrammar<Target>, codec: Codec, policy: ResolutionPolicy
  ) {
    self.link = link
    reading = grammar.diagnosis(of: link)
    if let refusal = reading.refusal {
      self.refusal = refusal
      return
    }
    do {
      let report = try codec.open(link: link, policy: policy)
      screens = codec.screens(of: report.value)
      dropped = report.dropped
    } catch {
      refusal = error
    }
  }

  /// Whether the grammar refused the link, so that its route is only the closest one.
  var isRefusedByGrammar: Bool { reading.refusal != nil }

  /// The exit status: 0 when the link opens, the refusal's status otherwise.
  var status: CommandExitStatus { refusal.map(CommandExitStatus.init) ?? .ok }

  /// The origin rule in words: `custom scheme "myapp"` or `web host "myapp.example" (https)`.
  static func describe(_ origin: LinkDiagnosis.Origin) -> String {
    switch origin {
    case .customScheme(let scheme): "custom scheme \"\(scheme)\""
    case .webHost(let host): "web host \"\(host)\" (https)"
    }
  }

  /// A value as `explain` shows it: text quoted, any other kind as links print it.
  static func shown(_ value: LinkDiagnosis.Value) -> String {
    value.kind == .text ? "\"\(value.text)\"" : value.canonicalText
  }
}
