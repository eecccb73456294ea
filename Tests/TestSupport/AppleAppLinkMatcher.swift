import Foundation

/// Apple's documented rules for the `components` of an `apple-app-site-association` file,
/// written from the documentation so that a generated file can be checked against them
/// rather than against itself.
///
/// The components are tried in order and the first that matches decides: an `exclude`
/// component keeps the URL out of the app, any other opens it; none matching keeps it out.
/// A component matches when every part it names matches: `/` the path, `?` the query (a
/// pattern for the whole query, or a dictionary of item patterns, every item of a name
/// matching and an absent item taken as the empty string), `#` the fragment; a part it does
/// not name matches anything. In a pattern `*` matches zero or more characters and `?`
/// exactly one (so `?*` one or more). `caseSensitive` (default true) and `percentEncoded`
/// (default true: the pattern is compared with the URL as written; false: with the URL
/// percent-decoded) apply to the component's patterns.
public struct AppleAppLinkMatcher {
  struct Component {
    var path: String?
    var query: Query?
    var fragment: String?
    var exclude: Bool
    var caseSensitive: Bool
    var percentEncoded: Bool
  }

  enum Query {
    case whole(String)
    case items([String: String])
  }

  private let components: [Component]

  /// Reads the components listed for `appID` in a file's bytes.
  public init(file bytes: [UInt8], appID: String) throws {
    let root = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    let details = (root?["applinks"] as? [String: Any])?["details"] as? [[String: Any]] ?? []
    let entry = details.first { ($0["appIDs"] as? [String])?.contains(appID) == true }
    components = (entry?["components"] as? [[String: Any]] ?? []).map { object in
      let query: Query? =
        if let text = object["?"] as? String { .whole(text) } else {
          (object["?"] as? [String: String]).map(Query.items)
        }
      return Component(
        path: object["/"] as? String, query: query, fragment: object["#"] as? String,
        exclude: object["exclude"] as? Bool ?? false, caseSensitive: object["caseSensitive"] as? Bool ?? true,
        percentEncoded: object["percentEncoded"] as? Bool ?? true)
    }
  }

  /// Whether the system would open `url` in the app.
  public func opens(_ url: String) -> Bool {
    guard let parts = URLComponents(string: url) else { return false }
    for component in components where matches(component, parts) {
      return !component.exclude
    }
    return false
  }

  private func matches(_ component: Component, _ url: URLComponents) -> Bool {
    func text(_ encoded: String) -> String {
      component.percentEncoded ? encoded : (encoded.removingPercentEncoding ?? encoded)
    }
    func match(_ pattern: String?, _ value: String) -> Bool {
      guard let pattern else { return true }
      return component.caseSensitive ? Self.glob(pattern, value) : Self.glob(pattern.lowercased(), value.lowercased())
    }
    let path = url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath
    guard match(component.path, text(path)), match(component.fragment, text(url.percentEncodedFragment ?? ""))
    else { return false }
    switch component.query {
    case nil: return true
    case .whole(let pattern): return match(pattern, text(url.percentEncodedQuery ?? ""))
    case .items(let patterns):
      let items = url.percentEncodedQueryItems ?? []
      return patterns.allSatisfy { name, pattern in
        let values = items.filter { $0.name == name }.map { text($0.value ?? "") }
        return (values.isEmpty ? [""] : values).allSatisfy { match(pattern, $0) }
      }
    }
  }

  /// `*` zero or more characters, `?` exactly one, anything else itself.
  static func glob(_ pattern: String, _ text: String) -> Bool {
    glob(Array(pattern.unicodeScalars), Array(text.unicodeScalars))
  }

  /// The usual wildcard walk: on a mismatch, go back to the last `*` and let it take one
  /// more character.
  private static func glob(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
    var (p, t) = (0, 0)
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, pattern[p] == "*" {
        star = (p, t)
        p += 1
      } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if let last = star {
        p = last.pattern + 1
        t = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
