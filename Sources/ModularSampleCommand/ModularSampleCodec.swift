package import ModularSample
package import NavigationCodec
import NavigationCommandLine

/// The sample modular app's links and sessions: its grammar reads a path, and its modules
/// check every element of it, whether it came from a link or a saved session.
package struct ModularSampleCodec: NavigationCommandCodec {
  /// The composed app: modules, grammar and snapshot format.
  package let app: ModularSampleApp

  /// Where a session's path is, for the locations of its refusals.
  private static let path: JSONPointer = "/path"

  package var limits: Limits { app.format.limits }

  package func open(link: String, policy: ResolutionPolicy) throws(NavigationError)
    -> ResolutionReport<ModularSession>
  {
    session(try app.modules.resolve(app.links.match(link: link), at: Self.path, policy: policy))
  }

  package func link(for state: ModularSession) throws(NavigationError) -> String {
    try app.links.link(for: state.path.elements)
  }

  /// Reads a saved session and checks its path; under the lenient policy, what the format
  /// dropped is listed before what the modules dropped.
  package func restore(snapshot bytes: [UInt8], policy: ResolutionPolicy) throws(NavigationError)
    -> ResolutionReport<ModularSession>
  {
    let read = try app.format.decode(bytes, policy: policy)
    let resolved = session(try app.modules.resolve(read.value.path, at: Self.path, policy: policy))
    return ResolutionReport(value: resolved.value, dropped: read.dropped + resolved.dropped)
  }

  package func snapshot(of state: ModularSession) throws(NavigationError) -> [UInt8] {
    try app.format.encode(state)
  }

  private func session(_ report: ResolutionReport<[PathElement]>) -> ResolutionReport<ModularSession> {
    ResolutionReport(value: ModularSession(path: ModularPath(report.value)), dropped: report.dropped)
  }
}
