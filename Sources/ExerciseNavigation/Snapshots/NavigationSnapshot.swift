public import NavigationCodec

/// The JSON snapshot form of ``NavigationState``: reading and writing, as a pair.
///
/// ```json
/// {
///   "exercises": {
///     "path": [{ "history": { "type": "running" } }]
///   },
///   "format": "doexercise.navigation",
///   "tab": "exercises",
///   "version": 1
/// }
/// ```
///
/// ``encode(_:)`` writes canonical bytes; `decode(_:limits:)` of canonical bytes followed by
/// ``encode(_:)`` gives the same bytes. Decoding checks syntax only: resolve the result with
/// ``NavigationResolver`` before showing it.
public enum NavigationSnapshot {
  /// The format name written in every snapshot.
  public static let format = "doexercise.navigation"
  /// The snapshot version this build writes.
  public static let version = 1
  /// The migrations that carry snapshots of older versions to ``version``.
  ///
  /// None yet: version 1 is the only one there has been. When the shape changes, ``version``
  /// goes up and a migration from the previous version joins this list.
  public static let migrations: [SnapshotMigration] = []

  static let destinationCases = ["add", "alert", "dialog", "edit"]
  static let tabNames = AppTab.allCases.map(\.rawValue)
  static let envelope = SnapshotEnvelope(
    format: format, version: version, migrations: migrations, fields: ["exercises", "format", "tab", "version"])
  static let exercisesFields = ["destination", "path"]
  static let formFields = ["destination", "draft"]
  static let exerciseReference = ["exercise"]
  static let historyFields = ["type"]
  static let formDestinationCases = NavigationState.FormDestination.allCases.map(\.rawValue)
  static let routeCases = ["detail", "history"]

  /// Reads a snapshot.
  ///
  /// - Throws: `NavigationError` with `limit-exceeded`, `malformed-json` (with line and
  ///   column), `unsupported-format`, `unsupported-version`, `missing-field`,
  ///   `unexpected-field` or `invalid-value` (with a JSON Pointer).
  public static func decode(_ bytes: some Collection<UInt8>, limits: Limits = .default) throws(NavigationError)
    -> NavigationState
  {
    try decode(bytes, limits: limits, policy: .strict).value
  }

  /// Reads a snapshot of any version this build reads, carried forward by ``migrations``;
  /// under the lenient policy the parts a migration refuses are dropped and reported.
  public static func decode(
    _ bytes: some Collection<UInt8>, limits: Limits = .default, policy: ResolutionPolicy
  ) throws(NavigationError) -> MigratedSnapshot<NavigationState> {
    let opened = try envelope.open(SnapshotNode(parsing: bytes, limits: limits), policy: policy)
    var body = opened.body
    let state = try readBody(&body)
    return MigratedSnapshot(
      value: state, version: opened.version, migrations: opened.migrations, dropped: opened.dropped)
  }

  /// Reads a snapshot from a byte array.
  public static func decode(_ bytes: [UInt8], limits: Limits = .default) throws(NavigationError) -> NavigationState {
    var (_, body) = try envelope.open(SnapshotNode(parsing: bytes, limits: limits))
    return try readBody(&body)
  }

