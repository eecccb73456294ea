package import ModularSample
package import NavigationCodec
import NavigationCommandLine

/// The sample modular app's links and sessions: its grammar reads a path, and its modules
/// check every element of it, whether it came from a link or a saved session.
package struct ModularSampleCodec: NavigationCommandCodec {
  /// The composed app: modules, grammar and snapshot format.
  package let app: ModularSampleApp

  package var limits: Limits { app.format.limits }

  package func open(link: String, policy: ResolutionPolicy) throws(NavigationError)
    -> ResolutionReport<ModularSession>
  {
    let report = try app.resolve(link: link, policy: policy)
    return ResolutionReport(value: ModularSession(path: ModularPath(report.value)), dropped: report.dropped)
  }

  package func link(for state: ModularSession) throws(NavigationError) -> String {
    try app.links.link(for: state.path.elements)
  }

  /// Reads a saved session, checks its path and reads its held link again; under the lenient
  /// policy, what the format dropped is listed before what the modules dropped.
  package func restore(snapshot bytes: [UInt8], policy: ResolutionPolicy) throws(NavigationError)
    -> ResolutionReport<ModularSession>
  {
    try app.restore(bytes, policy: policy)
  }

  package func snapshot(of state: ModularSession) throws(NavigationError) -> [UInt8] {
    try app.format.encode(state)
  }
}
