public import NavigationCodec

extension NavigationState {
  /// The exercise app's snapshot format: the state's `Codable` conformances in the envelope
  /// `{"format": "doexercise.navigation", "version": 1}`.
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
  /// The conformances are the whole schema: `encode(_:)` writes canonical bytes, and
  /// `decode(_:)` of canonical bytes followed by `encode(_:)` gives the same bytes. Decoding
  /// checks the shape only: resolve the result with ``NavigationResolver`` (or open it with
  /// ``ExerciseCodec/restore(snapshot:policy:)``) before showing it.
  ///
  /// Version 1 is the only version there has been, so there are no migrations yet. The
  /// optional `held` field (a link waiting for the discard decision) is part of version 1: it
  /// is written only while a link waits, so every other session keeps its bytes. When the
  /// shape of existing sessions changes, the version goes up and a migration from the previous
  /// one joins the format's `migrations`.
  public static let snapshotFormat = SnapshotFormat<NavigationState>(name: "doexercise.navigation", version: 1)

  /// ``snapshotFormat`` reading with other limits.
  public static func snapshotFormat(limits: Limits) -> SnapshotFormat<NavigationState> {
    var format = snapshotFormat
    format.limits = limits
    return format
  }
}
