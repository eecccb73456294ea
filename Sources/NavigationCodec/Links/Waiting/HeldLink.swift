/// A link waiting for a requirement, as saved in a snapshot: the link as it arrived, and the
/// name of the requirement it waits for.
///
/// Its snapshot form is `{"link": "…", "requirement": "signed-in"}`. The link is kept as it
/// arrived, not as a state: when it resumes it is read and resolved again, against the
/// screens and data the app has then.
public struct HeldLink: Codable, Sendable, Hashable {
  /// The link as it arrived.
  public var link: String
  /// The ``LinkRequirement/name`` of the requirement it waits for.
  public var requirement: String

  /// Creates a held link.
  public init(link: String, requirement: String) {
    self.link = link
    self.requirement = requirement
  }
}
