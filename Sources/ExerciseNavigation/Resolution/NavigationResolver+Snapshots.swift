import NavigationCodec

extension NavigationResolver {
  /// Reads a snapshot of any version this build reads and resolves it.
  ///
  /// Under the lenient policy the report lists the parts a migration dropped (with its name)
  /// before those resolution dropped.
  func resolve(
    snapshot bytes: some Collection<UInt8>, format: SnapshotFormat<NavigationState>, policy: ResolutionPolicy
  ) throws(NavigationError) -> ResolutionReport<NavigationState> {
    let read = try format.decode(bytes, policy: policy)
    var report = try resolve(read.value, policy: policy)
    report.dropped = read.dropped + report.dropped
    return report
  }
}

extension NavigationResolver {
  /// A part of a state in its snapshot form, for the report of what lenient resolution
  /// dropped: what its `Codable` conformance writes.
  static func snapshotValue(of part: some Encodable) -> JSONValue {
    do throws(NavigationError) {
      return try CanonicalJSONDecoder().decode(JSONValue.self, from: CanonicalJSONEncoder(compact: true).encode(part))
    } catch {
      // A part JSON has no form for is still reported, by its refusal.
      return .string(error.description)
    }
  }
}
