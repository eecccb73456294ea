public import NavigationCodec

/// The `apple-app-site-association` file for a grammar: the universal links the app opens,
/// written from the routes it really reads.
///
/// ```swift
/// let file = AppleAppSiteAssociation(grammar: links, appIDs: [appID])
/// try write(file.bytes, to: ".well-known/apple-app-site-association")
/// ```
///
/// Its `applinks.details` has one entry for the app IDs, whose `components` are one per path
/// the grammar reads (each route's pattern and its legacy spellings, with and without the one
/// trailing slash the reader ignores), each for any fragment, since the reader reads past it.
/// Keywords are spelled out word by word, a UUID is 36 characters with its hyphens, and other
/// captures are `?*` (one or more characters; for a capture of the rest of the path, the
/// characters may include `/`, as `*` crosses slashes, so its pattern needs no trailing-slash
/// spelling).
/// Every path component is `caseSensitive` (route words are lowercase; `?` takes a UUID's
/// letters in either case) and not `percentEncoded` (the reader decodes escapes before it
/// compares words). No component names a query: the app reads its query fields itself.
public struct AppleAppSiteAssociation: Sendable, Hashable {
  /// The apps the links open.
  public var appIDs: [AppleAppID]
  /// The components, in the order the system tries them.
  public var components: [Component]

  /// One entry of `components`.
  public struct Component: Sendable, Hashable {
    /// The pattern for the URL's path (`/`), or `nil` for any path.
    public var path: String?
    /// The pattern for the URL's fragment (`#`), or `nil` for any fragment.
    public var fragment: String?
    /// Whether a URL this component matches is kept out of the app.
    public var exclude: Bool
    /// What the component is for.
    public var comment: String

    /// Creates a component.
    public init(path: String?, fragment: String?, exclude: Bool, comment: String) {
      self.path = path
      self.fragment = fragment
      self.exclude = exclude
      self.comment = comment
    }
  }

  /// The file for a grammar's routes and the given apps.
  public init<Target>(grammar: LinkGrammar<Target>, appIDs: [AppleAppID]) {
    self.appIDs = appIDs
    components = AppLinkPath.paths(of: grammar).flatMap { path in
      Self.patterns(path).map { Component(path: $0, fragment: nil, exclude: false, comment: path.comment) }
    }
  }

  /// The path's pattern, and the same with the trailing slash the reader ignores (which the
  /// rest of the path's `?*` already matches).
  private static func patterns(_ path: AppLinkPath) -> [String] {
    guard !path.pieces.isEmpty else { return ["/"] }
    let pattern = path.pieces.map { "/" + Self.pattern($0) }.joined()
    return path.readsRest ? [pattern] : [pattern, pattern + "/"]
  }

  private static func pattern(_ piece: AppLinkPath.Piece) -> String {
    switch piece {
    // A pattern has no escape: a `*` or `?` in a word is matched by `?`, one character.
    case .word(let word): String(word.map { $0 == "*" || $0 == "?" ? "?" : $0 })
    case .uuid: "????????-????-????-????-????????????"
    case .anySegment, .restOfPath: "?*"
    }
  }

  /// The file's JSON.
  public var json: JSONValue {
    .object([
      JSONMember(
        "applinks",
        .object([
          JSONMember(
            "details",
            .array([
              .object([
                JSONMember("appIDs", .array(appIDs.map { .string($0.description) })),
                JSONMember("components", .array(components.map(\.json))),
              ])
            ]))
        ]))
    ])
  }

  /// The file's canonical bytes: keys sorted, two-space indentation, one final newline.
  public var bytes: [UInt8] { CanonicalJSONWriter.encode(json) }
}

extension AppleAppSiteAssociation.Component {
  var json: JSONValue {
    var members: [JSONMember] = []
    if let path {
      members += [
        JSONMember("/", .string(path)), JSONMember("caseSensitive", .bool(true)),
        JSONMember("percentEncoded", .bool(false)),
      ]
    }
    if let fragment { members.append(JSONMember("#", .string(fragment))) }
    if exclude { members.append(JSONMember("exclude", .bool(true))) }
    members.append(JSONMember("comment", .string(comment)))
    return .object(members)
  }
}