  /// Reads a snapshot from a byte buffer.
  public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, limits: Limits = .default) throws(NavigationError)
    -> NavigationState
  {
    var (_, body) = try envelope.open(SnapshotNode(parsing: bytes, limits: limits))
    return try readBody(&body)
  }

  /// Reads a snapshot from an already-parsed JSON value.
  public static func decode(_ value: JSONValue) throws(NavigationError) -> NavigationState {
    var (_, body) = try envelope.open(SnapshotNode(value))
    return try readBody(&body)
  }

  /// Writes the canonical snapshot bytes of a state.
  public static func encode(_ state: NavigationState) -> [UInt8] {
    var writer = CanonicalJSONWriter()
    write(state, to: &writer)
    return writer.finish()
  }

  /// The snapshot of a state as a JSON value, the same document ``encode(_:)`` writes.
  public static func value(of state: NavigationState) -> JSONValue {
    JSONValueBuilder.build { write(state, to: &$0) }
  }

  /// The whole snapshot document, written once for both outputs.
  static func write(_ state: NavigationState, to output: inout some JSONOutput) {
    envelope.write(
      to: &output,
      before: { output in
        output.key("exercises")
        write(state.exercises, to: &output)
      },
      between: { output in
        output.key("tab")
        output.string(state.tab.rawValue)
      })
  }

  // MARK: Reading

  /// Reads the body; unread fields are refused after the whole document is read, first in
  /// document order, so that every input gets the refusal the `Codable` path gives.
  private static func readBody(_ body: inout SnapshotObject) throws(NavigationError) -> NavigationState {
    var unread = UnreadFields()
    let tabNode = try body.required("tab")
    let tab = AppTab.allCases[try tabNode.oneOf(tabNames)]
    var exercises = try body.required("exercises").object(fields: exercisesFields)
    body.finish(deferringTo: &unread)
    let path = try exercises.required("path").array().map { (node) throws(NavigationError) in
      try readRoute(node, &unread)
    }
    let destination = try exercises.optional("destination").map { (node) throws(NavigationError) in
      try readDestination(node, &unread)
    }
    exercises.finish(deferringTo: &unread)
    try unread.check()
    return NavigationState(tab: tab, exercises: .init(path: path, destination: destination))
  }

  static func readRoute(_ node: SnapshotNode, _ unread: inout UnreadFields) throws(NavigationError) -> Route {
    let (name, payload) = try node.enumCase(routeCases)
    var fields = try payload.object(fields: name == "history" ? historyFields : exerciseReference)
    let route: Route
    if name == "history" {
      route = .history(try ExerciseSchema.mode(fields.required("type")))
    } else {
      route = .detail(try fields.required("exercise").uuid())
    }
    fields.finish(deferringTo: &unread)
    return route
  }

  static func readDestination(_ node: SnapshotNode, _ unread: inout UnreadFields) throws(NavigationError)
    -> NavigationState.Destination
  {
    let (name, payload) = try node.enumCase(destinationCases)
    var fields = try payload.object(fields: name == "add" || name == "edit" ? formFields : exerciseReference)
    let destination: NavigationState.Destination
    switch name {
    case "add", "edit":
      let draft = try ExerciseSchema.read(fields.required("draft"), &unread)
      let formDestination = try fields.optional("destination").map { (node) throws(NavigationError) in
        let (_, discard) = try node.enumCase(formDestinationCases)
        try discard.object().finish(deferringTo: &unread)
        return NavigationState.FormDestination.discard
      }
      let form = NavigationState.Form(draft: draft, destination: formDestination)
      destination = name == "add" ? .add(form) : .edit(form)
    case "alert":
      destination = .alert(try fields.required("exercise").uuid())
    default:
      destination = .dialog(try fields.required("exercise").uuid())
    }
    fields.finish(deferringTo: &unread)
    return destination
  }

  // MARK: Writing

  static func write(_ exercises: NavigationState.Exercises, to output: inout some JSONOutput) {
    output.beginObject()
    if let destination = exercises.destination {
      output.key("destination")
      write(destination, to: &output)
    }
    output.key("path")
    output.beginArray()
    for route in exercises.path { write(route, to: &output) }
    output.endArray()
    output.endObject()
  }

  static func write(_ route: Route, to output: inout some JSONOutput) {
    switch route {
    case .history(let mode):
      output.enumCase("history") { output in
        output.key("type")
        output.string(mode.rawValue)
      }
    case .detail(let id):
      output.enumCase("detail") { output in
        output.key("exercise")
        output.string(UUIDText.format(id))
      }
    }
  }

  static func write(_ destination: NavigationState.Destination, to output: inout some JSONOutput) {
    switch destination {
    case .add(let form), .edit(let form):
      output.enumCase(destination.caseName) { output in
        if let formDestination = form.destination {
          output.key("destination")
          write(formDestination, to: &output)
        }
        output.key("draft")
        ExerciseSchema.write(form.draft, to: &output)
      }
    case .alert(let id), .dialog(let id):
      output.enumCase(destination.caseName) { output in
        output.key("exercise")
        output.string(UUIDText.format(id))
      }
    }
  }

  static func write(_ formDestination: NavigationState.FormDestination, to output: inout some JSONOutput) {
    output.beginObject()
    output.key(formDestination.rawValue)
    output.emptyObject()
    output.endObject()
  }
}
