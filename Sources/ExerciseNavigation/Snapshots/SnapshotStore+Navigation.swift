public import NavigationCodec

extension SnapshotStore {
  /// A store for navigation snapshots: a file is good when it decodes as a snapshot this build
  /// reads (it is resolved against the catalog after loading, leniently if you like).
  public static func navigation(directory: String, name: String = "navigation", limits: Limits = .default)
    -> SnapshotStore
  {
    let format = NavigationState.snapshotFormat(limits: limits)
    return SnapshotStore(directory: directory, name: name, limits: limits) { bytes throws(NavigationError) in
      _ = try format.decode(bytes)
    }
  }
}
