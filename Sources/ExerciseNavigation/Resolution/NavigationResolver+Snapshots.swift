import NavigationCodec

extension NavigationResolver {
  /// Reads a snapshot of any version this build reads and resolves it.
  ///
  /// Under the lenient policy the report lists the parts a migration dropped (with its name)
  /// before those resolution dropped.
  func resolve(snapshot bytes: some Collection<UInt8>, limits: Limits, policy: ResolutionPolicy)
    throws(NavigationError) -> ResolutionReport<NavigationState>
  {
    let read = try NavigationSnapshot.decode(bytes, limits: limits, policy: policy)
    var report = try resolve(read.value, policy: policy)
    report.dropped = read.dropped + report.dropped
    return report
  }
}
