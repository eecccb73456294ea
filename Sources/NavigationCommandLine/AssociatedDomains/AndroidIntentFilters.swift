public import NavigationCodec

/// The Android manifest's `<intent-filter>` elements for a grammar's links: one verified
/// filter (`android:autoVerify="true"`) for the https links of its web hosts, with a path or
/// path pattern per path the grammar reads, and one for its custom schemes.
///
/// The text is a fragment to paste inside the `<activity>` that opens links. Paths follow the
/// same rules as ``AppleAppSiteAssociation``: words exactly, keywords word by word, a UUID as
/// 36 characters, other captures as one or more characters (`..*`), each with and without a
/// trailing slash. A capture of the rest of the path is `..*` too, whose `.` takes `/`: one
/// pattern covers its trailing slash.
public struct AndroidIntentFilters: Sendable, Hashable {
  /// The text of the elements, ending with a newline.
  public let text: String

  /// The filters for a grammar's origins and routes.
  public init<Target>(grammar: LinkGrammar<Target>) {
    let origins = grammar.origins
    var lines = [
      "<!-- The intent filters of the activity that opens links; generated from the link grammar. -->"
    ]
    if !origins.webHosts.isEmpty {
      let paths = AppLinkPath.paths(of: grammar)
      lines += Self.filter(
        verified: true,
        data: [#"android:scheme="https""#] + origins.webHosts.map { #"android:host="\#(Self.xml($0))""# }
          + paths.flatMap(Self.pathData))
    }
    if !origins.customSchemes.isEmpty {
      lines += Self.filter(verified: false, data: origins.customSchemes.map { #"android:scheme="\#(Self.xml($0))""# })
    }
    text = lines.joined(separator: "\n") + "\n"
  }

  private static func filter(verified: Bool, data: [String]) -> [String] {
    [verified ? #"<intent-filter android:autoVerify="true">"# : "<intent-filter>"]
      + [
        #"    <action android:name="android.intent.action.VIEW" />"#,
        #"    <category android:name="android.intent.category.DEFAULT" />"#,
        #"    <category android:name="android.intent.category.BROWSABLE" />"#,
      ]
      + data.map { "    <data \($0) />" } + ["</intent-filter>"]
  }

  /// The `<data>` attributes for a path and its trailing-slash spelling: `android:path` when
  /// the path is all words, `android:pathPattern` otherwise.
  private static func pathData(_ path: AppLinkPath) -> [String] {
    guard !path.pieces.isEmpty else { return [#"android:path="/""#] }
    let isLiteral = path.pieces.allSatisfy { if case .word = $0 { true } else { false } }
    let text = path.pieces.map { "/" + piece($0, asPattern: !isLiteral) }.joined()
    let attribute = isLiteral ? "android:path" : "android:pathPattern"
    return (path.readsRest ? [text] : [text, text + "/"]).map { "\(attribute)=\"\(xml($0))\"" }
  }

  /// A piece as `android:path` writes it (a word as it is), or in `pathPattern` syntax.
  ///
  /// In a pattern `.` is any character and `*` repeats the one before. A backslash escapes,
  /// and is itself doubled because the manifest's string reader takes one level of
  /// backslashes away first.
  private static func piece(_ piece: AppLinkPath.Piece, asPattern: Bool) -> String {
    switch piece {
    case .word(let word) where !asPattern: word
    case .word(let word):
      word.map { ".*\\".contains($0) ? "\\\\" + String($0) : String($0) }.joined()
    case .uuid: "........-....-....-....-............"
    case .anySegment, .restOfPath: "..*"
    }
  }

  private static func xml(_ text: String) -> String {
    text.map { character -> String in
      switch character {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&apos;"
      default: String(character)
      }
    }.joined()
  }
}
