package import NavigationCodec

/// The smallest route that shows the URL rules: `/item/{text}?q={text}`, read as
/// `[capture, q]`, with `""` for a `q` the link leaves out.
package let itemRoute = LinkRoute<[String]> {
  "item"
  LinkCapture<String>("")
  LinkQuery<String?>("q")
} read: { item, query in
  [item, query ?? ""]
} print: { value -> (String, String?)? in
  guard value.count == 2 else { return nil }
  return (value[0], value[1].isEmpty ? nil : value[1])
}
