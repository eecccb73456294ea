/// One level of a resolved state as `explain` shows it: a tab, a stack, a screen, what is
/// presented, and what each holds.
///
/// An app describes its states with ``NavigationCommandCodec/screens(of:)``; `explain`
/// prints the nodes as an indented tree, one `role: label` line each:
///
/// ```
/// tab: exercises
///   stack: 1 screen
///     screen: detail 6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f
///   presented: alert 6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f
/// ```
public struct ScreenNode: Sendable, Hashable {
  /// What the node is to its parent: `tab`, `stack`, `screen`, `presented`, `module`, or a
  /// field of a screen.
  public var role: String
  /// The node itself in a few words, such as `exercises` or `detail 6f1c…`; may be empty.
  public var label: String
  /// What the node holds, in order: a stack's screens from the bottom, then what is
  /// presented over them.
  public var children: [ScreenNode]

  /// Creates a node.
  public init(_ role: String, _ label: String = "", children: [ScreenNode] = []) {
    self.role = role
    self.label = label
    self.children = children
  }
}
