public import NavigationCodec

/// One row of a grammar's route table: what a route reads and opens, all taken from its
/// declaration, for documentation, tooling and review.
///
/// ```swift
/// for route in grammar.routeTable() {
///   print(route.pattern, route.summary, route.example ?? "")
///   // /items/{id:uuid}  the item's page  app://items/00000000-0000-0000-0000-000000000000
/// }
/// ```
public struct LinkRouteDescription: Sendable, Hashable {
  /// A path capture or a query field: its name and what it reads.
  public struct Field: Sendable, Hashable {
    /// The field's name; empty for a positional capture.
    public var name: String
    /// What the field reads.
    public var kind: LinkFieldKind

    /// Describes a field.
    public init(_ name: String, _ kind: LinkFieldKind) {
      self.name = name
      self.kind = kind
    }
  }

  /// The canonical pattern, such as `/history/{type:keyword}/{exercise:uuid}/edit`.
  public var pattern: String
  /// Every legacy spelling the route also reads (whole-path aliases and alias words), in
  /// declaration order.
  public var aliases: [String]
  /// The path captures, in order.
  public var captures: [Field]
  /// The query fields the route accepts, in the order links print them.
  public var query: [Field]
  /// What the route opens, as declared with it.
  public var summary: String
  /// A link of this route, printed with the grammar's printed origin; `nil` when the values
  /// given for it do not print.
  public var example: String?
}
