/// The origins a link may come from, and the one printed links use.
///
/// Schemes and hosts compare case-insensitively. A custom scheme is read the way iOS delivers
/// it: in `myapp://items/42`, the first path segment arrives as the URL's host, and
/// `myapp:///items/42` (empty host) means the same.
public struct LinkOrigins: Sendable, Hashable {
  /// Custom schemes accepted, lowercase, such as `myapp`.
  public var customSchemes: [String]
  /// Hosts accepted for `https` links, lowercase, such as `myapp.example`.
  public var webHosts: [String]
  /// The origin printed links start with.
  public var printed: Printed

  /// The origin a printed link starts with.
  public enum Printed: Sendable, Hashable {
    /// `scheme://first-segment/rest`, the custom scheme form.
    case customScheme(String)
    /// `https://host/path`, a universal link.
    case web(host: String)
  }

  /// Creates an allow-list; names are compared case-insensitively.
  public init(customSchemes: [String], webHosts: [String], printed: Printed) {
    self.customSchemes = customSchemes.map { $0.lowercased() }
    self.webHosts = webHosts.map { $0.lowercased() }
    self.printed = printed
  }
}
